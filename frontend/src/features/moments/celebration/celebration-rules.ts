/**
 * When a celebration banner for a captured moment shows (docs/product.md#states-and-transitions
 * 'Celebration banners for captured moments', #constants-and-limits 'Timing'). Pure: every rule
 * takes `now`.
 *
 * - Capturing a moment shows its banner for 10 minutes (600,000 ms) unless dismissed.
 * - The same moment type does not show again within 10 minutes of it last showing (dismissed or
 *   not, for any person); a different type replaces the current banner at once.
 * - Switching to another person clears the banner (the direct report page's rule).
 * - A moment switched off (or its capture undone) takes its banner with it: the banner would
 *   celebrate something the page no longer shows.
 */
import { addMilliseconds, differenceInMilliseconds, isBefore } from 'date-fns';

/**
 * How long a banner shows, and how long its type stays quiet after it showed, ms
 * (docs/product.md#constants-and-limits).
 */
export const CELEBRATION_MS = 600_000;

/** A banner: what was captured, for whom, what it says and when it appeared. */
export interface Celebration<T extends string> {
  type: T;
  personId: string;
  text: string;
  emoji: string;
  shownAt: Date;
}

export interface CelebrationState<T extends string> {
  current: Celebration<T> | null;
  /** When a banner of each type last appeared. */
  lastShownAt: Partial<Record<T, Date>>;
}

/** No banner yet, no type quiet. */
export function noCelebrations<T extends string>(): CelebrationState<T> {
  return { current: null, lastShownAt: {} };
}

/** The instant a banner stops showing. */
export function celebrationEndsAt(celebration: Celebration<string>): Date {
  return addMilliseconds(celebration.shownAt, CELEBRATION_MS);
}

/** A type whose banner appeared less than 10 minutes before `now` stays quiet. */
export function isQuiet<T extends string>(state: CelebrationState<T>, type: T, now: Date): boolean {
  const last = state.lastShownAt[type];
  return last !== undefined && differenceInMilliseconds(now, last) < CELEBRATION_MS;
}

/**
 * The state after a moment of `type` was captured for `personId` at `now`: its banner (text and
 * emoji from `words`, asked only when it shows) replaces the current one, unless the type is quiet;
 * then nothing changes.
 */
export function celebrate<T extends string>(
  state: CelebrationState<T>,
  capture: { type: T; personId: string; now: Date; words: () => { text: string; emoji: string } },
): CelebrationState<T> {
  const { type, personId, now } = capture;
  if (isQuiet(state, type, now)) return state;
  return {
    current: { type, personId, ...capture.words(), shownAt: now },
    lastShownAt: { ...state.lastShownAt, [type]: now },
  };
}

/** The banner showing at `now` on the page of `personId`, if any. */
export function visibleCelebration<T extends string>(
  state: CelebrationState<T>,
  personId: string,
  now: Date,
): Celebration<T> | null {
  const { current } = state;
  if (!current || current.personId !== personId) return null;
  return isBefore(now, celebrationEndsAt(current)) ? current : null;
}

/** Dismissed: no banner; its type stays quiet all the same. */
export function dismissCelebration<T extends string>(
  state: CelebrationState<T>,
): CelebrationState<T> {
  return state.current ? { ...state, current: null } : state;
}

/** The page now shows `personId`: another person's banner is cleared. */
export function enterPerson<T extends string>(
  state: CelebrationState<T>,
  personId: string,
): CelebrationState<T> {
  return state.current && state.current.personId !== personId ? { ...state, current: null } : state;
}

/**
 * The moment of `type` with `personId` is no longer captured (switched off, or its capture
 * undone): its banner goes. Another type's or person's banner stays; the type stays quiet.
 */
export function releaseCelebration<T extends string>(
  state: CelebrationState<T>,
  released: { type: T; personId: string },
): CelebrationState<T> {
  const { current } = state;
  return current && current.type === released.type && current.personId === released.personId
    ? { ...state, current: null }
    : state;
}
