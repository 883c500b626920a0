/**
 * A list of nudges (at most 3, docs/product.md#constants-and-limits), each with its emoji, title,
 * text and action button (`nudge-actions.ts`): an editor opens in the notes panel, the capture step
 * of a moment opens, or the person's dialog opens.
 */
import type { Meeting } from '@shared/contract/schemas/meeting';
import type { Nudge } from '@shared/contract/schemas/nudge';
import { MAX_NUDGES } from '@shared/domain/nudge-kinds';
import { Button } from '@/components/ui/button';
import { CaptureMoment } from '@/features/moments';
import { nudgeActionLabel } from '../nudge-actions';
import { useFollowNudge } from '../use-follow-nudge';
import { NudgeText } from './nudge-text';

export function NudgeList({
  nudges,
  meetings,
  label,
}: {
  nudges: readonly Nudge[];
  /** The page's 1:1s: a nudge's 1:1 found here opens with its time. */
  meetings: readonly Meeting[];
  /** The list's accessible name. */
  label: string;
}) {
  const { follow, capturing, closeCapture } = useFollowNudge(meetings);

  return (
    <>
      <ul className="grid gap-3" aria-label={label}>
        {nudges.slice(0, MAX_NUDGES).map((nudge) => {
          const titleId = `nudge-${nudge.id}-title`.replace(/[^A-Za-z0-9_-]/g, '-');
          return (
            <li
              key={nudge.id}
              className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border p-3"
            >
              <NudgeText nudge={nudge} titleId={titleId} />
              <Button
                variant="outline"
                size="sm"
                className="ml-auto"
                aria-describedby={titleId}
                onClick={() => follow(nudge.action)}
              >
                {nudgeActionLabel(nudge.action)}
              </Button>
            </li>
          );
        })}
      </ul>
      <CaptureMoment request={capturing} onClose={closeCapture} />
    </>
  );
}
