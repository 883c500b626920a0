/**
 * weeksBefore (week-facts.ts): calendar weeks back in the user's zone, as date-fns' subWeeks over a
 * TZDate counts them — across a DST change too — and in UTC, the fallback zone, without Intl
 * (docs/performance.md#cold-starts).
 */
import { TZDate } from '@date-fns/tz';
import { subWeeks } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { buildWeekFacts, weeksBefore } from './week-facts';

function factsAt(now: Date, timeZone: string) {
  return buildWeekFacts({
    now,
    timeZone,
    people: { bosses: [], directReports: [] },
    summaries: new Map(),
  });
}

describe('weeksBefore', () => {
  // First in the file: no formatter for UTC is cached yet by an earlier test.
  it('counts UTC weeks without building a DateTimeFormat', () => {
    const facts = factsAt(new Date('2026-03-10T03:15:00.000Z'), 'UTC');
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(weeksBefore(facts, 2).toISOString()).toBe('2026-02-24T03:15:00.000Z');
      expect(formatters).not.toHaveBeenCalled();
    } finally {
      formatters.mockRestore();
    }
  });

  it('keeps the wall-clock time across a DST change (Europe/London, two weeks before 2 April)', () => {
    const now = new Date('2026-04-02T09:00:00.000Z'); // 10:00 BST
    expect(weeksBefore(factsAt(now, 'Europe/London'), 2).toISOString()).toBe(
      '2026-03-19T10:00:00.000Z', // 10:00 GMT
    );
  });

  it.each(['UTC', 'America/New_York', 'Asia/Kolkata'])(
    'agrees with subWeeks over a TZDate in %s',
    (timeZone) => {
      for (const iso of ['2026-03-10T03:15:00.000Z', '2026-11-03T12:00:00.000Z']) {
        const now = new Date(iso);
        const expected = new Date(subWeeks(new TZDate(now.getTime(), timeZone), 4).getTime());
        expect(weeksBefore(factsAt(now, timeZone), 4).toISOString()).toBe(expected.toISOString());
      }
    },
  );
});
