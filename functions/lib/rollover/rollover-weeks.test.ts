import { describe, expect, it } from 'vitest';
import { rolloverWeeks } from './rollover-weeks';

describe('rolloverWeeks', () => {
  it.each([
    // Monday 2026-11-30 00:05 in Kolkata (UTC+5:30).
    [
      'a plain week',
      'Asia/Kolkata',
      '2026-11-29T18:35:00Z',
      '2026-11-30',
      '2026-11-23',
      '2026-11-29T18:30:00Z',
    ],
    // Monday 30 March 00:05 BST is 23:05 UTC on the Sunday; 7 × 24 h back is still that week's Sunday.
    [
      'a week of 167 hours (clocks forward on 29 March)',
      'Europe/London',
      '2026-03-29T23:05:00Z',
      '2026-03-30',
      '2026-03-23',
      '2026-03-29T23:00:00Z',
    ],
    // Monday 2 November 00:05 PST is 08:05 UTC.
    [
      'a week of 169 hours (clocks back on 1 November)',
      'America/Los_Angeles',
      '2026-11-02T08:05:00Z',
      '2026-11-02',
      '2026-10-26',
      '2026-11-02T08:00:00Z',
    ],
  ])('closes %s in %s', (_, zone, runAt, weekStart, closedWeekStart, weekStartsAt) => {
    expect(rolloverWeeks(new Date(runAt), zone)).toEqual({
      weekStart,
      closedWeekStart,
      weekStartsAt: new Date(weekStartsAt),
    });
  });

  it('treats a late run (Monday noon) as the same run', () => {
    expect(rolloverWeeks(new Date('2026-11-02T20:00:00Z'), 'America/Los_Angeles')).toEqual(
      rolloverWeeks(new Date('2026-11-02T08:05:00Z'), 'America/Los_Angeles'),
    );
  });
});
