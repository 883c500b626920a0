/**
 * The week summary items a reader takes before it knows the zone (summary-weeks.ts): every week a
 * zone can be in now, with the weeks the nudges look at, each with its neighbours (an entry of a
 * week can sit in the item next to it: zoned-weeks.ts).
 */
import { describe, expect, it } from 'vitest';
import { currentWeekItems, summaryWeekStarts } from './summary-weeks';

/** Sunday 1 March 2026, 20:30 UTC: Monday 2 March in Kolkata, Sunday in Los Angeles. */
const EDGE = new Date('2026-03-01T20:30:00.000Z');
/** Wednesday 4 March 2026, 12:00 UTC: the week of 2 March in every zone. */
const MIDWEEK = new Date('2026-03-04T12:00:00.000Z');

describe('the items a read takes', () => {
  it("for this week: the week's item and its neighbours, for each week any zone can be in", () => {
    expect(currentWeekItems(MIDWEEK)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    expect(currentWeekItems(EDGE)).toEqual([
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
  });

  it("for the week's facts: 4 weeks back to the next week, with neighbours, at most 8", () => {
    expect(summaryWeekStarts(MIDWEEK)).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
    const edge = summaryWeekStarts(EDGE);
    expect(edge).toHaveLength(8);
    expect(edge[0]).toBe('2026-01-19');
    // The next week of either zone's week, where its 1:1 notes are.
    expect(edge).toContain('2026-03-09');
  });
});
