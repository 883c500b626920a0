/**
 * A circular progress ring (docs/product.md#screens-and-routes dashboard cards,
 * #states-and-transitions 'Progress rings'): the value is capped at
 * 100. When it reaches 100 from below within the session, a celebration emoji shows for 3 s, then
 * the ring comes back with a 350 ms animation. A ring loaded full, or shown again full after a
 * page change, does not celebrate (see `ring-celebration.ts`).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { reachedFull, ringMemory } from './ring-celebration';

/**
 * Celebration time and ring reappearance animation (docs/product.md#constants-and-limits 'Timing'),
 * ms.
 */
export const CELEBRATION_MS = 3000;
export const RING_REAPPEAR_MS = 350;

export function ProgressRing({
  value,
  label,
  children,
  size = 88,
  celebrationEmoji = '🎉',
  settled = true,
}: {
  /** Percent; values above 100 are shown as 100. */
  value: number;
  /** Accessible name, e.g. '1:1s this week'. */
  label: string;
  children?: ReactNode;
  size?: number;
  celebrationEmoji?: string;
  /** False while the value is a placeholder (data still loading): it is not remembered. */
  settled?: boolean;
}) {
  const capped = Math.max(0, Math.min(100, Math.round(value)));
  const [celebrating, setCelebrating] = useState(false);
  const [reappearing, setReappearing] = useState(false);
  // The value this ring last showed: on mount, the one it showed earlier in the session.
  const [shown, setShown] = useState(() => ringMemory.last(label));
  if (settled && capped !== shown) {
    setShown(capped);
    if (reachedFull(shown, capped)) setCelebrating(true);
  }

  useEffect(() => {
    if (settled) ringMemory.record(label, capped);
  }, [label, capped, settled]);

  useEffect(() => {
    if (!celebrating) return;
    const end = window.setTimeout(() => {
      setCelebrating(false);
      setReappearing(true);
    }, CELEBRATION_MS);
    return () => window.clearTimeout(end);
  }, [celebrating]);

  useEffect(() => {
    if (!reappearing) return;
    const done = window.setTimeout(() => setReappearing(false), RING_REAPPEAR_MS);
    return () => window.clearTimeout(done);
  }, [reappearing]);

  const stroke = 8;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  /** The geometry both circles share: the track and the progress arc. */
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: stroke };
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={capped}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      {celebrating ? (
        <span
          className="animate-bounce text-4xl"
          role="img"
          aria-label="Celebration"
          data-testid="celebration"
        >
          {celebrationEmoji}
        </span>
      ) : (
        <>
          <svg
            width={size}
            height={size}
            className={cn('-rotate-90', reappearing && 'animate-[ring-reappear_350ms_ease-out]')}
            aria-hidden
          >
            <circle {...circle} stroke="var(--color-muted)" />
            <circle
              {...circle}
              stroke="var(--color-primary)"
              strokeLinecap="round"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - capped / 100)}
              className="transition-[stroke-dashoffset] duration-500"
            />
          </svg>
          <span className="absolute inset-0 flex items-center justify-center text-sm font-semibold">
            {children}
          </span>
        </>
      )}
    </div>
  );
}
