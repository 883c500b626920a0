/**
 * A week's moments with one person (the direct report page's feedback moments, manage-up's 'Nice
 * job managing up this week!'): the person's celebration banner, then a switch per moment, with
 * loading, error and nothing-yet states. Switching a moment on opens the capture step (what was
 * said, saved as a note with the moment); switching it off undoes the capture and its note
 * (use-moment-capture.ts). While shown, the moments are refreshed once more after notes change
 * (their moments are inferred after the save).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { MomentDetail } from '@shared/contract/schemas/moments';
import type { MomentType } from '@shared/domain/moments';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { CapturePerson, MomentRequest } from '../capture/moment-capture';
import { useRefreshMomentsAfterNotes } from '../api/moments-refresh';
import { useMomentCapture } from '../capture/use-moment-capture';
import { useCelebration, type CelebrationStore } from '../celebration/celebration-store';
import { isOn } from '../moment-state';
import { CaptureMoment } from './capture-moment';
import { CelebrationBanner } from './celebration-banner';
import { MomentRow } from './moment-row';

export interface MomentsCardProps<T extends MomentType> {
  /** The heading's id (unique on the page). */
  id: string;
  title: string;
  description: string;
  types: readonly T[];
  person: CapturePerson;
  read: UseQueryResult<{ moments: Record<T, MomentDetail> }>;
  /** The page kind's banners. */
  celebrations: CelebrationStore<MomentType>;
}

/** The section card of a week's moments with one person. */
export function MomentsCard<T extends MomentType>({
  id,
  title,
  description,
  types,
  person,
  read,
  celebrations,
}: MomentsCardProps<T>) {
  const celebration = useCelebration(celebrations, person.id);
  useRefreshMomentsAfterNotes();
  const { release } = useMomentCapture();
  const [capturing, setCapturing] = useState<MomentRequest | null>(null);
  const onToggle = ({ type, on }: { type: T; on: boolean }) => {
    if (on) setCapturing({ person, type });
    else release.mutate({ person, type });
  };
  const moments = read.data?.moments;
  return (
    <SectionCard id={id} title={title} description={description}>
      <CelebrationBanner celebration={celebration} onDismiss={celebrations.dismiss} />
      {moments ? (
        <>
          {types.some((type) => isOn(moments[type])) ? null : (
            <p className="mb-3 text-sm text-muted-foreground">
              Nothing yet this week. Switch a moment on when it happens, or write a note about{' '}
              {person.firstName}: what your notes record shows up here by itself.
            </p>
          )}
          <ul className="divide-y" aria-label={title}>
            {types.map((type) => (
              <MomentRow
                key={type}
                type={type}
                name={person.firstName}
                detail={moments[type]}
                onToggle={onToggle}
              />
            ))}
          </ul>
        </>
      ) : read.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>Couldn&apos;t load this week&apos;s moments.</p>
          <Button variant="outline" size="sm" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading this week's moments..." />
      )}
      <CaptureMoment request={capturing} onClose={() => setCapturing(null)} />
    </SectionCard>
  );
}
