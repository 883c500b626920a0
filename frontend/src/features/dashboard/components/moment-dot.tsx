/**
 * One dot of the weekly dot row: filled when the moment happened this week, with a Radix tooltip
 * (on hover and keyboard focus) naming the person and the moment.
 */
import type { FeedbackMomentType } from '@shared/domain/moments';
import { Tip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { isFilled, MOMENT_TONES, momentTooltip, type MomentState } from '../support-dots';

export function MomentDot({
  name,
  type,
  state,
}: {
  /** The person's display name. */
  name: string;
  type: FeedbackMomentType;
  state: MomentState | undefined;
}) {
  const filled = isFilled(state);
  const label = momentTooltip(name, type, state);
  return (
    <Tip content={label}>
      <span
        role="img"
        tabIndex={0}
        aria-label={label}
        data-moment={type}
        data-filled={filled}
        className={cn(
          'block size-3.5 rounded-full border-2',
          filled ? MOMENT_TONES[type].filled : cn('bg-card', MOMENT_TONES[type].empty),
        )}
      />
    </Tip>
  );
}
