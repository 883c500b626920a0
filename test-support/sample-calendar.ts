/**
 * A sample Google Calendar for tests and the demo (docs/product.md#calendar-sync-and-11-detection),
 * as the Calendar API lists it with `singleEvents=true`: recurring events expanded into instances
 * carrying `recurringEventId`. Built around `now` in the user's `timeZone`, from
 * SAMPLE_WEEKS_BEFORE weeks before this week to SAMPLE_WEEKS_AFTER weeks after.
 *
 * Weekly 1:1s with four people (SAMPLE_ONE_ON_ONES; Margaret Hamilton is the user's manager and
 * organises hers), plus noise that is not a 1:1: a weekly team meeting (six attendees), an all-day
 * offsite with one person, a desk booking with only a room, a cancelled lunch with one person, a
 * two-hour workshop with one person (penalised past 90 minutes), a one-off 'Coffee chat' the other
 * person declined and a one-off '1:1 intro' the user declined (SAMPLE_DECLINED_EMAILS).
 *
 * `sampleCalendarEvents({ now, timeZone, userEmail })` → the events; `sampleInstanceId(seriesId,
 * localDate)` names an instance (to move or cancel one in a test); `sampleWeeklyOneOnOne(meeting,
 * …)` builds another weekly 1:1 series (a new person in a test).
 */
import { zonedWallTimeToUtc } from '../shared/domain/schedule';
import { weekStartOf } from '../shared/domain/week';

export const SAMPLE_WEEKS_BEFORE = 3;
export const SAMPLE_WEEKS_AFTER = 3;

export interface SampleOneOnOne {
  seriesId: string;
  email: string;
  displayName: string;
  title: string;
  /** 0 = Monday … 4 = Friday. */
  weekday: number;
  /** 'HH:mm' in the user's zone. */
  time: string;
  minutes: number;
  /** The other person organises it (the manager). */
  organizedByThem?: boolean;
}

export const SAMPLE_ONE_ON_ONES: readonly SampleOneOnOne[] = [
  {
    seriesId: 'sample1on1ada',
    email: 'ada.lovelace@example.com',
    displayName: 'Ada Lovelace',
    title: 'Ada / me 1:1',
    weekday: 0,
    time: '10:00',
    minutes: 30,
  },
  {
    seriesId: 'sample1on1grace',
    email: 'grace.hopper@example.com',
    displayName: 'Grace Hopper',
    title: '1on1 Grace',
    weekday: 1,
    time: '14:00',
    minutes: 30,
  },
  {
    seriesId: 'sample1on1alan',
    email: 'alan.turing@example.com',
    displayName: 'Alan Turing',
    title: 'Alan <> me',
    weekday: 2,
    time: '11:00',
    minutes: 45,
  },
  {
    seriesId: 'sample1on1margaret',
    email: 'margaret.hamilton@example.com',
    displayName: 'Margaret Hamilton',
    title: 'One on one',
    weekday: 3,
    time: '16:00',
    minutes: 30,
    organizedByThem: true,
  },
];

/** The email of the sample's manager (organiser of her 1:1). */
export const SAMPLE_MANAGER_EMAIL = 'margaret.hamilton@example.com';

/** The people of the sample's two declined one-off 1:1s (they declined; the user declined). */
export const SAMPLE_DECLINED_EMAILS = [
  'edsger.dijkstra@example.com',
  'ken.thompson@example.com',
] as const;

type SampleEvent = Record<string, unknown>;

const addDays = (localDate: string, days: number) => {
  const date = new Date(`${localDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The id of a recurring event's instance on a local date (Google's `<series>_<YYYYMMDD>` form). */
export function sampleInstanceId(seriesId: string, localDate: string): string {
  return `${seriesId}_${localDate.replaceAll('-', '')}`;
}

function timed(localDate: string, time: string, minutes: number, timeZone: string) {
  const start = zonedWallTimeToUtc(localDate, time, timeZone);
  const end = new Date(start.getTime() + minutes * 60_000);
  return {
    start: { dateTime: start.toISOString(), timeZone },
    end: { dateTime: end.toISOString(), timeZone },
  };
}

/** The sample's Mondays around `now`, in `timeZone`. */
function sampleMondays(now: Date, timeZone: string): string[] {
  const thisMonday = weekStartOf(now, timeZone);
  return Array.from({ length: SAMPLE_WEEKS_BEFORE + SAMPLE_WEEKS_AFTER + 1 }, (_, i) =>
    addDays(thisMonday, (i - SAMPLE_WEEKS_BEFORE) * 7),
  );
}

/**
 * The instances of a weekly 1:1 series like the sample's, in the sample's weeks (e.g. a new
 * person's 1:1 added to the calendar in a test).
 */
export function sampleWeeklyOneOnOne(
  meeting: SampleOneOnOne,
  options: { now: Date; timeZone: string; userEmail: string },
): SampleEvent[] {
  const { now, timeZone, userEmail } = options;
  const them = { email: meeting.email, displayName: meeting.displayName };
  return sampleMondays(now, timeZone).map((monday) => {
    const localDate = addDays(monday, meeting.weekday);
    return {
      kind: 'calendar#event',
      id: sampleInstanceId(meeting.seriesId, localDate),
      recurringEventId: meeting.seriesId,
      status: 'confirmed',
      summary: meeting.title,
      organizer: meeting.organizedByThem ? them : { email: userEmail, self: true },
      ...timed(localDate, meeting.time, meeting.minutes, timeZone),
      originalStartTime: timed(localDate, meeting.time, meeting.minutes, timeZone).start,
      attendees: [
        { email: userEmail, self: true, responseStatus: 'accepted' },
        { ...them, responseStatus: 'accepted' },
      ],
    };
  });
}

export function sampleCalendarEvents(options: {
  now: Date;
  timeZone: string;
  userEmail: string;
}): SampleEvent[] {
  const { now, timeZone, userEmail } = options;
  const self = { email: userEmail, self: true, responseStatus: 'accepted' };
  const mondays = sampleMondays(now, timeZone);
  const thisMonday = mondays[SAMPLE_WEEKS_BEFORE]!;
  const events: SampleEvent[] = SAMPLE_ONE_ON_ONES.flatMap((meeting) =>
    sampleWeeklyOneOnOne(meeting, options),
  );
  for (const monday of mondays) {
    const teamDate = addDays(monday, 4);
    events.push({
      kind: 'calendar#event',
      id: sampleInstanceId('sampleteamsync', teamDate),
      recurringEventId: 'sampleteamsync',
      status: 'confirmed',
      summary: 'Team sync',
      organizer: { email: userEmail, self: true },
      ...timed(teamDate, '09:30', 45, timeZone),
      attendees: [
        self,
        ...SAMPLE_ONE_ON_ONES.slice(0, 3).map((meeting) => ({ email: meeting.email })),
        { email: 'barbara.liskov@example.com' },
        { email: 'linus.torvalds@example.com' },
      ],
    });
  }
  const tuesday = addDays(thisMonday, 1);
  const wednesday = addDays(thisMonday, 2);
  const thursday = addDays(thisMonday, 3);
  events.push(
    {
      kind: 'calendar#event',
      id: 'sampleoffsite',
      status: 'confirmed',
      summary: 'Offsite 1:1 day',
      start: { date: wednesday },
      end: { date: addDays(wednesday, 1) },
      attendees: [self, { email: 'barbara.liskov@example.com' }],
    },
    {
      kind: 'calendar#event',
      id: 'sampledesk',
      status: 'confirmed',
      summary: 'Desk booking',
      ...timed(tuesday, '08:00', 60, timeZone),
      attendees: [
        self,
        {
          email: 'c_1888room@resource.calendar.google.com',
          displayName: 'Room 4.01',
          resource: true,
        },
      ],
    },
    {
      kind: 'calendar#event',
      id: 'samplelunch',
      status: 'cancelled',
      summary: 'Lunch 1:1 with Linus',
      ...timed(thursday, '12:00', 60, timeZone),
      attendees: [self, { email: 'linus.torvalds@example.com', displayName: 'Linus Torvalds' }],
    },
    {
      kind: 'calendar#event',
      id: 'sampleworkshop',
      status: 'confirmed',
      summary: 'Roadmap workshop',
      ...timed(thursday, '13:00', 120, timeZone),
      attendees: [
        self,
        { email: 'barbara.liskov@example.com', displayName: 'Barbara Liskov' },
        {
          email: 'c_1888room@resource.calendar.google.com',
          displayName: 'Room 4.01',
          resource: true,
        },
      ],
    },
    {
      kind: 'calendar#event',
      id: 'samplecoffee',
      status: 'confirmed',
      summary: 'Coffee chat',
      organizer: { email: userEmail, self: true },
      ...timed(wednesday, '15:00', 30, timeZone),
      attendees: [
        { ...self, organizer: true },
        {
          email: SAMPLE_DECLINED_EMAILS[0],
          displayName: 'Edsger Dijkstra',
          responseStatus: 'declined',
        },
      ],
    },
    {
      kind: 'calendar#event',
      id: 'sampleintro',
      status: 'confirmed',
      summary: '1:1 intro',
      organizer: { email: SAMPLE_DECLINED_EMAILS[1], displayName: 'Ken Thompson' },
      ...timed(thursday, '10:00', 30, timeZone),
      attendees: [
        { ...self, responseStatus: 'declined' },
        {
          email: SAMPLE_DECLINED_EMAILS[1],
          displayName: 'Ken Thompson',
          organizer: true,
          responseStatus: 'accepted',
        },
      ],
    },
  );
  return events;
}
