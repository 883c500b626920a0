/**
 * The user's weeks (docs/product.md#weeks-and-time-zones: weeks start Monday; the weekly dashboard
 * refresh runs Monday 00:05 local) on the wall clock of the user's time zone, daylight-saving
 * changes included (date-fns with @date-fns/tz): the week's Monday, and when the week rolls over.
 */
import { TZDate } from '@date-fns/tz';
import { addWeeks, set, startOfWeek } from 'date-fns';
import { weekStartOf } from '@shared/domain/week';

/**
 * Minutes after Monday 00:00 local at which the weekly refresh runs
 * (docs/product.md#constants-and-limits).
 */
export const WEEKLY_REFRESH_MINUTE = 5;

/** Monday 00:05 of the week `date` (a zoned date) is in. */
function refreshOfWeek(date: TZDate): TZDate {
  return set(startOfWeek(date, { weekStartsOn: 1 }), {
    hours: 0,
    minutes: WEEKLY_REFRESH_MINUTE,
    seconds: 0,
    milliseconds: 0,
  });
}

/** The first Monday 00:05 in `timeZone` strictly after `now`. */
export function nextWeeklyRefresh(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  const thisWeek = refreshOfWeek(local);
  const next = thisWeek.getTime() > now.getTime() ? thisWeek : refreshOfWeek(addWeeks(thisWeek, 1));
  return new Date(next.getTime());
}

/** Milliseconds from `now` to the next Monday 00:05 in `timeZone` (always > 0). */
export function msUntilWeeklyRefresh(now: Date, timeZone: string): number {
  return nextWeeklyRefresh(now, timeZone).getTime() - now.getTime();
}

/** The Monday ('YYYY-MM-DD') of the week `now` is in, in `timeZone` (the moments routes' weekStart). */
export const weekStartDate = weekStartOf;
