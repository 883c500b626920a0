/**
 * Today's nudges (docs/product.md#dashboard, #nudges): at most 3 from the dashboard read, each
 * with its action (open the prep, open the note, capture the moment…); a quiet line when there is
 * none, a spinner while loading.
 */
import { BellRing } from 'lucide-react';
import type { Meeting } from '@shared/contract/schemas/meeting';
import type { Nudge } from '@shared/contract/schemas/nudge';
import { SectionCard } from '@/components/section-card';
import { Spinner } from '@/components/ui/spinner';
import { NudgeList } from '@/features/nudges';

export function TodaysNudgesCard({
  nudges,
  meetings,
  isPending,
}: {
  nudges: readonly Nudge[];
  /** This week's 1:1s (the nudges' 1:1s open with their time). */
  meetings: readonly Meeting[];
  isPending: boolean;
}) {
  let body;
  if (isPending) body = <Spinner label="Loading today's nudges…" />;
  else if (!nudges.length)
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <BellRing className="size-4" aria-hidden /> Nothing needs you today. Enjoy the quiet.
      </p>
    );
  else body = <NudgeList nudges={nudges} meetings={meetings} label="Today's nudges" />;
  return (
    <SectionCard id="todays-nudges-heading" title="Today's nudges">
      {body}
    </SectionCard>
  );
}
