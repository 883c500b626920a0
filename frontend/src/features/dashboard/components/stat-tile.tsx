/**
 * A stat tile of the feedback and recognition panel (docs/product.md#dashboard): an image, the
 * count and its label. When the count grows, it counts up and the image animates for 1.2 s
 * (docs/product.md#states-and-transitions, #constants-and-limits); assistive tech reads the final
 * count only.
 */
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useCountUp } from '../use-count-up';

export function StatTile({
  stat,
  label,
  value,
  settled,
  icon: Icon,
  tone,
}: {
  /** Stable name of the stat (its count is remembered across page changes). */
  stat: string;
  label: string;
  value: number;
  /** False while `value` is a placeholder. */
  settled: boolean;
  icon: LucideIcon;
  /** Classes of the image's circle (background and icon colour). */
  tone: string;
}) {
  const { shown, growing } = useCountUp(stat, value, settled);
  return (
    <div
      role="group"
      aria-label={`${label}: ${value}`}
      data-growing={growing || undefined}
      className="flex min-w-0 items-center gap-3 rounded-lg border bg-card p-3"
    >
      <span
        aria-hidden
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          tone,
          growing && 'animate-[stat-grow_1.2s_ease-out]',
        )}
      >
        <Icon className="size-5" />
      </span>
      <span aria-hidden className="min-w-0">
        <span className="block text-2xl leading-tight font-semibold tabular-nums">{shown}</span>
        <span className="block text-sm text-muted-foreground">{label}</span>
      </span>
    </div>
  );
}
