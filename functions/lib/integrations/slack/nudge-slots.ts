/**
 * When Slack nudges are due (docs/product.md#slack-nudges), from the user's Preferences
 * (docs/product.md#entities 'Profile',
 * #constants-and-limits 'Nudge frequencies'): the wall-clock slots in the user's time zone at which the nudge job may
 * send, and the first slot after an instant. Pure: no I/O, no clock, no dependence on the host's
 * zone.
 *
 * | frequency | slots (local time in the user's zone)                        |
 * | --------- | ------------------------------------------------------------ |
 * | hourly    | every hour on the hour from 09:00 to 17:00, working days     |
 * | daily     | 09:00 on working days                                        |
 * | weekly    | 09:00 on Mondays                                             |
 *
 * Working days are Monday to Friday in the user's zone; with 'Nudge me on weekends too'
 * (`nudgeOnWeekends`) the hourly and daily slots fall on Saturdays and Sundays as well.
 *
 * Local dates are stepped with date-fns calendar arithmetic and each wall time is turned into an
 * instant by `zonedWallTimeToUtc` (@date-fns/tz offsets), so a day of 23 or 25 hours (a daylight
 * saving change) keeps 09:00 at 09:00 and zones with half-hour offsets (Asia/Kolkata) work alike.
 */
import { addDays, addWeeks, format, isWeekend, parseISO } from 'date-fns';
import type { NudgeFrequency } from '../../../../shared/domain/constants';
import { zonedWallTimeToUtc } from '../../../../shared/domain/schedule';
import { localDateIn, mondayOf } from '../../../../shared/domain/week';

/** The local hour of the daily and weekly slot, and the first hourly one. */
export const NUDGE_DAY_START_HOUR = 9;
/** The last hourly slot's local hour (inclusive). */
export const NUDGE_DAY_END_HOUR = 17;

export interface NudgePreferences {
  nudgeFrequency: NudgeFrequency;
  /** IANA time zone. */
  timeZone: string;
  /** Hourly and daily slots on Saturdays and Sundays too (default false: working days only). */
  nudgeOnWeekends: boolean;
}

/** Local days looked at for the next slot: today and the three after (Friday evening → Monday). */
const DAYS_AHEAD = 3;

const shiftDays = (localDate: string, days: number) =>
  format(addDays(parseISO(localDate), days), 'yyyy-MM-dd');
const shiftWeeks = (localDate: string, weeks: number) =>
  format(addWeeks(parseISO(localDate), weeks), 'yyyy-MM-dd');
const atHour = (localDate: string, hour: number, timeZone: string) =>
  zonedWallTimeToUtc(localDate, `${String(hour).padStart(2, '0')}:00`, timeZone);

/** The slots of the local days `days` (ascending), as instants. */
function slotsOn(days: readonly string[], { nudgeFrequency, timeZone }: NudgePreferences): Date[] {
  const hours =
    nudgeFrequency === 'hourly'
      ? Array.from(
          { length: NUDGE_DAY_END_HOUR - NUDGE_DAY_START_HOUR + 1 },
          (_, index) => NUDGE_DAY_START_HOUR + index,
        )
      : [NUDGE_DAY_START_HOUR];
  return days.flatMap((day) => hours.map((hour) => atHour(day, hour, timeZone)));
}

/** Whether a local date ('YYYY-MM-DD') is a Saturday or a Sunday (calendar arithmetic only). */
const isWeekendDate = (localDate: string) => isWeekend(parseISO(localDate));

/**
 * Whether the preferences allow a nudge on the local day holding `instant`: Monday to Friday in
 * the user's zone, any day with `nudgeOnWeekends` (the weekly slot is a Monday either way).
 * @throws RangeError for an unknown time zone.
 */
export function isNudgeDay(instant: Date, preferences: NudgePreferences): boolean {
  return preferences.nudgeOnWeekends || !isWeekendDate(localDateIn(instant, preferences.timeZone));
}

/**
 * The first nudge slot strictly after `after` for `preferences`.
 * @throws RangeError for an unknown time zone.
 */
export function nextNudgeSlot(after: Date, preferences: NudgePreferences): Date {
  const today = localDateIn(after, preferences.timeZone);
  const days =
    preferences.nudgeFrequency === 'weekly'
      ? [mondayOf(today), shiftWeeks(mondayOf(today), 1)]
      : Array.from({ length: DAYS_AHEAD + 1 }, (_, offset) => shiftDays(today, offset)).filter(
          (day) => preferences.nudgeOnWeekends || !isWeekendDate(day),
        );
  const slot = slotsOn(days, preferences).find((candidate) => candidate > after);
  // Unreachable: the last candidate is on a later local day than `after`.
  if (!slot) throw new RangeError(`No nudge slot after ${after.toISOString()}`);
  return slot;
}
