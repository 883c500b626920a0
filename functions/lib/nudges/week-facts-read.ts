/**
 * The part of a batch read that gives a page the week's facts: the reads of the week summary items
 * around now (summary-weeks.ts `summaryWeekStarts`: every week any zone can be in and the 4 before,
 * with their neighbours), to send in the caller's own BatchGetItem beside its other keys, and how
 * to turn what they read into the facts once the zone, the people and the profile's creation are
 * known: the entries are placed in the weeks of the user's zone (week-summary/zoned-weeks.ts). No
 * I/O of its own.
 */
import type { Commitment } from '../../../shared/contract';
import type { ItemRead } from '../data/batch-get';
import type { PeopleItems } from '../people/people-query';
import type { WeekItem } from '../week-summary/week-summary-entries';
import { summaryWeekStarts } from '../week-summary/summary-weeks';
import { weekSummaryReads } from '../week-summary/week-summary-store';
import { zonedWeeks } from '../week-summary/zoned-weeks';
import { buildWeekFacts, type WeekFacts } from './week-facts';

export interface WeekFactsRead {
  /** The items to read, in the caller's batch. */
  reads: ItemRead<WeekItem>[];
  /**
   * The facts from what `reads` read (in their order), the user's zone and people, and the
   * profile's createdAt (where the account's history starts; null before the first save), and the
   * open commitments when the caller read them (else the facts have none).
   */
  facts(
    read: readonly (WeekItem | null)[],
    timeZone: string,
    people: PeopleItems,
    profileCreatedAt: string | null | undefined,
    commitments?: readonly Commitment[],
  ): WeekFacts;
}

export function weekFactsRead(userId: string, now: Date): WeekFactsRead {
  const weekStarts = summaryWeekStarts(now);
  return {
    reads: weekSummaryReads(userId, weekStarts),
    facts: (read, timeZone, people, profileCreatedAt, commitments) =>
      buildWeekFacts({
        now,
        timeZone,
        people,
        summaries: zonedWeeks(read, timeZone),
        profileCreatedAt,
        ...(commitments ? { commitments } : {}),
      }),
  };
}
