/**
 * The dashboard's nudge banner (docs/product.md#dashboard, #entities 'Nudge banner',
 * #states-and-transitions 'Dashboard nudge banner'): an emoji, a title and a text, an optional
 * action and a dismiss button. Which banner shows, and when, is the caller's
 * (`use-nudge-banner.ts`, and the server's `functions/lib/dashboard/dashboard-banner.ts`).
 */
import { X } from 'lucide-react';
import type { BannerNudge } from '@shared/contract/schemas/nudge';
import { Button } from '@/components/ui/button';
import { NudgeText } from '@/features/nudges';

export function NudgeBanner({
  banner,
  action,
  onDismiss,
}: {
  banner: BannerNudge;
  /** What the banner asks for, e.g. opening the prep it names. */
  action?: { label: string; onClick: () => void } | undefined;
  onDismiss: () => void;
}) {
  const titleId = `${banner.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="nudge-banner"
      className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-primary/30 bg-primary-soft p-4"
    >
      <NudgeText nudge={banner} titleId={titleId} heading />
      <span className="ml-auto flex shrink-0 items-center gap-1">
        {action ? (
          <Button size="sm" aria-describedby={titleId} onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
        <Button variant="ghost" size="icon-sm" aria-label="Dismiss this nudge" onClick={onDismiss}>
          <X />
        </Button>
      </span>
    </section>
  );
}
