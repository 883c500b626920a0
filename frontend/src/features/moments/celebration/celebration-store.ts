/**
 * The celebration banners of one page kind, kept for the tab's life so a banner survives leaving
 * the page and coming back within its 10 minutes (docs/product.md#states-and-transitions). The
 * rules are in `celebration-rules.ts`; this holds the state, tells React, and hides a banner when
 * it expires.
 */
import { differenceInMilliseconds } from 'date-fns';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MomentType } from '@shared/domain/moments';
import { createCelebrationCopy, type CelebrationCopy } from './celebration-copy';
import {
  celebrate,
  celebrationEndsAt,
  dismissCelebration,
  enterPerson,
  noCelebrations,
  releaseCelebration,
  visibleCelebration,
  type Celebration,
  type CelebrationState,
} from './celebration-rules';

/** A store of one page kind's banners; `copy` picks their words. */
export function createCelebrationStore<T extends MomentType>(
  copy: CelebrationCopy = createCelebrationCopy(),
) {
  let state: CelebrationState<T> = noCelebrations();
  const listeners = new Set<() => void>();
  const update = (next: CelebrationState<T>) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getState: () => state,
    /** A moment of `type` was captured for the person. */
    captured(type: T, person: { id: string; firstName: string }, now = new Date()) {
      update(
        celebrate(state, {
          type,
          personId: person.id,
          now,
          words: () => copy.words(type, person.firstName),
        }),
      );
    },
    dismiss: () => update(dismissCelebration(state)),
    /** The moment of `type` with the person was switched off or undone: its banner goes. */
    released: (type: T, personId: string) => update(releaseCelebration(state, { type, personId })),
    /** The page shows `personId` now: another person's banner is cleared. */
    enterPerson: (personId: string) => update(enterPerson(state, personId)),
  };
}

export type CelebrationStore<T extends MomentType> = ReturnType<typeof createCelebrationStore<T>>;

/** Banners of the direct report page (cleared on switching direct report). */
export const directReportCelebrations = createCelebrationStore();
/** Banners of the manage-up page. */
export const manageUpCelebrations = createCelebrationStore();

/**
 * The banner to show on the page of `personId`; entering the page clears another person's banner,
 * and the banner goes when its 10 minutes are up.
 */
export function useCelebration<T extends MomentType>(
  store: CelebrationStore<T>,
  personId: string,
): Celebration<T> | null {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    store.enterPerson(personId);
  }, [store, personId]);
  const current = state.current;
  useEffect(() => {
    if (!current) return;
    const left = differenceInMilliseconds(celebrationEndsAt(current), new Date());
    const timer = window.setTimeout(() => setNow(new Date()), Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [current]);
  return visibleCelebration(state, personId, now);
}
