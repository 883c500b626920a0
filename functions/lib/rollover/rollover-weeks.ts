import { shiftWeek, weekRange, weekStartOf } from '../../../shared/domain/week';
/**
 * Which weeks a Monday rollover run deals with (docs/product.md#weeks-and-time-zones),
 * from the run's instant and the zone: the week the instant is in (to open) and the one before it
 * (to close), as Monday 'YYYY-MM-DD' in the zone, and the instant the new week began. Calendar
 * arithmetic on local dates, so a week of 167 or 169 hours (a daylight saving change) is still
 * one week.
 */

export interface RolloverWeeks {
  /** Monday 'YYYY-MM-DD' of the week that began. */
  weekStart: string;
  /** Monday 'YYYY-MM-DD' of the week that ended. */
  closedWeekStart: string;
  /** Monday 00:00 of the week that began, in the zone (the instant the closed week ended). */
  weekStartsAt: Date;
}

/** The weeks of a rollover run at `now` in `timeZone` (a run a little late is the same run). */
export function rolloverWeeks(now: Date, timeZone: string): RolloverWeeks {
  const weekStart = weekStartOf(now, timeZone);
  return {
    weekStart,
    closedWeekStart: shiftWeek(weekStart, -1),
    weekStartsAt: weekRange(now, timeZone).start,
  };
}
