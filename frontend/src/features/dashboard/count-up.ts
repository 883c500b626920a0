/**
 * The stat count animation (docs/product.md#states-and-transitions 'Dashboard nudge banner',
 * #constants-and-limits 'Timing': stat animation 1.2 s): when a count grows, it counts up from the
 * value last shown to the new one, easing out. Pure.
 */

/** Length of the stat animation, ms (docs/product.md#constants-and-limits). */
export const STAT_ANIMATION_MS = 1200;

/** Whether a count change animates: only growth from a value already shown. */
export function countGrew(before: number | undefined, value: number): boolean {
  return before !== undefined && value > before;
}

/** The whole number shown `elapsed` ms into counting from `from` to `to` (ease-out cubic). */
export function countAt(from: number, to: number, elapsed: number, duration = STAT_ANIMATION_MS) {
  if (elapsed >= duration || duration <= 0) return to;
  const progress = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(from + (to - from) * eased);
}
