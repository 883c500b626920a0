/**
 * Which week summary items a read needs (pure): weeks and items are named by their Monday
 * ('YYYY-MM-DD'). A reader does not know the user's zone before it reads the profile, so it reads
 * the items of every week any zone can be in now, and of the weeks before and after it that the
 * nudges look at; an entry of a week may sit in the item next to it (zoned-weeks.ts), so each
 * week's neighbours are read too.
 */
import { itemWeeksOf } from './zoned-weeks';
import { candidateWeekStarts, shiftWeek } from '../../../shared/domain/week';

/**
 * Weeks read around the current one: the 4 before (a rolling four-week window reaches into the
 * fourth week back) and the next (its 1:1s' notes, kept in their 1:1's week's item).
 */
export const SUMMARY_WEEKS_BEFORE = 4;
export const SUMMARY_WEEKS_AFTER = 1;

/**
 * The items the week's facts read at `now` in any zone: for each week a zone can be in now, the
 * items of that week and the 4 before it (itemWeeksOf: each with its neighbours), which include
 * the next week's item (the next week's notes are 1:1 notes, always in their own week's item).
 * At most 8, ascending.
 */
export function summaryWeekStarts(now: Date): string[] {
  const weeks = candidateWeekStarts(now).flatMap((current) =>
    Array.from({ length: SUMMARY_WEEKS_BEFORE + 1 }, (_, index) => shiftWeek(current, -index)),
  );
  return itemWeeksOf(weeks);
}

/** The items that hold every entry counting in the week `now` is in, in any zone (at most 4). */
export function currentWeekItems(now: Date): string[] {
  return itemWeeksOf(candidateWeekStarts(now));
}
