/**
 * The part of a batch read that gives a page the week's facts: the reads of the week summaries
 * around now (week-summary-store.ts `summaryWeekStarts`: every week any zone can be in, 4 back and
 * 1 ahead), to send in the caller's own BatchGetItem beside its other keys, and how to turn what
 * they read into the facts once the zone, the people and the profile's creation are known. No I/O
 * of its own.
 */
import type { ItemRead } from '../data/batch-get';
import type { PeopleItems } from '../people/people-query';
import type { WeekSummary } from '../week-summary/week-summary-entries';
import { summariesByWeek, summaryWeekStarts } from '../week-summary/summary-weeks';
import { weekSummaryReads } from '../week-summary/week-summary-store';
import { buildWeekFacts, type WeekFacts } from './week-facts';

export interface WeekFactsRead {
  /** The summaries to read, in the caller's batch. */
  reads: ItemRead<WeekSummary>[];
  /**
   * The facts from what `reads` read (in their order), the user's zone and people, and the
   * profile's createdAt (where the account's history starts; null before the first save).
   */
  facts(
    read: readonly (WeekSummary | null)[],
    timeZone: string,
    people: PeopleItems,
    profileCreatedAt: string | null | undefined,
  ): WeekFacts;
}

export function weekFactsRead(userId: string, now: Date): WeekFactsRead {
  const weekStarts = summaryWeekStarts(now);
  return {
    reads: weekSummaryReads(userId, weekStarts),
    facts: (read, timeZone, people, profileCreatedAt) =>
      buildWeekFacts({
        now,
        timeZone,
        people,
        summaries: summariesByWeek(weekStarts, read),
        profileCreatedAt,
      }),
  };
}
