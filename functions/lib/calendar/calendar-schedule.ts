/**
 * The 1:1 schedule a detected person's calendar shows
 * (docs/product.md#calendar-sync-and-11-detection), pure: what the team review displays for a
 * person found in the calendar, in the user's time zone (date-fns with @date-fns/tz).
 *
 * - Day and time: the most frequent local weekday and 'HH:mm' of their 1:1 events (cancelled and
 *   declined instances count at their original slot: they show the series' rhythm); a tie goes to
 *   the slot of their next 1:1 from `now` (else their last). The day is null when it falls on a
 *   weekend (1:1 days are Monday to Friday, docs/product.md#validation-rules 'Schedules').
 * - Frequency: from the median gap between consecutive 1:1 days — up to 10 days weekly, up to 21
 *   biweekly, longer monthly; null for a single 1:1 (a one-off).
 */
import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';
import {
  MEETING_DAYS,
  type MeetingDay,
  type MeetingFrequency,
} from '../../../shared/domain/constants';
import type { DetectedEvent } from './one-on-one-detection';

/** A detected person's 1:1 schedule in the calendar; 'HH:mm' in the user's zone. */
export interface CalendarSchedule {
  meetingDayOfWeek: MeetingDay | null;
  meetingTime: string;
  meetingFrequency: MeetingFrequency | null;
}

/** The longest median gap, in days, read as weekly, then as biweekly. */
const WEEKLY_MAX_GAP_DAYS = 10;
const BIWEEKLY_MAX_GAP_DAYS = 21;

function frequencyOf(starts: readonly string[], timeZone: string): MeetingFrequency | null {
  const gaps = starts
    .slice(1)
    .map((start, index) => differenceInCalendarDays(start, starts[index]!, { in: tz(timeZone) }))
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  if (gaps.length === 0) return null;
  const median = gaps[Math.floor((gaps.length - 1) / 2)]!;
  if (median <= WEEKLY_MAX_GAP_DAYS) return 'weekly';
  if (median <= BIWEEKLY_MAX_GAP_DAYS) return 'biweekly';
  return 'monthly';
}

/**
 * The schedule of `events` (ascending by start, as detection stores them) in `timeZone`, or null
 * when there are none.
 */
export function calendarScheduleOf(
  events: readonly DetectedEvent[],
  timeZone: string,
  now: Date,
): CalendarSchedule | null {
  if (events.length === 0) return null;
  const slotOf = (start: string) => format(start, 'EEEE HH:mm', { in: tz(timeZone) });
  const counts = new Map<string, number>();
  for (const event of events) {
    const slot = slotOf(event.start);
    counts.set(slot, (counts.get(slot) ?? 0) + 1);
  }
  const most = Math.max(...counts.values());
  const reference =
    events.find((event) => !event.cancelled && Date.parse(event.start) >= now.getTime()) ??
    events.at(-1)!;
  const slot =
    counts.get(slotOf(reference.start)) === most
      ? slotOf(reference.start)
      : [...counts.entries()].find(([, count]) => count === most)![0];
  const [day, meetingTime] = slot.split(' ') as [string, string];
  return {
    meetingDayOfWeek: (MEETING_DAYS as readonly string[]).includes(day)
      ? (day as MeetingDay)
      : null,
    meetingTime,
    meetingFrequency: frequencyOf(
      events.map((event) => event.start),
      timeZone,
    ),
  };
}
