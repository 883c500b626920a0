import { describe, expect, it } from 'vitest';
import { isNudgeDay, nextNudgeSlot } from './nudge-slots';

type Frequency = 'hourly' | 'daily' | 'weekly';

const next = (
  after: string,
  nudgeFrequency: Frequency,
  timeZone: string,
  nudgeOnWeekends = false,
) => nextNudgeSlot(new Date(after), { nudgeFrequency, timeZone, nudgeOnWeekends }).toISOString();

// 2026-11-24 is a Tuesday; 27 November a Friday, 28–29 the weekend, 30 a Monday.
describe('nextNudgeSlot', () => {
  it.each([
    // Daily at 09:00 local.
    [
      'daily, before 09:00',
      '2026-11-24T15:00:00Z',
      'daily',
      'America/Los_Angeles',
      '2026-11-24T17:00:00.000Z',
    ],
    [
      'daily, at 09:00 (strictly after)',
      '2026-11-24T17:00:00Z',
      'daily',
      'America/Los_Angeles',
      '2026-11-25T17:00:00.000Z',
    ],
    [
      'daily, half-hour zone',
      '2026-11-24T00:00:00Z',
      'daily',
      'Asia/Kolkata',
      '2026-11-24T03:30:00.000Z',
    ],
    // Weekly: Monday 09:00 local.
    [
      'weekly, on a Wednesday',
      '2026-11-25T12:00:00Z',
      'weekly',
      'Europe/London',
      '2026-11-30T09:00:00.000Z',
    ],
    [
      'weekly, Monday before 09:00',
      '2026-11-30T08:59:00Z',
      'weekly',
      'Europe/London',
      '2026-11-30T09:00:00.000Z',
    ],
    // Monday 09:00 in Kolkata is 03:30Z; Sunday evening UTC is already Monday there.
    [
      'weekly, Kolkata',
      '2026-11-29T20:00:00Z',
      'weekly',
      'Asia/Kolkata',
      '2026-11-30T03:30:00.000Z',
    ],
    // Hourly: 09:00 … 17:00 local.
    [
      'hourly, before the day',
      '2026-11-24T06:00:00Z',
      'hourly',
      'Europe/London',
      '2026-11-24T09:00:00.000Z',
    ],
    [
      'hourly, mid-hour',
      '2026-11-24T10:30:00Z',
      'hourly',
      'Europe/London',
      '2026-11-24T11:00:00.000Z',
    ],
    [
      'hourly, last slot',
      '2026-11-24T16:10:00Z',
      'hourly',
      'Europe/London',
      '2026-11-24T17:00:00.000Z',
    ],
    [
      'hourly, after the day',
      '2026-11-24T17:00:00Z',
      'hourly',
      'Europe/London',
      '2026-11-25T09:00:00.000Z',
    ],
    [
      'hourly, half-hour zone',
      '2026-11-24T04:00:00Z',
      'hourly',
      'Asia/Kolkata',
      '2026-11-24T04:30:00.000Z',
    ],
  ] as const)('%s', (_, after, frequency, zone, expected) => {
    expect(next(after, frequency, zone)).toBe(expected);
  });

  describe('working days only (the default): Saturday and Sunday in the user zone are skipped', () => {
    it.each([
      // Friday 10:00 in London: the next daily slot is Monday's.
      [
        'daily, Friday after 09:00',
        '2026-11-27T10:00:00Z',
        'daily',
        'Europe/London',
        '2026-11-30T09:00:00.000Z',
      ],
      [
        'daily, on Saturday',
        '2026-11-28T08:00:00Z',
        'daily',
        'Europe/London',
        '2026-11-30T09:00:00.000Z',
      ],
      [
        'daily, on Sunday',
        '2026-11-29T12:00:00Z',
        'daily',
        'Europe/London',
        '2026-11-30T09:00:00.000Z',
      ],
      // Friday 17:00 in Los Angeles (Saturday 01:00 UTC): Monday 09:00 PST.
      [
        'hourly, Friday after the day',
        '2026-11-28T01:00:00Z',
        'hourly',
        'America/Los_Angeles',
        '2026-11-30T17:00:00.000Z',
      ],
      // Friday 18:00 in Los Angeles is Saturday in UTC: still Friday there, then Monday.
      [
        'daily, Friday evening in LA (Saturday UTC)',
        '2026-11-28T02:00:00Z',
        'daily',
        'America/Los_Angeles',
        '2026-11-30T17:00:00.000Z',
      ],
      // Sunday 22:00 in Los Angeles is Monday in UTC: Monday 09:00 there.
      [
        'daily, Sunday night in LA (Monday UTC)',
        '2026-11-30T06:00:00Z',
        'daily',
        'America/Los_Angeles',
        '2026-11-30T17:00:00.000Z',
      ],
      // Friday 17:30 in Kolkata (12:00Z): Monday 09:00 IST is 03:30Z.
      [
        'hourly, Kolkata, Friday after the day',
        '2026-11-27T12:00:00Z',
        'hourly',
        'Asia/Kolkata',
        '2026-11-30T03:30:00.000Z',
      ],
      // Saturday 00:30 in Kolkata is still Friday in UTC: Saturday there, so Monday.
      [
        'daily, Kolkata, Saturday there (Friday UTC)',
        '2026-11-27T19:00:00Z',
        'daily',
        'Asia/Kolkata',
        '2026-11-30T03:30:00.000Z',
      ],
      // Monday 00:30 in Tokyo is Sunday in UTC: Monday 09:00 there.
      [
        'daily, Tokyo, Monday there (Sunday UTC)',
        '2026-11-29T15:30:00Z',
        'daily',
        'Asia/Tokyo',
        '2026-11-30T00:00:00.000Z',
      ],
      // DST weeks: New York springs forward on Sunday 8 March 2026 (EST to EDT).
      [
        'daily across a DST weekend, New York',
        '2026-03-06T15:00:00Z',
        'daily',
        'America/New_York',
        '2026-03-09T13:00:00.000Z',
      ],
      // London springs forward on Sunday 29 March 2026 (09:00 GMT = 09:00Z before, BST 08:00Z after).
      [
        'hourly across a DST weekend, London',
        '2026-03-27T17:30:00Z',
        'hourly',
        'Europe/London',
        '2026-03-30T08:00:00.000Z',
      ],
      // Weekly is Monday 09:00 either way.
      [
        'weekly, from Saturday',
        '2026-11-28T12:00:00Z',
        'weekly',
        'Europe/London',
        '2026-11-30T09:00:00.000Z',
      ],
    ] as const)('%s', (_, after, frequency, zone, expected) => {
      expect(next(after, frequency, zone)).toBe(expected);
    });
  });

  describe("with 'Nudge me on weekends too'", () => {
    it.each([
      [
        'daily, Friday after 09:00',
        '2026-11-27T10:00:00Z',
        'daily',
        'Europe/London',
        '2026-11-28T09:00:00.000Z',
      ],
      [
        'hourly, Saturday mid-hour',
        '2026-11-28T10:30:00Z',
        'hourly',
        'Europe/London',
        '2026-11-28T11:00:00.000Z',
      ],
      [
        'daily, Kolkata, Saturday there',
        '2026-11-27T19:00:00Z',
        'daily',
        'Asia/Kolkata',
        '2026-11-28T03:30:00.000Z',
      ],
      // London springs forward on Sunday 29 March 2026: Sunday's 09:00 is 08:00Z.
      [
        'daily across spring forward',
        '2026-03-28T12:00:00Z',
        'daily',
        'Europe/London',
        '2026-03-29T08:00:00.000Z',
      ],
      [
        'weekly stays Monday',
        '2026-11-28T12:00:00Z',
        'weekly',
        'Europe/London',
        '2026-11-30T09:00:00.000Z',
      ],
    ] as const)('%s', (_, after, frequency, zone, expected) => {
      expect(next(after, frequency, zone, true)).toBe(expected);
    });
  });

  it('six weeks of daily slots fall on the five working days at 09:00, through both DST changes', () => {
    // March–April 2026 holds the US (8 March) and the EU (29 March) spring-forward weekends.
    for (const timeZone of ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Asia/Tokyo']) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      let at = new Date('2026-03-01T00:00:00Z');
      const weekdays = new Set<string>();
      for (let index = 0; index < 30; index += 1) {
        at = nextNudgeSlot(at, { nudgeFrequency: 'daily', timeZone, nudgeOnWeekends: false });
        const [weekday, time] = local.format(at).split(' ');
        expect(time, `${timeZone} ${at.toISOString()}`).toBe('09:00');
        weekdays.add(weekday!);
      }
      expect([...weekdays].sort(), timeZone).toEqual([
        'Friday',
        'Monday',
        'Thursday',
        'Tuesday',
        'Wednesday',
      ]);
    }
  });

  it('refuses an unknown zone', () => {
    expect(() => next('2026-11-24T00:00:00Z', 'daily', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('isNudgeDay', () => {
  const on = (instant: string, timeZone: string, nudgeOnWeekends = false) =>
    isNudgeDay(new Date(instant), { nudgeFrequency: 'daily', timeZone, nudgeOnWeekends });

  it("is Monday to Friday in the user's zone, not in UTC", () => {
    expect(on('2026-11-27T12:00:00Z', 'Europe/London')).toBe(true);
    // Friday 19:00 UTC is Saturday 00:30 in Kolkata.
    expect(on('2026-11-27T19:00:00Z', 'Asia/Kolkata')).toBe(false);
    // Saturday 02:00 UTC is Friday 18:00 in Los Angeles.
    expect(on('2026-11-28T02:00:00Z', 'America/Los_Angeles')).toBe(true);
    expect(on('2026-11-29T12:00:00Z', 'Europe/London')).toBe(false);
  });

  it("is every day with 'Nudge me on weekends too'", () => {
    expect(on('2026-11-28T12:00:00Z', 'Europe/London', true)).toBe(true);
    expect(on('2026-11-29T12:00:00Z', 'Asia/Kolkata', true)).toBe(true);
  });
});
