import { describe, expect, it } from 'vitest';
import {
  SAMPLE_ONE_ON_ONES,
  sampleCalendarEvents,
  sampleInstanceId,
} from '../../../test-support/sample-calendar';
import {
  SAMPLE_CALENDAR_PEOPLE,
  sampleCalendarEvents as demoCalendarEvents,
} from '../../../test-support/demo-calendar';
import { detectOneOnOnes, hasOneOnOneTitle, namesOf, scoreOneOnOne } from './one-on-one-detection';

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

  it("finds exactly the demo calendar's four 1:1 partners, not the team meeting or the room 1:1", () => {
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
