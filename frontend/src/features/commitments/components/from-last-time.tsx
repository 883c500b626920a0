/**
 * 'From last time' at the top of a 1:1's prep (docs/product.md#where-open-commitments-show): the
 * person's open items made in earlier 1:1s, oldest first, each with the 1:1 it was made in; ticking
 * one here ticks it done in this 1:1. Renders nothing while loading, on error, or when nothing is
 * left from earlier 1:1s.
 */
import { useId } from 'react';
import { parseMeetingId } from '@shared/domain/meeting-id';
import { useBossesLean, useDirectReportsLean } from '@/features/people';
import { usePersonCommitments } from '../api/commitments-api';
import { todayIn } from './commitment-dates';
import { CommitmentList } from './commitment-list';
import { madeBefore } from './commitment-order';

/** 'From last time' for the 1:1 `meeting` (see the module comment); null when nothing is left. */
export function FromLastTime({
  meeting,
  meetingDate,
  personName,
  timeZone,
}: {
  meeting: { id: string; directReportId: string | null; bossId: string | null };
  /** The 1:1's date, 'YYYY-MM-DD' in the user's zone; default: the date its id names. */
  meetingDate?: string;
  /** The person's first name (the owner of their items); default: from the lean people lists. */
  personName?: string;
  timeZone: string;
}) {
  const headingId = useId();
  const person = meeting.bossId
    ? ({ kind: 'boss', personId: meeting.bossId } as const)
    : ({ kind: 'directReport', personId: meeting.directReportId ?? '' } as const);
  const commitments = usePersonCommitments(person, person.personId !== '');
  // The shell reads both lean lists already: these come from the cache.
  const directReports = useDirectReportsLean();
  const bosses = useBossesLean();
  const people = person.kind === 'boss' ? bosses : directReports;
  const date = meetingDate ?? parseMeetingId(meeting.id)?.localDate;
  const earlier = date ? madeBefore(commitments.data ?? [], date) : [];
  if (!earlier.length) return null;
  const firstName =
    personName ??
    people.data?.find((candidate) => candidate.id === person.personId)?.firstName ??
    (person.kind === 'boss' ? 'Your manager' : 'They');
  return (
    <section aria-labelledby={headingId} className="grid gap-1">
      <h4 id={headingId} className="text-sm font-semibold">
        From last time
      </h4>
      <CommitmentList
        label="From last time"
        items={earlier}
        isPending={false}
        isError={false}
        onRetry={() => void commitments.refetch()}
        emptyText=""
        today={todayIn(timeZone)}
        personOf={() => ({ firstName })}
        completeInMeetingId={meeting.id}
        // Moved on from this 1:1: whichever 1:1 comes after it.
        nextOneOnOneDate={() => null}
      />
    </section>
  );
}
