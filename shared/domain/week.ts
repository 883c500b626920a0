/**
 * Week rules, the one place they live: a week starts Monday 00:00 in the user's time zone and is
 * named (its id: week summary items, moments, nudges, rollover) by that Monday's local date
 * 'YYYY-MM-DD'. Pure: no I/O, no clock (every "now" is a parameter), no dependence on the host's
 * zone. Instants become local dates with @date-fns/tz (TZDate); local dates are held at 00:00 UTC
 * and stepped with date-fns in the UTC context, so calendar arithmetic never meets a DST change;
 * a local Monday 00:00 becomes an instant through schedule.ts' zonedWallTimeToUtc, so a week
 * holding a DST change is 167 or 169 hours long.
 */
import { TZDate, tz } from '@date-fns/tz';
import {
  addDays,
  addWeeks,
  format,
  isMonday as isMondayDate,
  isValid,
  startOfISOWeek,
} from 'date-fns';
import { zonedWallTimeToUtc } from './schedule';

/** A week as instants: [Monday 00:00, next Monday 00:00) in the zone, as UTC instants. */
export interface WeekRange {
  start: Date;
  end: Date;
}

const CALENDAR = { in: tz('UTC') };
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A local date 'YYYY-MM-DD' as 00:00 UTC of that date, or null when malformed or impossible (a
 * date that does not read back the same, such as 2026-02-30). Date.UTC, not an ISO parser: the
 * browser bundle that shows the week stays small (docs/performance.md#a-light-first-page).
 */
function calendarDate(localDate: string): Date | null {
  const parts = typeof localDate === 'string' ? LOCAL_DATE.exec(localDate) : null;
  if (!parts) return null;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return formatCalendarDate(date) === localDate ? date : null;
}

/** 'YYYY-MM-DD' of a calendar date held at 00:00 UTC. */
function formatCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd', CALENDAR);
}

/**
 * The local date ('YYYY-MM-DD') of an instant in a time zone.
 * @throws RangeError for an unknown zone or an invalid instant.
 */
export function localDateIn(instant: Date, timeZone: string): string {
  const local = new TZDate(+instant, timeZone);
  if (!isValid(local)) {
    throw new RangeError(`Invalid instant or time zone "${String(timeZone)}"`);
  }
  return format(local, 'yyyy-MM-dd');
}

/** Whether `localDate` ('YYYY-MM-DD') is a real date that falls on a Monday. */
export function isMonday(localDate: string): boolean {
  const date = calendarDate(localDate);
  return date !== null && isMondayDate(date, CALENDAR);
}

/** The Monday ('YYYY-MM-DD') of the ISO week of a local date. @throws RangeError when malformed. */
export function mondayOf(localDate: string): string {
  const date = calendarDate(localDate);
  if (!date) throw new RangeError(`Invalid local date "${localDate}": expected 'YYYY-MM-DD'`);
  return formatCalendarDate(startOfISOWeek(date, CALENDAR));
}

/** The Monday ('YYYY-MM-DD') starting the week of `instant` in the zone (the week's id). */
export function weekStartOf(instant: Date, timeZone: string): string {
  return mondayOf(localDateIn(instant, timeZone));
}

/**
 * The Monday `weeks` weeks after (before, when negative) a Monday 'YYYY-MM-DD': calendar weeks,
 * so `shiftWeek(w, 1)` is the next Monday. @throws RangeError when malformed.
 */
export function shiftWeek(weekStart: string, weeks: number): string {
  const date = calendarDate(weekStart);
  if (!date) throw new RangeError(`Invalid local date "${weekStart}": expected 'YYYY-MM-DD'`);
  return formatCalendarDate(addWeeks(date, weeks, CALENDAR));
}

/**
 * The Mondays any time zone may be in at `instant` (local dates range from the UTC date minus
 * one day to plus one): one or two, in order. Used to read a week's items before the zone is known.
 */
export function candidateWeekStarts(instant: Date): string[] {
  const utcDate = calendarDate(localDateIn(instant, 'UTC'))!;
  const mondays = [-1, 1].map((offset) =>
    formatCalendarDate(startOfISOWeek(addDays(utcDate, offset, CALENDAR), CALENDAR)),
  );
  return [...new Set(mondays)].sort();
}

/**
 * The Monday-start week containing `now` in the zone: [Monday 00:00, next Monday 00:00).
 * @throws RangeError for an unknown zone or an invalid instant.
 */
export function weekRange(now: Date, timeZone: string): WeekRange {
  const monday = weekStartOf(now, timeZone);
  return {
    start: zonedWallTimeToUtc(monday, '00:00', timeZone),
    end: zonedWallTimeToUtc(shiftWeek(monday, 1), '00:00', timeZone),
  };
}
