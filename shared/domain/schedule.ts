/**
 * 1:1 schedule rules (docs/product.md#states-and-transitions 'Meeting status', #validation-rules
 * 'Schedules', #weeks-and-time-zones).
 *
 * Meetings are not stored and no job creates them: the server derives each person's 1:1s on the
 * fly from the person's schedule history (a list of {@link ScheduleSegment}s) and the user's time
 * zone. Pure: no I/O, no clock (every "now" is a parameter), no dependence on the host's zone.
 *
 * Rules
 * - Weeks start Monday 00:00 in the user's zone: their rules (week ids, ranges) are week.ts'.
 * - An occurrence is the wall-clock `meetingTime` on its local date in the user's zone, converted
 *   to a UTC instant with @date-fns/tz ({@link zonedWallTimeToUtc}):
 *   - a wall time that does not exist (the spring-forward gap, e.g. 02:30 in America/New_York on
 *     2026-03-08) moves forward by the length of the gap (03:30 EDT, 07:30Z);
 *   - a wall time that happens twice (the repeated fall-back hour, e.g. 01:30 in America/New_York
 *     on 2026-11-01) takes the first, earlier instant (01:30 EDT, 05:30Z).
 *   The zone's offsets come from @date-fns/tz (tzOffset); TZDate's wall-time constructor is not
 *   used for this step because at DST edges its answer depends on the host's zone (e.g. London
 *   01:30 on 2026-10-25 comes out as BST under TZ=Europe/London but GMT under TZ=UTC). Results
 *   here never depend on the host's zone.
 *   In the US and the EU clocks change on Sundays, when no 1:1 falls (days are Monday–Friday);
 *   zones such as Africa/Cairo change on weekdays.
 * - Frequencies:
 *   - weekly: every week on the meeting day;
 *   - biweekly: every other week, counted from the Monday-start week (in the user's zone) that
 *     contains the segment's effectiveFrom; that week is an "on" week (if its meeting day is
 *     already past at effectiveFrom, the first 1:1 is two weeks later);
 *   - monthly: the first meeting day (e.g. first Tuesday) of every month;
 *   - quarterly: the first meeting day of January, April, July and October.
 * - Segments are taken in ascending effectiveFrom order (sorted here; equal instants keep input
 *   order, so the later one given wins). Segment i yields only occurrences with
 *   effectiveFrom(i) <= scheduledTime < effectiveFrom(i+1): changing a schedule moves future 1:1s
 *   and leaves past ones alone. Nothing is scheduled before the first segment.
 * - `endsAt` (e.g. when the person was archived): no occurrence at or after it.
 * - One 1:1 per person per local day: when two segments produce the same local date, the
 *   earlier segment's (the earlier) one is kept. This is decided on whole local days, so the
 *   answer does not depend on where a queried range starts or ends.
 * - {@link occurrencesBetween} returns the occurrences with scheduledTime in [from, to), ascending.
 * - {@link nextOccurrence} returns the first occurrence strictly after `after`, searching at most
 *   {@link NEXT_OCCURRENCE_HORIZON_DAYS} days ahead (null if none, e.g. at or after endsAt).
 * - A meeting's stable id is `${kind}-${personId}-${YYYYMMDD}` (local date without dashes), using
 *   only [A-Za-z0-9_-]; person ids are ULIDs and may not contain '-'. {@link parseMeetingId}
 *   inverts it and returns null for anything malformed, including impossible dates.
 * - Inputs are validated lightly: an unknown zone, a malformed 'HH:mm' time, an unknown day or
 *   frequency, or an unparseable instant throws a RangeError naming the bad value.
 *
 * Cost: one pass over the segments plus work proportional to the length of the queried range
 * (walked week by week or month by month), never to the age of the schedule; nextOccurrence scans
 * forward in doubling steps, so its cost stays proportional to the distance it looks ahead.
 */
import {
  type CalendarDay,
  dayFields,
  firstOfMonth,
  formatLocalDate,
  isoWeekday,
  localDayOf,
  MS_PER_DAY,
  mondayOfDay,
  parseLocalDate,
} from './calendar-day';
import {
  MEETING_DAYS,
  MEETING_FREQUENCIES,
  type MeetingDay,
  type MeetingFrequency,
} from './constants';
import { isValidTimeZone } from './time-zone';
import { zoneOffsetMinutes } from './zone-offset';

/** One period of a person's 1:1 schedule: applies to occurrences at or after effectiveFrom until the next segment starts. */
export interface ScheduleSegment {
  /** ISO 8601 UTC instant the schedule took effect (person creation or schedule change). */
  effectiveFrom: string;
  /** 'Monday'..'Friday'. */
  meetingDayOfWeek: MeetingDay;
  /** 'HH:mm', wall-clock time in the user's zone. */
  meetingTime: string;
  meetingFrequency: MeetingFrequency;
}

export interface Occurrence {
  /** 'YYYY-MM-DD' in the user's zone. */
  localDate: string;
  /** ISO 8601 UTC instant (toISOString form). */
  scheduledTime: string;
}

export interface EndsAtOption {
  /** No occurrence at or after this instant (e.g. when the person was archived). */
  endsAt?: Date | null;
}

/** How far {@link nextOccurrence} looks ahead. A quarterly 1:1 always falls within it. */
export const NEXT_OCCURRENCE_HORIZON_DAYS = 400;

// ---------------------------------------------------------------------------------------------
// Calendar days
//
// A local calendar date is a day number (calendar-day.ts): stepping it is plain arithmetic that
// never meets a DST change. Instants are only converted to or from it with the user's zone, whose
// offsets come from @date-fns/tz memoised per zone and hour (zone-offset.ts;
// docs/performance.md#the-hot-path).
// ---------------------------------------------------------------------------------------------

const MS_PER_MINUTE = 60_000;

/** ISO weekday (Monday 1 .. Friday 5) of each meeting day. */
const ISO_WEEKDAY: Record<MeetingDay, number> = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
};

/** First months (0-based) of the quarters. */
const QUARTER_START_MONTHS = new Set([0, 3, 6, 9]);

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The first day on or after `day` that falls on the ISO weekday. */
function onOrAfterWeekday(day: CalendarDay, weekday: number): CalendarDay {
  return day + ((weekday - isoWeekday(day) + 7) % 7);
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

/** Zones already checked; Intl formatters are costly to build on every call. */
const knownTimeZones = new Set<string>();

function assertTimeZone(timeZone: string): void {
  if (knownTimeZones.has(timeZone)) return;
  if (
    typeof timeZone !== 'string' ||
    !isValidTimeZone(timeZone) ||
    Number.isNaN(zoneOffsetMinutes(timeZone, 0))
  ) {
    throw new RangeError(`Invalid time zone "${String(timeZone)}": expected an IANA zone name`);
  }
  knownTimeZones.add(timeZone);
}

function parseTime(time: string): { hours: number; minutes: number } {
  const match = typeof time === 'string' ? TIME_PATTERN.exec(time) : null;
  if (!match) {
    throw new RangeError(`Invalid meeting time "${String(time)}": expected 'HH:mm' (00:00–23:59)`);
  }
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

function instantMs(value: Date | string, what: string): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid ${what} "${String(value)}"`);
  return ms;
}

// ---------------------------------------------------------------------------------------------
// Wall time to instant
// ---------------------------------------------------------------------------------------------

function wallTimeToUtcMs(
  day: CalendarDay,
  hours: number,
  minutes: number,
  timeZone: string,
): number {
  // The wall time's fields read as if they were UTC. An instant `wall - offset` shows this wall
  // time exactly when the zone's UTC offset at that instant (tzOffset, from @date-fns/tz) is
  // `offset`. Real offsets are within ±14 h, so the offsets in force a day either side of `wall`
  // are every offset that can apply: one normally, two next to a change.
  // (TZDate's constructor is not used here: at DST edges its result depends on the host's zone.)
  const wall = day * MS_PER_DAY + (hours * 60 + minutes) * MS_PER_MINUTE;
  const offsetBefore = zoneOffsetMinutes(timeZone, wall - MS_PER_DAY);
  const offsetAt = zoneOffsetMinutes(timeZone, wall);
  const offsetAfter = zoneOffsetMinutes(timeZone, wall + MS_PER_DAY);
  const offsets =
    offsetBefore === offsetAt && offsetAt === offsetAfter
      ? [offsetAt]
      : [...new Set([offsetBefore, offsetAt, offsetAfter])];
  let earliest: number | null = null;
  for (const offset of offsets) {
    const candidate = wall - offset * MS_PER_MINUTE;
    if (zoneOffsetMinutes(timeZone, candidate) !== offset) continue;
    if (earliest === null || candidate < earliest) earliest = candidate;
  }
  // Two instants show it in a repeated fall-back hour: the earlier one was kept. None shows it in
  // a spring-forward gap: read it with the offset in force before the change, which lands as far
  // past the change as the gap is long (02:30 EST = 07:30Z = 03:30 EDT).
  return earliest ?? wall - offsetBefore * MS_PER_MINUTE;
}

/**
 * The UTC instant of a wall-clock time ('HH:mm') on a local date ('YYYY-MM-DD') in the zone.
 * A time inside a spring-forward gap moves forward by the gap; a time in the repeated fall-back
 * hour takes the earlier instant. Throws RangeError on a bad date, time or zone.
 */
export function zonedWallTimeToUtc(localDate: string, time: string, timeZone: string): Date {
  assertTimeZone(timeZone);
  const day = parseLocalDate(localDate);
  if (day === null)
    throw new RangeError(`Invalid local date "${localDate}": expected 'YYYY-MM-DD'`);
  const { hours, minutes } = parseTime(time);
  return new Date(wallTimeToUtcMs(day, hours, minutes, timeZone));
}

// ---------------------------------------------------------------------------------------------
// Occurrences
// ---------------------------------------------------------------------------------------------

interface PreparedSegment {
  from: number;
  isoWeekday: number;
  hours: number;
  minutes: number;
  frequency: MeetingFrequency;
}

interface PreparedSchedule {
  segments: PreparedSegment[];
  timeZone: string;
  endsAt: number;
}

function prepare(
  segments: readonly ScheduleSegment[],
  timeZone: string,
  options: EndsAtOption | undefined,
): PreparedSchedule {
  assertTimeZone(timeZone);
  const prepared = segments.map((segment): PreparedSegment => {
    if (!MEETING_DAYS.includes(segment.meetingDayOfWeek)) {
      throw new RangeError(`Invalid meeting day "${String(segment.meetingDayOfWeek)}"`);
    }
    if (!MEETING_FREQUENCIES.includes(segment.meetingFrequency)) {
      throw new RangeError(`Invalid meeting frequency "${String(segment.meetingFrequency)}"`);
    }
    const from = instantMs(segment.effectiveFrom, 'effectiveFrom');
    return {
      from,
      isoWeekday: ISO_WEEKDAY[segment.meetingDayOfWeek],
      ...parseTime(segment.meetingTime),
      frequency: segment.meetingFrequency,
    };
  });
  // Array.prototype.sort is stable: segments with equal effectiveFrom keep their input order.
  prepared.sort((a, b) => a.from - b.from);
  const endsAt = options?.endsAt;
  return {
    segments: prepared,
    timeZone,
    endsAt: endsAt == null ? Infinity : instantMs(endsAt, 'endsAt'),
  };
}

/** The local dates in [first, last] on which the segment's frequency puts a 1:1, ascending. */
function* candidateDays(
  segment: PreparedSegment,
  first: CalendarDay,
  last: CalendarDay,
  timeZone: string,
): Generator<CalendarDay> {
  switch (segment.frequency) {
    case 'weekly':
    case 'biweekly': {
      let day = onOrAfterWeekday(first, segment.isoWeekday);
      const step = segment.frequency === 'weekly' ? 1 : 2;
      if (step === 2) {
        // "On" weeks are an even number of weeks from the week (in the zone) holding effectiveFrom.
        const anchor = mondayOfDay(localDayOf(segment.from, timeZone));
        if (((mondayOfDay(day) - anchor) / 7) % 2) day += 7;
      }
      for (; day <= last; day += 7 * step) yield day;
      return;
    }
    case 'monthly':
    case 'quarterly': {
      for (let month = firstOfMonth(first); month <= last; month = firstOfMonth(month, 1)) {
        if (segment.frequency === 'monthly' || QUARTER_START_MONTHS.has(dayFields(month).month)) {
          const day = onOrAfterWeekday(month, segment.isoWeekday);
          if (day >= first && day <= last) yield day;
        }
      }
      return;
    }
  }
}

/** Occurrences with scheduledTime in [from, to), ascending, one per local date. */
function between(schedule: PreparedSchedule, from: number, to: number): Occurrence[] {
  const { segments, timeZone, endsAt } = schedule;
  if (!(from < to) || segments.length === 0) return [];
  // Whole local days around the range, so that the one-per-day rule sees every occurrence of
  // each local date the range touches, whatever the range's edges.
  const firstDay = localDayOf(from, timeZone) - 1;
  const lastDay = localDayOf(to, timeZone) + 1;
  const windowStart = wallTimeToUtcMs(firstDay, 0, 0, timeZone);
  const windowEnd = Math.min(wallTimeToUtcMs(lastDay + 1, 0, 0, timeZone), endsAt);

  const byLocalDate = new Map<string, { time: number; localDate: string }>();
  segments.forEach((segment, index) => {
    const start = Math.max(segment.from, windowStart);
    const end = Math.min(segments[index + 1]?.from ?? Infinity, windowEnd);
    if (!(start < end)) return;
    const first = localDayOf(start, timeZone);
    const last = localDayOf(end, timeZone);
    for (const day of candidateDays(segment, first, last, timeZone)) {
      const time = wallTimeToUtcMs(day, segment.hours, segment.minutes, timeZone);
      if (time < start || time >= end) continue;
      const localDate = formatLocalDate(day);
      // Segments are visited in order, so an earlier segment's 1:1 on this date wins.
      if (!byLocalDate.has(localDate)) byLocalDate.set(localDate, { time, localDate });
    }
  });

  return [...byLocalDate.values()]
    .filter(({ time }) => time >= from && time < to)
    .sort((a, b) => a.time - b.time)
    .map(({ time, localDate }) => ({ localDate, scheduledTime: new Date(time).toISOString() }));
}

/**
 * The 1:1s of a schedule with scheduledTime in [range.from, range.to), ascending, at most one per
 * local date. Throws RangeError on a bad zone, time, day, frequency or instant.
 */
export function occurrencesBetween(
  segments: readonly ScheduleSegment[],
  range: { from: Date; to: Date },
  timeZone: string,
  options?: EndsAtOption,
): Occurrence[] {
  const schedule = prepare(segments, timeZone, options);
  return between(schedule, instantMs(range.from, 'range start'), instantMs(range.to, 'range end'));
}

/** Days scanned by {@link nextOccurrence}'s first step; each later step doubles it. */
const FIRST_SCAN_DAYS = 14;

/**
 * The first 1:1 with scheduledTime strictly after `after`, looking at most
 * {@link NEXT_OCCURRENCE_HORIZON_DAYS} days ahead; null if there is none.
 */
export function nextOccurrence(
  segments: readonly ScheduleSegment[],
  after: Date,
  timeZone: string,
  options?: EndsAtOption,
): Occurrence | null {
  const schedule = prepare(segments, timeZone, options);
  const afterMs = instantMs(after, 'instant');
  const horizon = Math.min(afterMs + NEXT_OCCURRENCE_HORIZON_DAYS * MS_PER_DAY, schedule.endsAt);
  // Occurrences fall on whole minutes, so "strictly after" is "at or after the next millisecond".
  // Steps grow geometrically: a weekly 1:1 is found in the first, and the whole scan stays
  // proportional to the horizon.
  let from = afterMs + 1;
  for (let days = FIRST_SCAN_DAYS; from < horizon; days *= 2) {
    const to = Math.min(from + days * MS_PER_DAY, horizon);
    const [first] = between(schedule, from, to);
    if (first) return first;
    from = to;
  }
  return null;
}

export { meetingId, parseMeetingId } from './meeting-id';
