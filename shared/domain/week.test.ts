/**
 * The week rules (week.ts): a week's id is its Monday in the user's zone, its range runs from
 * Monday 00:00 to the next Monday 00:00 in that zone (167 or 169 hours across a DST change), and
 * none of it depends on the host's zone.
 */
import { describe, expect, it } from 'vitest';
import {
  HOST_ZONES,
  hostZoneSwitch,
  wallClockText as wallClock,
} from '../../test-support/host-zones';
import { zonedWallTimeToUtc } from './schedule';
import {
  candidateWeekStarts,
  isMonday,
  localDateIn,
  mondayOf,
  shiftWeek,
  weekRange,
  weekStartOf,
} from './week';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const KOLKATA = 'Asia/Kolkata';
const HOUR = 3_600_000;

/** Local instant in a zone, for readable test inputs. */
function local(localDate: string, time: string, timeZone: string): Date {
  return zonedWallTimeToUtc(localDate, time, timeZone);
}

/** Runs a test's body under another host zone (process.env.TZ), restored after each test. */
const setHostZone = hostZoneSwitch();

describe('mondayOf and isMonday', () => {
  it('finds the Monday of a local date, across a month and a year', () => {
    expect(mondayOf('2026-01-07')).toBe('2026-01-05');
    expect(mondayOf('2026-01-05')).toBe('2026-01-05');
    expect(mondayOf('2026-01-04')).toBe('2025-12-29');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });

  it('rejects a malformed or impossible date with a RangeError naming it', () => {
    expect(() => mondayOf('2026-02-30')).toThrow(/2026-02-30/);
    expect(() => mondayOf('2026-1-7')).toThrow(RangeError);
  });

  it('tells a real Monday from any other date', () => {
    expect(isMonday('2026-01-05')).toBe(true);
    expect(isMonday('2026-01-06')).toBe(false);
    expect(isMonday('2026-02-30')).toBe(false);
    expect(isMonday('Monday')).toBe(false);
  });
});

describe('local dates and week ids in a zone', () => {
  it('reads the local date and the week of an instant in the user zone', () => {
    // Sunday 23:30 UTC is already Monday in Tokyo.
    const instant = new Date('2026-01-11T23:30:00Z');
    expect(localDateIn(instant, 'UTC')).toBe('2026-01-11');
    expect(localDateIn(instant, 'Asia/Tokyo')).toBe('2026-01-12');
    expect(weekStartOf(instant, 'UTC')).toBe('2026-01-05');
    expect(weekStartOf(instant, 'Asia/Tokyo')).toBe('2026-01-12');
  });

  it('keeps the local date across a DST change: New York fall-back night, whatever the host zone', () => {
    for (const host of HOST_ZONES) {
      setHostZone(host);
      // 01:30 EDT and 01:30 EST are both 1 November; 23:30 EST is still Sunday 1 November.
      expect(localDateIn(new Date('2026-11-01T05:30:00Z'), NY)).toBe('2026-11-01');
      expect(localDateIn(new Date('2026-11-01T06:30:00Z'), NY)).toBe('2026-11-01');
      expect(localDateIn(new Date('2026-11-02T04:30:00Z'), NY)).toBe('2026-11-01');
      expect(weekStartOf(new Date('2026-11-02T04:30:00Z'), NY)).toBe('2026-10-26');
      expect(weekStartOf(new Date('2026-11-02T05:00:00Z'), NY)).toBe('2026-11-02');
    }
  });

  it('rejects an unknown zone with a RangeError naming it', () => {
    expect(() => localDateIn(new Date(), 'Mars/Olympus')).toThrow(/Mars\/Olympus/);
  });

  it('steps week ids by calendar weeks, over a DST change and a year end', () => {
    expect(shiftWeek('2026-10-26', 1)).toBe('2026-11-02');
    expect(shiftWeek('2026-03-02', 1)).toBe('2026-03-09');
    expect(shiftWeek('2026-01-05', -1)).toBe('2025-12-29');
    expect(shiftWeek('2026-01-05', -4)).toBe('2025-12-08');
    expect(() => shiftWeek('next week', 1)).toThrow(RangeError);
  });

  it('lists the Mondays any zone may be in at an instant', () => {
    // Sunday 12:00 UTC: Sunday or Monday somewhere, so both weeks.
    expect(candidateWeekStarts(new Date('2026-01-11T12:00:00Z'))).toEqual([
      '2026-01-05',
      '2026-01-12',
    ]);
    // Wednesday: Tuesday to Thursday anywhere, one week.
    expect(candidateWeekStarts(new Date('2026-01-07T12:00:00Z'))).toEqual(['2026-01-05']);
  });
});

describe('weekRange', () => {
  it.each([
    'America/New_York',
    'America/Los_Angeles',
    'Europe/London',
    'Asia/Kolkata',
    'Asia/Tokyo',
  ])('Sunday 23:59 belongs to the week before, Monday 00:00 starts the next (%s)', (zone) => {
    const sunday = local('2026-06-14', '23:59', zone);
    const monday = local('2026-06-15', '00:00', zone);
    expect(monday.getTime() - sunday.getTime()).toBe(60_000);

    const before = weekRange(sunday, zone);
    expect(wallClock(before.start, zone)).toBe('2026-06-08 00:00');
    expect(before.end.toISOString()).toBe(monday.toISOString());

    const after = weekRange(monday, zone);
    expect(after.start.toISOString()).toBe(monday.toISOString());
    expect(wallClock(after.end, zone)).toBe('2026-06-22 00:00');
    expect(after.end.getTime() - after.start.getTime()).toBe(168 * HOUR);
  });

  it('uses the user zone: one instant is Sunday in New York and Monday in Kolkata', () => {
    const instant = new Date('2026-06-15T03:00:00Z'); // Sun 23:00 New York, Mon 08:30 Kolkata
    expect(weekRange(instant, NY).start.toISOString()).toBe('2026-06-08T04:00:00.000Z');
    expect(weekRange(instant, KOLKATA).start.toISOString()).toBe('2026-06-14T18:30:00.000Z');
    expect(weekRange(instant, KOLKATA).end.toISOString()).toBe('2026-06-21T18:30:00.000Z');
  });

  it('is 167 hours long in a spring-forward week and 169 in a fall-back week', () => {
    const nySpring = weekRange(new Date('2026-03-05T12:00:00Z'), NY);
    expect(nySpring.start.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(nySpring.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(nySpring.end.getTime() - nySpring.start.getTime()).toBe(167 * HOUR);

    const nyFall = weekRange(new Date('2026-10-28T12:00:00Z'), NY);
    expect(nyFall.start.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(nyFall.end.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(nyFall.end.getTime() - nyFall.start.getTime()).toBe(169 * HOUR);

    const londonSpring = weekRange(new Date('2026-03-25T12:00:00Z'), LONDON);
    expect(londonSpring.start.toISOString()).toBe('2026-03-23T00:00:00.000Z');
    expect(londonSpring.end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(wallClock(londonSpring.end, LONDON)).toBe('2026-03-30 00:00');

    const londonFall = weekRange(new Date('2026-10-21T12:00:00Z'), LONDON);
    expect(londonFall.start.toISOString()).toBe('2026-10-18T23:00:00.000Z');
    expect(londonFall.end.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(londonFall.end.getTime() - londonFall.start.getTime()).toBe(169 * HOUR);
  });

  it('includes the last minute of Sunday on the DST change day itself', () => {
    const lastMinute = local('2026-11-01', '23:59', NY);
    expect(weekRange(lastMinute, NY).start.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(weekRange(new Date('2026-11-02T05:00:00Z'), NY).start.toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it.each(HOST_ZONES)('does not depend on the host zone (TZ=%s)', (host) => {
    setHostZone(host);
    const week = weekRange(new Date('2026-10-28T12:00:00Z'), NY);
    expect(week.start.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('rejects an unknown zone with a RangeError', () => {
    expect(() => weekRange(new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => weekRange(new Date(), 'Mars/Olympus')).toThrow(/Mars\/Olympus/);
  });
});
