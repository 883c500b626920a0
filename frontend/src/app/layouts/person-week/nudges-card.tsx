/**
 * The nudges of a person page (docs/product.md#screens-and-routes, #constants-and-limits: at most 3
 * on pages): what to do next with the person or the manager, each with the button that follows it
 * up. Nothing when there is no nudge.
 */
import type { Meeting } from '@shared/contract/schemas/meeting';
import type { Nudge } from '@shared/contract/schemas/nudge';
import { SectionCard } from '@/components/section-card';
import { NudgeList } from '@/features/nudges';

export function NudgesCard({
  id,
  nudges,
  meetings,
}: {
  id: string;
  nudges: readonly Nudge[];
  /** The page's 1:1s (this week's and the next). */
  meetings: readonly Meeting[];
}) {
  if (!nudges.length) return null;
  return (
    <SectionCard id={id} title="Nudges">
      <NudgeList nudges={nudges} meetings={meetings} label="Nudges" />
    </SectionCard>
  );
}
