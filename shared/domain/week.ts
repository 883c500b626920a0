/**
 * Week rules, the one place they live: a week starts Monday 00:00 in the user's time zone and is
 * named (its id: week summary items, moments, nudges, rollover) by that Monday's local date
 * 'YYYY-MM-DD'. Pure: no I/O, no clock (every "now" is a parameter), no dependence on the host's
 * zone. Instants become local dates with the zone's offset from @date-fns/tz, memoised per zone
 * and hour (zone-offset.ts); local dates are day numbers stepped by plain arithmetic
 * (calendar-day.ts), so calendar arithmetic never meets a DST change and costs next to nothing
 * (docs/performance.md#the-hot-path); a local Monday 00:00 becomes an instant through
 * schedule.ts' zonedWallTimeToUtc, so a week holding a DST change is 167 or 169 hours long.
 */
import {
  formatLocalDate,
  isoWeekday,
  localDayOf,
  MS_PER_DAY,
  mondayOfDay,
  parseLocalDate,
} from './calendar-day';
import { zonedWallTimeToUtc } from './schedule';

/** A week as instants: [Monday 00:00, next Monday 00:00) in the zone, as UTC instants. */
export interface WeekRange {
  start: Date;
  end: Date;
}

/**
 * The local date ('YYYY-MM-DD') of an instant in a time zone.
 * @throws RangeError for an unknown zone or an invalid instant.
 */
export function localDateIn(instant: Date, timeZone: string): string {
  const day = localDayOf(+instant, timeZone);
  if (!Number.isFinite(day)) {
    throw new RangeError(`Invalid instant or time zone "${String(timeZone)}"`);
  }
  return formatLocalDate(day);
}

/** Whether `localDate` ('YYYY-MM-DD') is a real date that falls on a Monday. */
export function isMonday(localDate: string): boolean {
  const day = parseLocalDate(localDate);
  return day !== null && isoWeekday(day) === 1;
}

/** The Monday ('YYYY-MM-DD') of the ISO week of a local date. @throws RangeError when malformed. */
export function mondayOf(localDate: string): string {
  const day = parseLocalDate(localDate);
  if (day === null) {
    throw new RangeError(`Invalid local date "${localDate}": expected 'YYYY-MM-DD'`);
  }
  return formatLocalDate(mondayOfDay(day));
}

/** The Monday ('YYYY-MM-DD') starting the week of `instant` in the zone (the week's id). */
export function weekStartOf(instant: Date, timeZone: string): string {
  const day = localDayOf(+instant, timeZone);
  if (!Number.isFinite(day)) {
    throw new RangeError(`Invalid instant or time zone "${String(timeZone)}"`);
  }
  return formatLocalDate(mondayOfDay(day));
}

/**
 * The Monday `weeks` weeks after (before, when negative) a Monday 'YYYY-MM-DD': calendar weeks,
 * so `shiftWeek(w, 1)` is the next Monday. @throws RangeError when malformed.
 */
export function shiftWeek(weekStart: string, weeks: number): string {
  const day = parseLocalDate(weekStart);
  if (day === null) {
    throw new RangeError(`Invalid local date "${weekStart}": expected 'YYYY-MM-DD'`);
  }
  return formatLocalDate(day + 7 * weeks);
}

/**
 * The Mondays any time zone may be in at `instant` (local dates range from the UTC date minus
 * one day to plus one): one or two, in order. Used to read a week's items before the zone is known.
 */
export function candidateWeekStarts(instant: Date): string[] {
  const ms = +instant;
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant "${String(instant)}"`);
  const utcDay = Math.floor(ms / MS_PER_DAY);
  const mondays = [-1, 1].map((offset) => formatLocalDate(mondayOfDay(utcDay + offset)));
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
