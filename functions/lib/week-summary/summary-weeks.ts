/**
 * Which week summaries a read needs (pure): weeks are named by their Monday ('YYYY-MM-DD' in the
 * user's zone), and a reader that does not know the zone yet reads every week any zone can be in
 * now, with the weeks before and after it that the nudges look at.
 */
import { addWeeks, format, parseISO } from 'date-fns';
import { candidateWeekStarts } from '../../../shared/domain/moments';
import { emptyWeekSummary, type WeekSummary } from './week-summary-entries';

/** The Monday `weeks` weeks after (before, when negative) a Monday 'YYYY-MM-DD' (calendar dates). */
export function shiftWeek(weekStart: string, weeks: number): string {
  return format(addWeeks(parseISO(weekStart), weeks), 'yyyy-MM-dd');
}

/**
 * Weeks read around the current one: the 4 before (a rolling four-week window reaches into the
 * fourth week back) and the next.
 */
export const SUMMARY_WEEKS_BEFORE = 4;
export const SUMMARY_WEEKS_AFTER = 1;

/**
 * The Mondays whose summaries describe `now` in any zone: for each week a zone can be in now, the
 * 4 weeks before it and the one after. At most 7, ascending.
 */
export function summaryWeekStarts(now: Date): string[] {
  const weeks = new Set<string>();
  for (const current of candidateWeekStarts(now)) {
    for (let offset = -SUMMARY_WEEKS_BEFORE; offset <= SUMMARY_WEEKS_AFTER; offset += 1) {
      weeks.add(shiftWeek(current, offset));
    }
  }
  return [...weeks].sort();
}

/** The summaries read for `weekStarts`, an empty one standing for each that does not exist. */
export function summariesByWeek(
  weekStarts: readonly string[],
  read: readonly (WeekSummary | null)[],
): Map<string, WeekSummary> {
  return new Map(
    weekStarts.map((weekStart, index) => [weekStart, read[index] ?? emptyWeekSummary(weekStart)]),
  );
}
