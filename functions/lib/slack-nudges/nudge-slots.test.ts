import { describe, expect, it } from 'vitest';
import { nextNudgeSlot } from './nudge-slots';

const next = (after: string, nudgeFrequency: 'hourly' | 'daily' | 'weekly', timeZone: string) =>
  nextNudgeSlot(new Date(after), { nudgeFrequency, timeZone }).toISOString();

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
    // London: clocks go forward on 29 March 2026 (09:00 GMT = 09:00Z before, 08:00Z after).
    [
      'daily across spring forward',
      '2026-03-28T12:00:00Z',
      'daily',
      'Europe/London',
      '2026-03-29T08:00:00.000Z',
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

  it('refuses an unknown zone', () => {
    expect(() => next('2026-11-24T00:00:00Z', 'daily', 'Mars/Olympus')).toThrow(RangeError);
  });
});
