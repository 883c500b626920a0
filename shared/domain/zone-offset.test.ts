/**
 * The memoised zone math (zone-offset.ts, calendar-day.ts, and week.ts over them) against the
 * uncached reference, @date-fns/tz's TZDate and tzOffset, in every zone offered in Preferences,
 * over a year of instants at 30-minute steps — both DST changes included — and under other host
 * zones (docs/performance.md#the-hot-path).
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { describe, expect, it, vi } from 'vitest';
import { HOST_ZONES, hostZoneSwitch } from '../../test-support/host-zones';
import { TIME_ZONES } from './constants';
import { isValidTimeZone } from './time-zone';
import { localDateIn, weekRange, weekStartOf } from './week';
import { MAX_HOURS_PER_ZONE, memoisedHourCount, zoneOffsetMinutes } from './zone-offset';

const HALF_HOUR = 1_800_000;
const YEAR_START = Date.UTC(2026, 0, 1);
const YEAR_END = Date.UTC(2027, 0, 1);

const setHostZone = hostZoneSwitch();

/** The reference: an instant's local date and Monday through a fresh TZDate, no memo. */
function reference(instantMs: number, timeZone: string) {
  const local = new TZDate(instantMs, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const monday = new TZDate(instantMs, timeZone);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return {
    localDate: date(local),
    monday: date(monday),
    offset: tzOffset(timeZone, new Date(instantMs)),
  };
}

/** Every instant of 2026 at `step` ms whose memoised answers differ from the reference. */
function mismatches(timeZone: string, step: number): string[] {
  const wrong: string[] = [];
  for (let ms = YEAR_START; ms < YEAR_END; ms += step) {
    const expected = reference(ms, timeZone);
    const actual = {
      localDate: localDateIn(new Date(ms), timeZone),
      monday: weekStartOf(new Date(ms), timeZone),
      offset: zoneOffsetMinutes(timeZone, ms),
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      wrong.push(`${new Date(ms).toISOString()} ${JSON.stringify(actual)}`);
    }
  }
  return wrong;
}

describe('UTC, the fallback zone of a user without one', () => {
  it('is answered without Intl: the week of a UTC user builds no DateTimeFormat (docs/performance.md#cold-starts)', () => {
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const now = new Date(Date.UTC(2026, 2, 29, 23, 30));
      expect(zoneOffsetMinutes('UTC', now.getTime())).toBe(0);
      expect(isValidTimeZone('UTC')).toBe(true);
      expect(localDateIn(now, 'UTC')).toBe('2026-03-29');
      expect(weekStartOf(now, 'UTC')).toBe('2026-03-23');
      expect(weekRange(now, 'UTC').start.toISOString()).toBe('2026-03-23T00:00:00.000Z');
      expect(formatters).not.toHaveBeenCalled();
    } finally {
      formatters.mockRestore();
    }
  });
});

describe('memoised zone math agrees with TZDate/tzOffset', () => {
  it.each(TIME_ZONES)('%s: every 30 minutes of 2026 (its DST changes included)', (timeZone) => {
    expect(mismatches(timeZone, HALF_HOUR)).toEqual([]);
  });

  it.each(HOST_ZONES)('does not depend on the host zone (TZ=%s)', (hostZone) => {
    setHostZone(hostZone);
    // Every 30 minutes around the US and EU changes, and every 7.5 hours through the year.
    for (const timeZone of ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'UTC']) {
      expect(mismatches(timeZone, 27_000_000)).toEqual([]);
    }
    const changes: [number, number][] = [
      [Date.UTC(2026, 2, 7), Date.UTC(2026, 2, 31)],
      [Date.UTC(2026, 9, 24), Date.UTC(2026, 10, 3)],
    ];
    for (const [from, to] of changes) {
      for (let ms = from; ms < to; ms += HALF_HOUR) {
        for (const timeZone of ['America/New_York', 'Europe/Berlin']) {
          expect(localDateIn(new Date(ms), timeZone)).toBe(reference(ms, timeZone).localDate);
        }
      }
    }
  });
});

describe('zoneOffsetMinutes', () => {
  it('answers NaN for an unknown zone or an invalid instant, and localDateIn throws a RangeError', () => {
    expect(zoneOffsetMinutes('Mars/Olympus', 0)).toBeNaN();
    expect(zoneOffsetMinutes('Europe/London', NaN)).toBeNaN();
    expect(memoisedHourCount('Mars/Olympus')).toBe(0);
    expect(() => localDateIn(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localDateIn(new Date(NaN), 'Europe/London')).toThrow(RangeError);
  });

  it('keeps at most MAX_HOURS_PER_ZONE hours per zone and still answers right past the bound', () => {
    const zone = 'America/Denver';
    const hours = MAX_HOURS_PER_ZONE + 500;
    for (let hour = 0; hour < hours; hour += 1)
      zoneOffsetMinutes(zone, YEAR_START + hour * 3_600_000);
    expect(memoisedHourCount(zone)).toBe(MAX_HOURS_PER_ZONE);
    const first = YEAR_START + 1_000;
    expect(zoneOffsetMinutes(zone, first)).toBe(tzOffset(zone, new Date(first)));
  });
});
