/**
 * The dashboard's nudge banner (spec §2 'Dashboard', §3 'Nudge banner', §4 'Dashboard nudge
 * banner'): an emoji, a title and a text, an optional action and a dismiss button. Which banner
 * shows, and when, is the caller's (`banner-rules.ts`, `use-nudge-banner.ts`).
 */
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface BannerView {
  id: string;
  title: string;
  content: string;
  emoji: string;
}

export function NudgeBanner({
  banner,
  action,
  onDismiss,
}: {
  banner: BannerView;
  /** What the banner asks for, e.g. opening the prep it names. */
  action?: { label: string; onClick: () => void } | undefined;
  onDismiss: () => void;
}) {
  const titleId = `banner-${banner.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="nudge-banner"
      className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4"
    >
      <span aria-hidden className="text-2xl leading-none">
        {banner.emoji}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {banner.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{banner.content}</p>
        {action ? (
          <Button size="sm" className="mt-3" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Dismiss this nudge"
        className="-mt-1 -mr-1 shrink-0"
        onClick={onDismiss}
      >
        <X />
      </Button>
    </section>
  );
}
