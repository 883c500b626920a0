/**
 * The demo's Google Calendar (docs/architecture.md#demo-mode; `npm run demo` serves it from the
 * fake Google): what the Calendar API's events list answers with `singleEvents=true` for a manager,
 * Jordan Lee, in the last 2 weeks, this week and the next 4 weeks (all in `timeZone`):
 *
 * - weekly 1:1s (instances of a recurring series: `recurringEventId`, `originalStartTime`) with
 *   four people, {@link SAMPLE_CALENDAR_PEOPLE}: three direct reports the user organises, and their
 *   own manager, whose series is titled 'Sync with Dana', described as a 1:1 with the user's
 *   manager and organised by her (the hint a detector may read);
 * - noise: a weekly team meeting with 6 attendees, an all-day event this week, a one-off '1:1
 *   prep' with only a meeting room (a `resource: true` attendee): no other human, so no 1:1; and a
 *   one-off 'Coffee chat' with Lena Fischer, who declined it: no 1:1 either.
 *
 * Its people are the ones the demo account tracks (infra/local/demo/demo-seed.ts); the calendar
 * sync's tests use their own sample (test-support/sample-calendar.ts).
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, format, formatISO } from 'date-fns';
import type { MeetingDay } from '../../../shared/domain/constants';
import type { FakeCalendarEvent } from './fake-google';
import { slotInWeekOf } from './demo-week';

export interface SampleCalendarPerson {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  relationship: 'directReport' | 'manager';
  meetingDayOfWeek: MeetingDay;
  /** 'HH:mm' in the calendar's zone. */
  meetingTime: string;
}

/** The four people of the recurring 1:1s: three direct reports and the user's manager. */
export const SAMPLE_CALENDAR_PEOPLE: readonly SampleCalendarPerson[] = [
  {
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@example.com',
    role: 'Senior Software Engineer',
    relationship: 'directReport',
    meetingDayOfWeek: 'Monday',
    meetingTime: '10:00',
  },
  {
    firstName: 'Marcus',
    lastName: 'Chen',
    email: 'marcus.chen@example.com',
    role: 'Software Engineer',
    relationship: 'directReport',
    meetingDayOfWeek: 'Tuesday',
    meetingTime: '14:00',
  },
  {
    firstName: 'Sofia',
    lastName: 'Alvarez',
    email: 'sofia.alvarez@example.com',
    role: 'Product Designer',
    relationship: 'directReport',
    meetingDayOfWeek: 'Wednesday',
    meetingTime: '15:30',
  },
  {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana.whitfield@example.com',
    role: 'Director of Engineering',
    relationship: 'manager',
    meetingDayOfWeek: 'Thursday',
    meetingTime: '16:00',
  },
];

/** People in the team meeting besides the user and the direct reports above (Tom reports to the user too, without a 1:1 on this calendar). */
const TEAM_GUESTS = [
  { email: 'tom.becker@example.com', displayName: 'Tom Becker' },
  { email: 'lena.fischer@example.com', displayName: 'Lena Fischer' },
];
const ROOM = {
  email: 'c_1882everest@resource.calendar.google.com',
  displayName: 'Room 4.01 Everest',
  resource: true,
};

/** Weeks covered, relative to this week. */
const FIRST_WEEK = -2;
const LAST_WEEK = 4;

const displayName = (person: SampleCalendarPerson) => `${person.firstName} ${person.lastName}`;

/** Google's instance id suffix: the original start in UTC, basic format. */
const instanceSuffix = (start: Date) => `${start.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function sampleCalendarEvents(options: {
  now: Date;
  timeZone: string;
  userEmail: string;
}): FakeCalendarEvent[] {
  const { now, timeZone, userEmail } = options;
  const user = { email: userEmail, self: true, responseStatus: 'accepted' };
  const zoned = (instant: Date) => ({
    dateTime: formatISO(new TZDate(instant.getTime(), timeZone)),
    timeZone,
  });
  const timed = (start: Date, minutes: number) => ({
    start: zoned(start),
    end: zoned(addMinutes(start, minutes)),
  });
  const weekOf = (week: number) => addDays(now, week * 7);
  const events: FakeCalendarEvent[] = [];

  const weekly = (series: {
    id: string;
    summary: string;
    description?: string;
    day: MeetingDay;
    time: string;
    minutes: number;
    organizer: Record<string, unknown>;
    attendees: Record<string, unknown>[];
  }) => {
    for (let week = FIRST_WEEK; week <= LAST_WEEK; week += 1) {
      const start = slotInWeekOf(weekOf(week), timeZone, series.day, series.time);
      events.push({
        kind: 'calendar#event',
        id: `${series.id}_${instanceSuffix(start)}`,
        status: 'confirmed',
        summary: series.summary,
        ...(series.description ? { description: series.description } : {}),
        ...timed(start, series.minutes),
        recurringEventId: series.id,
        originalStartTime: zoned(start),
        organizer: series.organizer,
        creator: series.organizer,
        attendees: series.attendees,
        eventType: 'default',
      });
    }
  };

  for (const person of SAMPLE_CALENDAR_PEOPLE) {
    const other = {
      email: person.email,
      displayName: displayName(person),
      responseStatus: 'accepted',
    };
    const isManager = person.relationship === 'manager';
    weekly({
      id: `sample1on1${person.firstName.toLowerCase()}`,
      summary: isManager ? `Sync with ${person.firstName}` : `${person.firstName} / Jordan 1:1`,
      ...(isManager ? { description: 'Weekly 1:1 with my manager' } : {}),
      day: person.meetingDayOfWeek,
      time: person.meetingTime,
      minutes: 30,
      organizer: isManager
        ? { email: person.email, displayName: displayName(person) }
        : { email: userEmail, self: true },
      attendees: isManager
        ? [{ ...other, organizer: true }, user]
        : [{ ...user, organizer: true }, other],
    });
  }

  weekly({
    id: 'sampleteamweekly',
    summary: 'Platform team weekly',
    day: 'Wednesday',
    time: '11:00',
    minutes: 45,
    organizer: { email: userEmail, self: true },
    attendees: [
      { ...user, organizer: true },
      ...SAMPLE_CALENDAR_PEOPLE.filter((person) => person.relationship === 'directReport').map(
        (person) => ({ email: person.email, displayName: displayName(person) }),
      ),
      ...TEAM_GUESTS,
    ],
  });

  const thursday = slotInWeekOf(now, timeZone, 'Thursday', '00:00');
  const day = (instant: Date) => format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
  events.push({
    kind: 'calendar#event',
    id: 'sampleplanningday',
    status: 'confirmed',
    summary: 'Quarterly planning day',
    start: { date: day(thursday) },
    end: { date: day(addDays(thursday, 1)) },
    transparency: 'transparent',
    organizer: { email: 'dana.whitfield@example.com', displayName: 'Dana Whitfield' },
    attendees: [user, { email: 'dana.whitfield@example.com', organizer: true }],
    eventType: 'default',
  });

  const roomPrep = slotInWeekOf(now, timeZone, 'Tuesday', '09:30');
  events.push({
    kind: 'calendar#event',
    id: 'sampleroomprep',
    status: 'confirmed',
    summary: '1:1 prep (room booked)',
    ...timed(roomPrep, 30),
    organizer: { email: user.email, self: true },
    attendees: [{ ...user, organizer: true }, ROOM],
    eventType: 'default',
  });

  const coffee = slotInWeekOf(now, timeZone, 'Wednesday', '15:00');
  events.push({
    kind: 'calendar#event',
    id: 'samplecoffeelena',
    status: 'confirmed',
    summary: 'Coffee chat',
    ...timed(coffee, 30),
    organizer: { email: user.email, self: true },
    attendees: [
      { ...user, organizer: true },
      { ...TEAM_GUESTS[1]!, responseStatus: 'declined' },
    ],
    eventType: 'default',
  });

  const startOf = (event: FakeCalendarEvent) => {
    const start = event.start as { dateTime?: string; date?: string };
    return new Date(start.dateTime ?? `${start.date}T00:00:00Z`).getTime();
  };
  return events.sort((a, b) => startOf(a) - startOf(b));
}
