/**
 * Expected dates of this week's 1:1s, computed in the test's own time zone with date-fns and
 * @date-fns/tz (weeks start Monday, docs/product.md#constants-and-limits), independently of the
 * app's schedule code.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfWeek } from 'date-fns';

export const TEST_TIME_ZONE = 'America/New_York';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export type Day = (typeof DAYS)[number];

/** Now in the test zone. */
export function zonedNow(): TZDate {
  return new TZDate(Date.now(), TEST_TIME_ZONE);
}

/** The wall-clock `time` ('HH:mm') on `day` of the week containing `reference` (Monday start). */
export function thisWeeks(
  day: Day,
  time: string,
  reference: TZDate = zonedNow(),
  weeksAhead = 0,
): TZDate {
  const monday = startOfWeek(reference, { weekStartsOn: 1 });
  const date = addDays(monday, DAYS.indexOf(day) + weeksAhead * 7);
  const [hours, minutes] = time.split(':').map(Number);
  return new TZDate(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    hours!,
    minutes!,
    TEST_TIME_ZONE,
  );
}

/** How the app shows a 1:1: 'Friday, Nov 27 · 6:00 pm'. */
export function shown(date: TZDate): string {
  return format(date, "EEEE, MMM d '·' h:mm aaa");
}

/** ISO weekday of now in the test zone: 1 Monday … 7 Sunday. */
export function isoWeekday(): number {
  const day = zonedNow().getDay();
  return day === 0 ? 7 : day;
}

/**
 * A weekly 1:1 slot already over this week for a person added now: 00:00 today in the test zone
 * (a person's 1:1s count from the local day they were added, docs/api.md#conventions), or null
 * on a Saturday or Sunday, when a person added now has no 1:1 behind them this week.
 */
export function pastSlotToday(): { day: Day; time: '00:00' } | null {
  const weekday = isoWeekday();
  return weekday <= 5 ? { day: DAYS[weekday - 1]!, time: '00:00' } : null;
}

/** Why a test that needs a 1:1 over this week for a new team member skips at the weekend. */
export const NO_PAST_1_1_AT_WEEKEND =
  'at the weekend a team member added now has no 1:1 behind them this week (1:1s count from the day they were added)';
