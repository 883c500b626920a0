/**
 * Wall-clock slots in the week of an instant, in a zone, for the demo's sample calendar and seed
 * (and the tests' expected 1:1 times, test-support/zoned-week.ts): weeks run from Monday 00:00 in
 * the user's zone (docs/product.md#weeks-and-time-zones). date-fns and @date-fns/tz do the zone math.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, startOfWeek } from 'date-fns';
import { MEETING_DAYS, type MeetingDay } from '../../../shared/domain/constants';

/** The instant of `time` ('HH:mm') on `day` of the week holding `now`, in the zone. */
export function slotInWeekOf(now: Date, timeZone: string, day: MeetingDay, time: string): Date {
  const monday = startOfWeek(new TZDate(now.getTime(), timeZone), { weekStartsOn: 1 });
  const date = addDays(monday, MEETING_DAYS.indexOf(day));
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const slot = new TZDate(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    hours,
    minutes,
    timeZone,
  );
  return new Date(slot.getTime());
}
