/**
 * The celebration banner of a captured moment (docs/product.md#states-and-transitions 'Celebration
 * banners for captured moments'): its emoji, what was captured and a text picked for it, and a
 * dismiss button. The live region stays mounted so screen readers announce each banner as it
 * appears.
 */
import { X } from 'lucide-react';
import type { MomentType } from '@shared/domain/moments';
import { Button } from '@/components/ui/button';
import type { Celebration } from '../celebration/celebration-rules';
import { MOMENT_LABELS } from '../moment-labels';

export function CelebrationBanner({
  celebration,
  onDismiss,
}: {
  celebration: Celebration<MomentType> | null;
  onDismiss: () => void;
}) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {celebration ? (
        <div className="mb-4 flex items-start gap-3 rounded-md border border-primary/30 bg-primary-soft p-3">
          <span className="text-2xl leading-none" aria-hidden>
            {celebration.emoji}
          </span>
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold text-accent-foreground">
              {MOMENT_LABELS[celebration.type].label} captured
            </p>
            <p className="mt-0.5 [overflow-wrap:anywhere]">{celebration.text}</p>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            className="-my-1 -mr-1"
            aria-label="Dismiss celebration"
            onClick={onDismiss}
          >
            <X />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
