import { describe, expect, it } from 'vitest';
import { sampleCalendarEvents } from '../../../test-support/sample-calendar';
import { calendarScheduleOf } from './calendar-schedule';
import { detectOneOnOnes, type DetectedEvent } from './one-on-one-detection';

const now = new Date('2026-03-11T12:00:00Z');
const window = { from: new Date('2026-02-18T00:00:00Z'), to: new Date('2026-04-08T00:00:00Z') };
const userEmail = 'manager@example.com';

const at = (...starts: string[]): DetectedEvent[] =>
  starts.map((start, index) => ({ eventId: `e${index}`, start, cancelled: false }));

describe("a detected person's calendar schedule", () => {
  it("reads each sample 1:1's day, local time and weekly rhythm in the user's zone, across the DST change", () => {
    // The window holds Berlin's change to summer time (2026-03-29): 10:00 stays 10:00 locally.
    const people = detectOneOnOnes(
      sampleCalendarEvents({ now, timeZone: 'Europe/Berlin', userEmail }),
      { selfEmail: userEmail, window },
    );
    const scheduleOf = (email: string) =>
      calendarScheduleOf(
        people.find((person) => person.email === email)!.events,
        'Europe/Berlin',
        now,
      );
    expect(scheduleOf('ada.lovelace@example.com')).toEqual({
      meetingDayOfWeek: 'Monday',
      meetingTime: '10:00',
      meetingFrequency: 'weekly',
    });
    expect(scheduleOf('margaret.hamilton@example.com')).toEqual({
      meetingDayOfWeek: 'Thursday',
      meetingTime: '16:00',
      meetingFrequency: 'weekly',
    });
  });

  it('is read in the zone asked for', () => {
    expect(calendarScheduleOf(at('2026-03-09T23:30:00Z'), 'Asia/Tokyo', now)).toEqual({
      meetingDayOfWeek: 'Tuesday',
      meetingTime: '08:30',
      meetingFrequency: null,
    });
  });

  it('tells biweekly and monthly from the gaps, a one-off from a single 1:1', () => {
    const biweekly = at('2026-02-23T09:00:00Z', '2026-03-09T09:00:00Z', '2026-03-23T09:00:00Z');
    expect(calendarScheduleOf(biweekly, 'UTC', now)?.meetingFrequency).toBe('biweekly');
    const monthly = at('2026-02-24T09:00:00Z', '2026-03-24T09:00:00Z');
    expect(calendarScheduleOf(monthly, 'UTC', now)?.meetingFrequency).toBe('monthly');
    expect(calendarScheduleOf(at('2026-03-12T09:00:00Z'), 'UTC', now)?.meetingFrequency).toBe(null);
    expect(calendarScheduleOf([], 'UTC', now)).toBeNull();
  });

  it('keeps the usual slot when one week moved; a tie goes to the next 1:1; a weekend has no day', () => {
    const oneMoved = at(
      '2026-03-02T10:00:00Z',
      '2026-03-12T15:00:00Z',
      '2026-03-16T10:00:00Z',
      '2026-03-23T10:00:00Z',
    );
    expect(calendarScheduleOf(oneMoved, 'UTC', now)).toMatchObject({
      meetingDayOfWeek: 'Monday',
      meetingTime: '10:00',
    });
    const tie = at('2026-03-03T10:00:00Z', '2026-03-12T15:00:00Z');
    expect(calendarScheduleOf(tie, 'UTC', now)).toMatchObject({
      meetingDayOfWeek: 'Thursday',
      meetingTime: '15:00',
    });
    expect(calendarScheduleOf(at('2026-03-14T10:00:00Z'), 'UTC', now)).toMatchObject({
      meetingDayOfWeek: null,
      meetingTime: '10:00',
    });
  });
});
