/**
 * Calendar days as day numbers (days since 1970-01-01), the arithmetic of the week and schedule
 * rules (docs/performance.md#the-hot-path): a local date carries no zone, so stepping days, weeks
 * and months is plain arithmetic on UTC dates with Date.UTC and never meets a DST change. Zones
 * enter only where an instant becomes a local date ({@link localDayOf}, offsets from
 * zone-offset.ts) — the other way round is schedule.ts' zonedWallTimeToUtc.
 */
import { zoneOffsetMinutes } from './zone-offset';

/** Days since 1970-01-01 (a Thursday) of a local calendar date. */
export type CalendarDay = number;

export const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a date (year, 1-based month, day), or null when it does not exist (e.g. 02-30). */
export function calendarDay(year: number, month: number, day: number): CalendarDay | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setting the year again keeps them.
  if (year < 100) date.setUTCFullYear(year);
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? Math.floor(date.getTime() / MS_PER_DAY) : null;
}

/** The day of a 'YYYY-MM-DD' string, or null when malformed or impossible. */
export function parseLocalDate(localDate: string): CalendarDay | null {
  const match = typeof localDate === 'string' ? LOCAL_DATE_PATTERN.exec(localDate) : null;
  if (!match) return null;
  return calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** 'YYYY-MM-DD' of a day. */
export function formatLocalDate(day: CalendarDay): string {
  const date = new Date(day * MS_PER_DAY);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The day's fields: year, 0-based month, day of month. */
export function dayFields(day: CalendarDay): { year: number; month: number; date: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), date: date.getUTCDate() };
}

/** ISO weekday of a day: Monday 1 .. Sunday 7. */
export function isoWeekday(day: CalendarDay): number {
  // Day 0 (1970-01-01) was a Thursday, ISO weekday 4.
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The Monday starting the ISO week of a day. */
export function mondayOfDay(day: CalendarDay): CalendarDay {
  return day - isoWeekday(day) + 1;
}

/** The first day of the month `months` months after (before, when negative) the day's month. */
export function firstOfMonth(day: CalendarDay, months = 0): CalendarDay {
  const { year, month } = dayFields(day);
  return Math.floor(Date.UTC(year, month + months, 1) / MS_PER_DAY);
}

/**
 * The local day of an instant (ms since the epoch) in the zone: the instant plus the zone's
 * offset there, read as a UTC date. NaN for an unknown zone or an invalid instant.
 */
export function localDayOf(instantMs: number, timeZone: string): CalendarDay {
  const offset = zoneOffsetMinutes(timeZone, instantMs);
  return Math.floor((instantMs + offset * MS_PER_MINUTE) / MS_PER_DAY);
}
