import { describe, expect, it } from 'vitest';
import { formatPastTimestamp, formatUpcomingTimestamp } from './timestamp-format';

// Wednesday 2026-11-18 14:00 in New York (19:00 UTC); the Sunday-start week began 2026-11-15.
const now = new Date('2026-11-18T19:00:00Z');
const NY = { timeZone: 'America/New_York', now };

describe('formatPastTimestamp (docs/product.md#constants-and-limits, note cards)', () => {
  it('shows only the time today, with lowercase am/pm', () => {
    expect(formatPastTimestamp('2026-11-18T14:05:00Z', NY)).toBe('9:05 am');
    expect(formatPastTimestamp('2026-11-18T05:00:00Z', NY)).toBe('12:00 am');
  });

  it('shows weekday and time earlier this (Sunday-start) week', () => {
    expect(formatPastTimestamp('2026-11-16T15:30:00Z', NY)).toBe('Monday 10:30 am');
    expect(formatPastTimestamp('2026-11-15T15:00:00Z', NY)).toBe('Sunday 10:00 am');
  });

  it('shows month and day earlier this year, and the year before that', () => {
    expect(formatPastTimestamp('2026-11-14T15:00:00Z', NY)).toBe('Nov 14');
    expect(formatPastTimestamp('2026-03-04T15:00:00Z', NY)).toBe('Mar 4');
    expect(formatPastTimestamp('2025-12-31T15:00:00Z', NY)).toBe('Dec 31, 2025');
  });

  it("reads days in the reader's zone, not UTC", () => {
    // 03:00 UTC on the 19th is still the 18th (today) in New York.
    expect(formatPastTimestamp('2026-11-19T03:00:00Z', NY)).toBe('10:00 pm');
    // In Kolkata 'now' is already 00:30 on the 19th, so 08:30 on the 18th is yesterday.
    expect(formatPastTimestamp('2026-11-18T03:00:00Z', { timeZone: 'Asia/Kolkata', now })).toBe(
      'Wednesday 8:30 am',
    );
  });

  it('rejects what is not a timestamp', () => {
    expect(() => formatPastTimestamp('soon', NY)).toThrow(RangeError);
  });
});

describe('formatUpcomingTimestamp (docs/product.md#constants-and-limits, forward-looking)', () => {
  it('shows only the time today', () => {
    expect(formatUpcomingTimestamp('2026-11-18T21:30:00Z', NY)).toBe('4:30 pm');
  });

  it("says 'Next {weekday}, {time}' within the next 7 days", () => {
    expect(formatUpcomingTimestamp('2026-11-20T15:00:00Z', NY)).toBe('Next Friday, 10:00 am');
    expect(formatUpcomingTimestamp('2026-11-23T15:00:00Z', NY)).toBe('Next Monday, 10:00 am');
    expect(formatUpcomingTimestamp('2026-11-25T18:00:00Z', NY)).toBe('Next Wednesday, 1:00 pm');
  });

  it('shows weekday and time for an earlier day of the current week', () => {
    expect(formatUpcomingTimestamp('2026-11-16T15:00:00Z', NY)).toBe('Monday 10:00 am');
  });

  it('shows date and time further out, with the year only when it differs', () => {
    expect(formatUpcomingTimestamp('2026-12-02T15:00:00Z', NY)).toBe('Dec 2, 10:00 am');
    expect(formatUpcomingTimestamp('2027-01-05T15:00:00Z', NY)).toBe('Jan 5, 2027, 10:00 am');
    expect(formatUpcomingTimestamp('2026-11-01T15:00:00Z', NY)).toBe('Nov 1, 10:00 am');
  });
});
