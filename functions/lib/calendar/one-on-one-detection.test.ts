import { describe, expect, it } from 'vitest';
import {
  SAMPLE_DECLINED_EMAILS,
  SAMPLE_MANAGER_EMAIL,
  SAMPLE_ONE_ON_ONES,
  sampleCalendarEvents,
  sampleInstanceId,
} from '../../../test-support/sample-calendar';
import {
  SAMPLE_CALENDAR_PEOPLE,
  sampleCalendarEvents as demoCalendarEvents,
} from '../../../infra/local/dev-fakes/demo-calendar';
import {
  detectOneOnOnes,
  hasOneOnOneTitle,
  isDeclined,
  namesOf,
  scoreOneOnOne,
} from './one-on-one-detection';

const now = new Date('2026-03-11T12:00:00Z');
const timeZone = 'Europe/Berlin';
const userEmail = 'manager@example.com';
const window = { from: new Date('2026-02-18T00:00:00Z'), to: new Date('2026-04-08T00:00:00Z') };

describe('1:1 detection', () => {
  it('finds exactly the four 1:1 partners of the sample calendar, with their names', () => {
    const people = detectOneOnOnes(sampleCalendarEvents({ now, timeZone, userEmail }), {
      selfEmail: userEmail,
      window,
    });
    expect(people.map((person) => person.email)).toEqual(
      SAMPLE_ONE_ON_ONES.map((meeting) => meeting.email).sort(),
    );
    expect(people.find((person) => person.email.startsWith('ada'))).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    for (const person of people)
      expect(person.events.every((event) => !event.cancelled)).toBe(true);
  });

  it('makes nobody a partner through a 1:1 they declined or the user declined', () => {
    const people = detectOneOnOnes(sampleCalendarEvents({ now, timeZone, userEmail }), {
      selfEmail: userEmail,
      window,
    });
    for (const email of SAMPLE_DECLINED_EMAILS)
      expect(people.map((person) => person.email)).not.toContain(email);
  });

  it('tells who organises their 1:1s: the manager organises hers, the user the others', () => {
    const people = detectOneOnOnes(sampleCalendarEvents({ now, timeZone, userEmail }), {
      selfEmail: userEmail,
      window,
    });
    expect(people.filter((person) => person.organizedByThem).map((person) => person.email)).toEqual(
      [SAMPLE_MANAGER_EMAIL],
    );
  });

  it("finds exactly the demo calendar's four 1:1 partners, not the team meeting, the room 1:1 or the declined coffee", () => {
    const people = detectOneOnOnes(
      demoCalendarEvents({ now, timeZone, userEmail: 'jordan.lee@example.com' }),
      { selfEmail: 'jordan.lee@example.com', window },
    );
    expect(people.map((person) => person.email).sort()).toEqual(
      SAMPLE_CALENDAR_PEOPLE.map((person) => person.email).sort(),
    );
  });

  it('keeps a moved instance at its new time and a cancelled one as cancelled', () => {
    const events = sampleCalendarEvents({ now, timeZone, userEmail });
    const movedId = sampleInstanceId('sample1on1ada', '2026-03-09');
    const cancelledId = sampleInstanceId('sample1on1grace', '2026-03-10');
    const edited = events.map((event) => {
      if (event.id === movedId) {
        return {
          ...event,
          start: { dateTime: '2026-03-12T15:00:00Z' },
          end: { dateTime: '2026-03-12T15:30:00Z' },
        };
      }
      // Google sends a cancelled instance with only its id, series and original start.
      if (event.id === cancelledId) {
        return {
          id: event.id,
          status: 'cancelled',
          recurringEventId: 'sample1on1grace',
          originalStartTime: event.originalStartTime,
        };
      }
      return event;
    });
    const people = detectOneOnOnes(edited, { selfEmail: userEmail, window });
    const ada = people.find((person) => person.email.startsWith('ada'))!;
    expect(ada.events.find((event) => event.eventId === movedId)?.start).toBe(
      '2026-03-12T15:00:00.000Z',
    );
    const grace = people.find((person) => person.email.startsWith('grace'))!;
    expect(grace.events.find((event) => event.eventId === cancelledId)?.cancelled).toBe(true);
  });

  it("a declined instance of a 1:1 series drops that week's 1:1, the series stays", () => {
    const events = sampleCalendarEvents({ now, timeZone, userEmail });
    const declinedByAda = sampleInstanceId('sample1on1ada', '2026-03-09');
    const declinedByUser = sampleInstanceId('sample1on1grace', '2026-03-10');
    const respond = (event: Record<string, unknown>, who: string) => ({
      ...event,
      attendees: (event.attendees as { email: string }[]).map((attendee) =>
        attendee.email === who ? { ...attendee, responseStatus: 'declined' } : attendee,
      ),
    });
    const edited = events.map((event) =>
      event.id === declinedByAda
        ? respond(event, 'ada.lovelace@example.com')
        : event.id === declinedByUser
          ? respond(event, userEmail)
          : event,
    );
    const people = detectOneOnOnes(edited, { selfEmail: userEmail, window });
    const eventOf = (email: string, id: string) =>
      people.find((person) => person.email === email)!.events.find((event) => event.eventId === id);
    expect(eventOf('ada.lovelace@example.com', declinedByAda)?.cancelled).toBe(true);
    expect(eventOf('grace.hopper@example.com', declinedByUser)?.cancelled).toBe(true);
    const ada = people.find((person) => person.email === 'ada.lovelace@example.com')!;
    expect(ada.events.filter((event) => !event.cancelled).length).toBeGreaterThan(0);
  });

  it('reads declines: the other attendee or the user (by self or by email), not tentative or no answer', () => {
    const event = (them: string | undefined, me: string | undefined, selfFlag = true) => ({
      id: 'e',
      status: 'confirmed',
      start: { dateTime: '2026-03-10T10:00:00Z' },
      end: { dateTime: '2026-03-10T10:30:00Z' },
      attendees: [
        { email: 'me@example.com', ...(selfFlag ? { self: true } : {}), responseStatus: me },
        { email: 'x@example.com', responseStatus: them },
      ],
    });
    expect(isDeclined(event('declined', 'accepted'), 'me@example.com')).toBe(true);
    expect(isDeclined(event('accepted', 'declined'), 'me@example.com')).toBe(true);
    expect(isDeclined(event('accepted', 'declined', false), 'ME@example.com')).toBe(true);
    for (const answer of ['tentative', 'needsAction', 'accepted', undefined])
      expect(scoreOneOnOne(event(answer, answer), 'me@example.com')?.score, answer).toBe(0.6);
    expect(scoreOneOnOne(event('declined', 'accepted'), 'me@example.com')).toBeNull();
    expect(scoreOneOnOne(event('accepted', 'declined'), 'me@example.com')).toBeNull();
  });

  it('scores: recurrence and titles boost, past 90 minutes penalises, rooms and self excluded', () => {
    const base = {
      id: 'e',
      status: 'confirmed',
      start: { dateTime: '2026-03-10T10:00:00Z' },
      end: { dateTime: '2026-03-10T10:30:00Z' },
      attendees: [
        { email: 'ME@example.com' },
        { email: 'x@example.com' },
        { email: 'r@resource.calendar.google.com' },
      ],
    };
    expect(scoreOneOnOne(base, 'me@example.com')?.score).toBe(0.6);
    expect(
      scoreOneOnOne({ ...base, summary: 'A <> B', recurringEventId: 's' }, 'me@example.com')?.score,
    ).toBe(1);
    expect(
      scoreOneOnOne({ ...base, end: { dateTime: '2026-03-10T12:00:00Z' } }, 'me@example.com')
        ?.score,
    ).toBe(0.2);
    expect(scoreOneOnOne({ ...base, start: { date: '2026-03-10' } }, 'me@example.com')).toBeNull();
    expect(scoreOneOnOne({ ...base, status: 'cancelled' }, 'me@example.com')).toBeNull();
  });

  it('reads 1:1 titles', () => {
    for (const title of ['1:1', 'Ada 1on1', 'One on one', 'one-on-one', 'Ada <> Sam', '1-1 sync'])
      expect(hasOneOnOneTitle(title), title).toBe(true);
    for (const title of ['Team sync', '11:15 review', 'Q1 planning', '10:1 ratio'])
      expect(hasOneOnOneTitle(title), title).toBe(false);
  });

  it('names a person by display name, else by the email', () => {
    expect(namesOf('x@example.com', 'Grace Brewster Hopper')).toEqual(['Grace', 'Brewster Hopper']);
    expect(namesOf('ada.lovelace@example.com', null)).toEqual(['Ada', 'Lovelace']);
  });
});
