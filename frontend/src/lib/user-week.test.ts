import { describe, expect, it } from 'vitest';
import { msUntilWeeklyRefresh, nextWeeklyRefresh, weekStartDate } from './user-week';

const at = (iso: string) => new Date(iso);
/** The refresh after `iso` in `zone`, as an ISO string. */
const refreshAfter = (iso: string, zone: string) => nextWeeklyRefresh(at(iso), zone).toISOString();

describe('the weekly refresh at Monday 00:05 local (docs/product.md#weeks-and-time-zones)', () => {
  it('is the coming Monday 00:05 in the user’s zone', () => {
    // Wednesday 18 Nov 2026, noon UTC; New York is UTC-5 in November.
    expect(refreshAfter('2026-11-18T12:00:00Z', 'America/New_York')).toBe(
      '2026-11-23T05:05:00.000Z',
    );
    // Sunday 18:30 UTC is Monday 00:00 in Kolkata (UTC+5:30): the refresh is 5 minutes away.
    expect(refreshAfter('2026-11-15T18:30:00Z', 'Asia/Kolkata')).toBe('2026-11-15T18:35:00.000Z');
    expect(refreshAfter('2026-11-15T18:36:00Z', 'Asia/Kolkata')).toBe('2026-11-22T18:35:00.000Z');
  });

  it('on Monday runs at 00:05 itself, and right after it waits a whole week', () => {
    expect(refreshAfter('2026-11-16T05:04:00Z', 'America/New_York')).toBe(
      '2026-11-16T05:05:00.000Z',
    );
    expect(msUntilWeeklyRefresh(at('2026-11-16T05:04:00Z'), 'America/New_York')).toBe(60_000);
    expect(refreshAfter('2026-11-16T05:05:00Z', 'America/New_York')).toBe(
      '2026-11-23T05:05:00.000Z',
    );
  });

  it('keeps 00:05 on the wall clock across daylight-saving changes', () => {
    // New York springs forward on Sunday 8 March 2026: Monday 00:05 is then UTC-4.
    expect(refreshAfter('2026-03-05T12:00:00Z', 'America/New_York')).toBe(
      '2026-03-09T04:05:00.000Z',
    );
    // London springs forward on Sunday 29 March 2026; the week after is BST (UTC+1).
    expect(refreshAfter('2026-03-29T23:30:00Z', 'Europe/London')).toBe('2026-04-05T23:05:00.000Z');
    // Los Angeles falls back on Sunday 1 November 2026: Monday 00:05 is then UTC-8.
    expect(refreshAfter('2026-10-30T12:00:00Z', 'America/Los_Angeles')).toBe(
      '2026-11-02T08:05:00.000Z',
    );
  });

  it('is never more than a week away nor in the past', () => {
    for (let hour = 0; hour < 24 * 8; hour += 7) {
      const now = new Date(Date.UTC(2026, 10, 14, hour, 3));
      const wait = msUntilWeeklyRefresh(now, 'Europe/Berlin');
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(7 * 24 * 3_600_000);
    }
  });
});

describe('the week’s Monday in the user’s zone', () => {
  it('is the local Monday, also when UTC is still on Sunday', () => {
    expect(weekStartDate(at('2026-11-18T12:00:00Z'), 'Europe/London')).toBe('2026-11-16');
    expect(weekStartDate(at('2026-11-15T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-16');
    expect(weekStartDate(at('2026-11-16T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-09');
  });
});
