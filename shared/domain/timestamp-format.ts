/**
 * The two timestamp readings of docs/product.md#constants-and-limits 'Timestamp display', as pure
 * functions. Both take the reader's time zone and 'now', and these helpers start weeks on Sunday
 * (docs/product.md#weeks-and-time-zones: the display helpers use a Sunday week, unlike the Monday
 * week of the dashboard).
 *
 * - formatPastTimestamp (note cards: when a note was written or edited): today → time only
 *   ('9:05 am'); earlier this week → weekday and time ('Tuesday 9:05 am'); this year → short month
 *   and day ('Mar 4'); otherwise with the year ('Mar 4, 2025').
 * - formatUpcomingTimestamp (meetings ahead): today → time ('3:30 pm'); within the next 7 days →
 *   'Next {weekday}, {time}'; earlier in the current week → weekday and time; otherwise date and
 *   time ('Mar 4, 3:30 pm'), with the year when not this year ('Mar 4, 2027, 3:30 pm').
 * Times use lowercase am/pm.
 */
import { tz } from '@date-fns/tz';
import { differenceInMilliseconds, format, isSameDay, isSameWeek, isSameYear } from 'date-fns';

export interface TimestampContext {
  /** The reader's IANA zone. */
  timeZone: string;
  /** Defaults to the current time. */
  now?: Date;
}

const WEEK_STARTS_ON = 0;
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;
const TIME = 'h:mm aaa';

function parts(iso: string | Date, context: TimestampContext) {
  const zone = tz(context.timeZone);
  const now = context.now ?? new Date();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${String(iso)}`);
  return {
    date,
    now,
    sameDay: isSameDay(date, now, { in: zone }),
    sameWeek: isSameWeek(date, now, { in: zone, weekStartsOn: WEEK_STARTS_ON }),
    sameYear: isSameYear(date, now, { in: zone }),
    show: (pattern: string) => format(date, pattern, { in: zone }),
  };
}

/** When something happened, read backwards from now (note cards). @throws RangeError */
export function formatPastTimestamp(iso: string | Date, context: TimestampContext): string {
  const { sameDay, sameWeek, sameYear, show } = parts(iso, context);
  if (sameDay) return show(TIME);
  if (sameWeek) return show(`EEEE ${TIME}`);
  if (sameYear) return show('MMM d');
  return show('MMM d, yyyy');
}

/** When something will happen, read forwards from now (upcoming meetings). @throws RangeError */
export function formatUpcomingTimestamp(iso: string | Date, context: TimestampContext): string {
  const { date, now, sameDay, sameWeek, sameYear, show } = parts(iso, context);
  if (sameDay) return show(TIME);
  const ahead = differenceInMilliseconds(date, now);
  if (ahead > 0 && ahead <= SEVEN_DAYS_MS) return show(`'Next' EEEE, ${TIME}`);
  if (sameWeek) return show(`EEEE ${TIME}`);
  return sameYear ? show(`MMM d, ${TIME}`) : show(`MMM d, yyyy, ${TIME}`);
}
