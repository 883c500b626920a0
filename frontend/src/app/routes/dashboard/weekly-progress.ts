/**
 * The dashboard rings' value (docs/product.md#states-and-transitions 'Progress rings',
 * #constants-and-limits 'Progress'): done over the aim as a percent, capped at 100; 0 with nothing
 * to aim for. The counts come from the dashboard read.
 */

/** The ring value (0–100) of `done` out of `aim`. */
export function ringPercent(done: number, aim: number): number {
  return aim > 0 ? Math.min(100, (done / aim) * 100) : 0;
}
