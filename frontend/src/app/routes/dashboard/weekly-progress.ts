/**
 * The dashboard rings' value (spec §4 'Progress rings', §9 'Progress'): done over the aim as a
 * percent, capped at 100; 0 with nothing to aim for. The counts come from the dashboard read.
 */

/** The ring value (0–100) of `done` out of `aim`. */
export function ringPercent(done: number, aim: number): number {
  return aim > 0 ? Math.min(100, (done / aim) * 100) : 0;
}
