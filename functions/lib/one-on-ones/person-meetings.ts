/**
 * A person's 1:1s, computed on the fly from their schedule history in the user's time zone
 * (docs/product.md#states-and-transitions 'Meeting status', shared/domain/schedule.ts). Nothing is
 * stored and no job needs to have run: a meeting in the past is completed, an archived person has
 * no 1:1s after archiving, and a schedule change moves only the 1:1s after it. The schedule says
 * nothing about the time before the person was added: the first schedule starts at 00:00 of the
 * local day (user's zone) they were added on — someone added on Thursday afternoon with Monday 1:1s
 * had no 1:1 this week (the app did not know them on Monday), while a 1:1 at 10:00 on the day they
 * were added at 15:00 counts (docs/api.md#conventions, 1:1s).
 *
 * A person matched to the connected calendar (docs/product.md#calendar-sync-and-11-detection,
 * `tracked.calendar`) has their calendar 1:1s instead in every week of the synced window that holds
 * one of their 1:1 events: the schedule's occurrence of that week is replaced by the event's time,
 * a moved event moves it, and a week whose only event is cancelled has none. Weeks without a
 * calendar event, and weeks outside the window, keep the schedule. The calendar does know the time
 * before the person was added, so their 1:1s count from their first calendar event or the day they
 * were added, whichever is earlier: before that day only the calendar's events count, never the
 * schedule's.
 */
import { displayName } from '../../../shared/domain/person-name';
import {
  meetingId,
  nextOccurrence,
  occurrencesBetween,
  zonedWallTimeToUtc,
  type Occurrence,
  type ScheduleSegment,
} from '../../../shared/domain/schedule';
import type { Meeting } from '../../../shared/contract';
import { isActive, type PersonKind } from '../../../shared/domain/person-kind';
import {
  calendarOfPerson,
  type CalendarSyncState,
  type PersonCalendar,
} from '../calendar/calendar-matching';
import { scheduleSegmentsOf, type StoredPerson } from '../people/person-fields';
import { compareCodeUnits } from '../../../shared/domain/code-unit-order';
import { localDateIn, weekRange, weekStartOf } from '../../../shared/domain/week';

export interface TrackedPerson {
  kind: PersonKind;
  id: string;
  person: StoredPerson;
  /** The person's 1:1s in the connected calendar (calendar/calendar-matching.ts), if matched. */
  calendar?: PersonCalendar | null;
}

/** A tracked person with their calendar 1:1s from the last sync (none without a sync or match). */
export function trackedPerson(
  kind: PersonKind,
  id: string,
  person: StoredPerson,
  sync?: CalendarSyncState | null,
): TrackedPerson {
  return { kind, id, person, calendar: calendarOfPerson(person, sync) };
}

/** How far ahead nextMeeting looks when the calendar may have moved a 1:1, ms (a quarter and more). */
const CALENDAR_NEXT_HORIZON_MS = 120 * 86_400_000;

/** 00:00 of the local date of `instant` in the zone (ISO 8601 UTC), via the schedule's rules. */
function startOfLocalDay(instant: string, timeZone: string): string {
  return zonedWallTimeToUtc(
    localDateIn(new Date(instant), timeZone),
    '00:00',
    timeZone,
  ).toISOString();
}

/**
 * The schedule history as runs of consecutive periods with a day; a period without a day ends the
 * run before it (no 1:1s until a later period sets a day again).
 */
function scheduleRuns(
  person: StoredPerson,
  timeZone: string,
): { segments: ScheduleSegment[]; endsAt: Date | null }[] {
  const archivedAt = !isActive(person) && person.archivedAt ? new Date(person.archivedAt) : null;
  const runs: { segments: ScheduleSegment[]; endsAt: Date | null }[] = [];
  let current: ScheduleSegment[] = [];
  const [first, ...later] = scheduleSegmentsOf(person);
  // The first period starts at 00:00 of the local day the person was added on (the same biweekly
  // anchor week): a 1:1 earlier that day counts, none of the days before.
  const firstFrom = first && startOfLocalDay(first.effectiveFrom, timeZone);
  for (const segment of first ? [{ ...first, effectiveFrom: firstFrom! }, ...later] : []) {
    if (segment.meetingDayOfWeek) {
      current.push({ ...segment, meetingDayOfWeek: segment.meetingDayOfWeek });
      continue;
    }
    if (current.length) runs.push({ segments: current, endsAt: new Date(segment.effectiveFrom) });
    current = [];
  }
  if (current.length) runs.push({ segments: current, endsAt: null });
  return runs.map((run) => ({
    segments: run.segments,
    endsAt: archivedAt && (!run.endsAt || archivedAt < run.endsAt) ? archivedAt : run.endsAt,
  }));
}

function toMeeting(
  { kind, id, person }: TrackedPerson,
  occurrence: Occurrence,
  now: Date,
): Meeting {
  const name = displayName(person);
  return {
    id: meetingId(kind, id, occurrence.localDate),
    title: `1:1 with ${name}`,
    scheduledTime: occurrence.scheduledTime,
    localDate: occurrence.localDate,
    status: new Date(occurrence.scheduledTime) <= now ? 'completed' : 'scheduled',
    directReportId: kind === 'directReport' ? id : null,
    bossId: kind === 'boss' ? id : null,
    personName: name,
    meetingFrequency: person.meetingFrequency,
  };
}

/**
 * The calendar's say over the person's weeks: the weeks (local Mondays) of the synced window that
 * hold one of their 1:1 events, and the events' occurrences in `range` (cancelled ones left out,
 * none after archiving).
 */
function calendarWeeks(
  tracked: TrackedPerson,
  range: { from: Date; to: Date },
  timeZone: string,
): { weeks: Set<string>; occurrences: Occurrence[] } {
  const calendar = tracked.calendar;
  if (!calendar) return { weeks: new Set(), occurrences: [] };
  const { from, to } = calendar.window;
  const archivedAt =
    !isActive(tracked.person) && tracked.person.archivedAt
      ? new Date(tracked.person.archivedAt)
      : null;
  const weeks = new Set<string>();
  const occurrences: Occurrence[] = [];
  for (const event of calendar.events) {
    const start = new Date(event.start);
    const week = weekRange(start, timeZone);
    // Only weeks the sync read whole.
    if (week.start < from || week.end > to) continue;
    weeks.add(weekStartOf(start, timeZone));
    if (event.cancelled || start < range.from || start >= range.to) continue;
    if (archivedAt && start >= archivedAt) continue;
    occurrences.push({
      scheduledTime: start.toISOString(),
      localDate: localDateIn(start, timeZone),
    });
  }
  return { weeks, occurrences };
}

/**
 * Every occurrence (calendar and schedule, before the one-per-day rule) with a time in the range,
 * ascending. Schedule occurrences do not depend on where a range starts or ends (schedule.ts), so
 * the occurrences of a range inside this one are these, filtered.
 */
function occurrencesIn(
  tracked: TrackedPerson,
  range: { from: Date; to: Date },
  timeZone: string,
): Occurrence[] {
  const calendar = calendarWeeks(tracked, range, timeZone);
  const runs = scheduleRuns(tracked.person, timeZone).flatMap((run) =>
    occurrencesBetween(run.segments, range, timeZone, { endsAt: run.endsAt }),
  );
  // Without calendar weeks nothing replaces the schedule: skip the per-occurrence week lookup.
  const scheduled =
    calendar.weeks.size === 0
      ? runs
      : runs.filter(
          (occurrence) =>
            !calendar.weeks.has(weekStartOf(new Date(occurrence.scheduledTime), timeZone)),
        );
  return [...calendar.occurrences, ...scheduled].sort((a, b) =>
    compareCodeUnits(a.scheduledTime, b.scheduledTime),
  );
}

/** The 1:1s of ascending occurrences: the first of each local date. */
function meetingsOf(
  tracked: TrackedPerson,
  occurrences: readonly Occurrence[],
  now: Date,
): Meeting[] {
  const seen = new Set<string>();
  return occurrences
    .filter((occurrence) => !seen.has(occurrence.localDate) && seen.add(occurrence.localDate))
    .map((occurrence) => toMeeting(tracked, occurrence, now));
}

/** The person's 1:1s with a scheduled time in [from, to), ascending. */
export function meetingsBetween(
  tracked: TrackedPerson,
  range: { from: Date; to: Date },
  timeZone: string,
  now: Date,
): Meeting[] {
  return meetingsOf(tracked, occurrencesIn(tracked, range, timeZone), now);
}

/**
 * A person's 1:1s worked out once per request over a covering range and read for any range
 * inside it, so the week facts, the dashboard's 'in touch' and the next 1:1 share one computation
 * (docs/performance.md#the-hot-path). Answers are those of {@link meetingsBetween} and
 * {@link nextMeeting}; a range outside the covering one is computed afresh.
 */
export interface PersonMeetings {
  tracked: TrackedPerson;
  /** The person's 1:1s with a scheduled time in [from, to), ascending. */
  between(range: { from: Date; to: Date }): Meeting[];
  /** The first 1:1 strictly after `now`, or null. */
  next(): Meeting | null;
}

/** The person's 1:1s over `covering` (instants), computed once; see {@link PersonMeetings}. */
export function personMeetings(
  tracked: TrackedPerson,
  covering: { from: Date; to: Date },
  timeZone: string,
  now: Date,
): PersonMeetings {
  const occurrences = occurrencesIn(tracked, covering, timeZone);
  const inside = (range: { from: Date; to: Date }) =>
    range.from >= covering.from && range.to <= covering.to;
  const between = (range: { from: Date; to: Date }) => {
    if (!inside(range)) return meetingsBetween(tracked, range, timeZone, now);
    const from = range.from.getTime();
    const to = range.to.getTime();
    const within = occurrences.filter((occurrence) => {
      const time = Date.parse(occurrence.scheduledTime);
      return time >= from && time < to;
    });
    return meetingsOf(tracked, within, now);
  };
  let next: Meeting | null | undefined;
  return {
    tracked,
    between,
    next() {
      if (next !== undefined) return next;
      // The first 1:1 after now inside the covering range is the next one (the one-per-day rule
      // keeps the earliest of a date); with none there, look further ahead.
      const after = new Date(now.getTime() + 1);
      const soon = after < covering.to ? between({ from: after, to: covering.to })[0] : undefined;
      next = soon ?? nextMeeting(tracked, timeZone, now);
      return next;
    },
  };
}

/** The first 1:1 strictly after `now`, or null (no schedule, archived). */
export function nextMeeting(tracked: TrackedPerson, timeZone: string, now: Date): Meeting | null {
  if (tracked.calendar) {
    const after = new Date(now.getTime() + 1);
    const to = new Date(
      Math.max(tracked.calendar.window.to.getTime(), now.getTime()) + CALENDAR_NEXT_HORIZON_MS,
    );
    return meetingsBetween(tracked, { from: after, to }, timeZone, now)[0] ?? null;
  }
  const candidates = scheduleRuns(tracked.person, timeZone)
    .map((run) => nextOccurrence(run.segments, now, timeZone, { endsAt: run.endsAt }))
    .filter((occurrence): occurrence is Occurrence => occurrence !== null)
    .sort((a, b) => compareCodeUnits(a.scheduledTime, b.scheduledTime));
  return candidates[0] ? toMeeting(tracked, candidates[0], now) : null;
}

/** All people's 1:1s in the range, ascending by time. */
export function meetingsOfPeople(
  people: readonly TrackedPerson[],
  range: { from: Date; to: Date },
  timeZone: string,
  now: Date,
): Meeting[] {
  return people
    .flatMap((tracked) => meetingsBetween(tracked, range, timeZone, now))
    .sort((a, b) => compareCodeUnits(a.scheduledTime, b.scheduledTime));
}
