/**
 * Expected weeks and 1:1 times for the integration tests, computed with date-fns and
 * @date-fns/tz directly, independently of shared/domain/schedule.ts (the module under test):
 * weeks run from Monday 00:00 to the next Monday 00:00 in the user's zone, and a weekly 1:1 is its
 * wall-clock time on its weekday in that zone.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, getISODay, startOfWeek } from 'date-fns';
import { MEETING_DAYS, type MeetingDay } from '../shared/domain/constants';
import { slotInWeekOf } from '../infra/local/dev-fakes/demo-week';

export { slotInWeekOf };

const MINUTE = 60_000;

/** [Monday 00:00, next Monday 00:00) in the zone, around `now`. */
export function expectedWeek(now: Date, timeZone: string): { start: Date; end: Date } {
  const monday = startOfWeek(new TZDate(now.getTime(), timeZone), { weekStartsOn: 1 });
  return { start: new Date(monday.getTime()), end: new Date(addDays(monday, 7).getTime()) };
}

/** ISO weekday (Monday 1 … Sunday 7) of `now` in the zone. */
export function localWeekday(now: Date, timeZone: string): number {
  return getISODay(new TZDate(now.getTime(), timeZone));
}

/** The 1:1 day name of an ISO weekday 1–5. */
export function meetingDay(isoWeekday: number): MeetingDay {
  const day = MEETING_DAYS[isoWeekday - 1];
  if (!day) throw new Error(`No 1:1 day for ISO weekday ${isoWeekday}`);
  return day;
}

/** The weekly slot's occurrences in the weeks before, of and after `now`'s week. */
export function weeklySlotsAround(
  now: Date,
  timeZone: string,
  day: MeetingDay,
  time: string,
): { previous: Date; current: Date; next: Date } {
  const local = new TZDate(now.getTime(), timeZone);
  return {
    previous: slotInWeekOf(addDays(local, -7), timeZone, day, time),
    current: slotInWeekOf(local, timeZone, day, time),
    next: slotInWeekOf(addDays(local, 7), timeZone, day, time),
  };
}

/** The last occurrence of the weekly slot at or before `now`, and the first one after it. */
export function weeklySlotBeforeAndAfter(
  now: Date,
  timeZone: string,
  day: MeetingDay,
  time: string,
): { last: Date; next: Date } {
  const { previous, current, next } = weeklySlotsAround(now, timeZone, day, time);
  return current <= now ? { last: current, next } : { last: previous, next: current };
}

/** Wall clock of an instant in the zone: { date: 'YYYY-MM-DD', compact: 'YYYYMMDD', day, time }. */
export function wallClock(
  instant: string | Date,
  timeZone: string,
): { date: string; compact: string; day: string; time: string } {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return {
    date: format(local, 'yyyy-MM-dd'),
    compact: format(local, 'yyyyMMdd'),
    day: format(local, 'EEEE'),
    time: format(local, 'HH:mm'),
  };
}

/** 'HH:mm' candidates, the first one at least `marginMinutes` away from `now` on that day. */
export function timeAwayFromNow(
  now: Date,
  timeZone: string,
  day: MeetingDay,
  candidates: readonly string[],
  marginMinutes = 5,
): string {
  const time = candidates.find(
    (candidate) =>
      Math.abs(slotInWeekOf(now, timeZone, day, candidate).getTime() - now.getTime()) >=
      marginMinutes * MINUTE,
  );
  if (!time) throw new Error('No candidate time is far enough from now');
  return time;
}

/**
 * A 1:1 slot certainly in the past this week for a person added before the week: 00:00 today,
 * or 00:00 on Friday at the weekend. (At Monday 00:00:00.000 exactly it equals now, which still
 * counts as past: a meeting at `now` is completed.)
 */
export function pastSlotThisWeek(now: Date, timeZone: string): { day: MeetingDay; time: string } {
  return { day: meetingDay(Math.min(localWeekday(now, timeZone), 5)), time: '00:00' };
}
