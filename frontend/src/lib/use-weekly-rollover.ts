/**
 * Runs a callback at every Monday 00:05 in the user's time zone while the component is mounted
 * (docs/product.md#states-and-transitions 'Refreshing', #weeks-and-time-zones). The timer is set
 * again after each run and whenever the zone changes; a tab that slept past the time runs it as
 * soon as timers fire again.
 */
import { useEffect, useRef } from 'react';
import { msUntilWeeklyRefresh } from './user-week';

/** Longest delay setTimeout keeps (2^31 - 1 ms, about 24.8 days); a week is well below it. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** The longest the first timer waits for the browser to be idle (ms). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the browser is idle, at the latest after `IDLE_TIMEOUT_MS` (a plain task where
 * there is no `requestIdleCallback`, e.g. Safari); returns what cancels it.
 */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

export function useWeeklyRollover(
  timeZone: string | undefined,
  onRollover: () => void,
  now: () => Date = () => new Date(),
): void {
  const latest = useRef({ onRollover, now });
  useEffect(() => {
    latest.current = { onRollover, now };
  });
  useEffect(() => {
    if (!timeZone) return;
    let timer: number | undefined;
    const schedule = () => {
      const delay = msUntilWeeklyRefresh(latest.current.now(), timeZone);
      timer = window.setTimeout(
        () => {
          latest.current.onRollover();
          schedule();
        },
        Math.min(delay, MAX_TIMEOUT_MS),
      );
    };
    // Set once the browser is idle: the first time-zone computation loads the browser's zone data
    // (tens of ms on a phone), which need not hold up the page's first paint
    // (docs/performance.md#a-light-first-page).
    const cancelIdle = whenIdle(schedule);
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, [timeZone]);
}
