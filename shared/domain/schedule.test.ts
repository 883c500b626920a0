import { describe, expect, it } from 'vitest';
import {
  HOST_ZONES,
  hostZoneSwitch,
  wallClockText as wallClock,
} from '../../test-support/host-zones';
import type { MeetingDay, MeetingFrequency } from './constants';
import { PERSON_KINDS, type PersonKind } from './person-kind';
import {
  meetingId,
  nextOccurrence,
  occurrencesBetween,
  parseMeetingId,
  zonedWallTimeToUtc,
  type Occurrence,
  type ScheduleSegment,
} from './schedule';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const KOLKATA = 'Asia/Kolkata';
const CAIRO = 'Africa/Cairo';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ULID = '01JQ8ZK3M4N5P6Q7R8S9T0VWXY';

/** A 'YYYY-MM-DD HH:mm' wall reading as a number, to compare and subtract wall times. */
const wallMs = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}:00Z`);

function segment(
  effectiveFrom: string,
  meetingDayOfWeek: MeetingDay,
  meetingTime: string,
  meetingFrequency: MeetingFrequency = 'weekly',
): ScheduleSegment {
  return { effectiveFrom, meetingDayOfWeek, meetingTime, meetingFrequency };
}

function range(from: string, to: string) {
  return { from: new Date(from), to: new Date(to) };
}

/** Local instant in a zone, for readable test inputs. */
function local(localDate: string, time: string, timeZone: string): Date {
  return zonedWallTimeToUtc(localDate, time, timeZone);
}

const dates = (occurrences: Occurrence[]) => occurrences.map((o) => o.localDate);
const instants = (occurrences: Occurrence[]) => occurrences.map((o) => o.scheduledTime);
const walls = (occurrences: Occurrence[], timeZone: string) =>
  occurrences.map((o) => wallClock(o.scheduledTime, timeZone));

/** Runs a test's body under another host zone (process.env.TZ), restored after each test. */
const setHostZone = hostZoneSwitch();

describe('zonedWallTimeToUtc (DST edges)', () => {
  it('converts an ordinary wall time', () => {
    expect(zonedWallTimeToUtc('2026-06-15', '10:00', NY).toISOString()).toBe(
      '2026-06-15T14:00:00.000Z',
    );
    expect(zonedWallTimeToUtc('2026-06-15', '10:00', KOLKATA).toISOString()).toBe(
      '2026-06-15T04:30:00.000Z',
    );
  });

  it('moves a wall time that does not exist on a spring-forward day forward by the gap', () => {
    const ny = zonedWallTimeToUtc('2026-03-08', '02:30', NY);
    expect(ny.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(wallClock(ny, NY)).toBe('2026-03-08 03:30');

    const london = zonedWallTimeToUtc('2026-03-29', '01:30', LONDON);
    expect(london.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClock(london, LONDON)).toBe('2026-03-29 02:30');
  });

  it('takes the earlier instant in the repeated fall-back hour', () => {
    const ny = zonedWallTimeToUtc('2026-11-01', '01:30', NY);
    expect(ny.toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, not 01:30 EST
    expect(wallClock(ny, NY)).toBe('2026-11-01 01:30');

    const london = zonedWallTimeToUtc('2026-10-25', '01:30', LONDON);
    expect(london.toISOString()).toBe('2026-10-25T00:30:00.000Z'); // 01:30 BST, not GMT
    expect(wallClock(london, LONDON)).toBe('2026-10-25 01:30');
  });

  it.each(HOST_ZONES)(
    'resolves gaps and repeats the same way whatever the host zone (TZ=%s)',
    (host) => {
      setHostZone(host);
      expect(zonedWallTimeToUtc('2026-03-08', '02:30', NY).toISOString()).toBe(
        '2026-03-08T07:30:00.000Z',
      );
      expect(zonedWallTimeToUtc('2026-11-01', '01:30', NY).toISOString()).toBe(
        '2026-11-01T05:30:00.000Z',
      );
      expect(zonedWallTimeToUtc('2026-10-25', '01:30', LONDON).toISOString()).toBe(
        '2026-10-25T00:30:00.000Z',
      );
      expect(zonedWallTimeToUtc('2026-10-29', '23:30', CAIRO).toISOString()).toBe(
        '2026-10-29T20:30:00.000Z',
      );
    },
  );

  it('over a whole year, gives the wall time itself, or just past a gap, and never a later repeat', () => {
    const zones = [NY, LONDON, CAIRO, KOLKATA, 'America/Santiago', 'Australia/Lord_Howe'];
    let gaps = 0;
    let repeats = 0;
    for (const zone of zones) {
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += DAY) {
        const localDate = new Date(day).toISOString().slice(0, 10);
        for (const time of ['00:00', '00:30', '01:30', '02:30', '09:00', '23:30']) {
          const target = wallMs(`${localDate} ${time}`);
          const result = zonedWallTimeToUtc(localDate, time, zone).getTime();
          const shift = wallMs(wallClock(result, zone)) - target;
          if (shift === 0) {
            // No earlier instant (30 or 60 minutes before) shows the same wall time.
            const earlierRepeat = [30, 60].some(
              (m) => wallMs(wallClock(result - m * 60_000, zone)) === target,
            );
            expect(earlierRepeat, `${zone} ${localDate} ${time}`).toBe(false);
            if ([30, 60].some((m) => wallMs(wallClock(result + m * 60_000, zone)) === target)) {
              repeats++;
            }
          } else {
            // A gap: the clock jumped from `target - shift` straight to `target + shift`.
            expect([30 * 60_000, 60 * 60_000], `${zone} ${localDate} ${time}`).toContain(shift);
            expect(wallMs(wallClock(result - shift, zone))).toBe(target - shift);
            gaps++;
          }
        }
      }
    }
    expect(gaps).toBeGreaterThan(0);
    expect(repeats).toBeGreaterThan(0);
  });

  it('rejects bad dates, times and zones with a RangeError', () => {
    expect(() => zonedWallTimeToUtc('2026-02-30', '10:00', NY)).toThrow(RangeError);
    expect(() => zonedWallTimeToUtc('2026-06-15', '24:00', NY)).toThrow(RangeError);
    expect(() => zonedWallTimeToUtc('2026-06-15', '10:00', 'Nowhere/City')).toThrow(RangeError);
  });
});

describe('occurrencesBetween: frequencies', () => {
  it('weekly: every week on the meeting day at the wall time', () => {
    const result = occurrencesBetween(
      [segment('2026-01-01T00:00:00Z', 'Monday', '10:00')],
      range('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'),
      NY,
    );
    expect(result).toEqual([
      { localDate: '2026-01-05', scheduledTime: '2026-01-05T15:00:00.000Z' },
      { localDate: '2026-01-12', scheduledTime: '2026-01-12T15:00:00.000Z' },
      { localDate: '2026-01-19', scheduledTime: '2026-01-19T15:00:00.000Z' },
      { localDate: '2026-01-26', scheduledTime: '2026-01-26T15:00:00.000Z' },
    ]);
  });

  it('weekly: includes an occurrence exactly at effectiveFrom and at range.from, excludes one at range.to', () => {
    const schedule = [segment('2026-01-05T15:00:00Z', 'Monday', '10:00')];
    const result = occurrencesBetween(
      schedule,
      range('2026-01-05T15:00:00Z', '2026-01-19T15:00:00Z'),
      NY,
    );
    expect(dates(result)).toEqual(['2026-01-05', '2026-01-12']);
    expect(
      occurrencesBetween(schedule, range('2026-01-05T15:00:00Z', '2026-01-05T15:00:00Z'), NY),
    ).toEqual([]);
  });

  it('biweekly: the week containing effectiveFrom is an "on" week, then every other week', () => {
    // effectiveFrom Monday 2026-01-05 08:00 New York; meeting Thursdays 14:00.
    const result = occurrencesBetween(
      [segment('2026-01-05T13:00:00Z', 'Thursday', '14:00', 'biweekly')],
      range('2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
      NY,
    );
    expect(dates(result)).toEqual(['2026-01-08', '2026-01-22', '2026-02-05', '2026-02-19']);
    expect(walls(result, NY).every((w) => w.endsWith(' 14:00'))).toBe(true);
  });

  it("biweekly: an anchor set mid-week after that week's meeting day skips to two weeks later", () => {
    // effectiveFrom Wednesday 2026-01-07 12:00 New York; Tuesday 2026-01-06 has passed.
    const result = occurrencesBetween(
      [segment('2026-01-07T17:00:00Z', 'Tuesday', '10:00', 'biweekly')],
      range('2026-01-01T00:00:00Z', '2026-02-20T00:00:00Z'),
      NY,
    );
    expect(dates(result)).toEqual(['2026-01-20', '2026-02-03', '2026-02-17']);
  });

  it("biweekly: the anchor week is the week containing effectiveFrom in the user's zone", () => {
    // 2026-01-12T03:00Z is Sunday 2026-01-11 22:00 in New York but Monday 03:00 in UTC.
    const schedule = [segment('2026-01-12T03:00:00Z', 'Monday', '10:00', 'biweekly')];
    const window = range('2026-01-01T00:00:00Z', '2026-02-10T00:00:00Z');
    expect(dates(occurrencesBetween(schedule, window, NY))).toEqual(['2026-01-19', '2026-02-02']);
    expect(dates(occurrencesBetween(schedule, window, 'UTC'))).toEqual([
      '2026-01-12',
      '2026-01-26',
      '2026-02-09',
    ]);
  });

  it('monthly: the first meeting day of each month, including months that start on it', () => {
    const result = occurrencesBetween(
      [segment('2026-08-01T00:00:00Z', 'Tuesday', '09:00', 'monthly')],
      range('2026-08-01T00:00:00Z', '2027-01-01T00:00:00Z'),
      LONDON,
    );
    // 1 Sep and 1 Dec 2026 are Tuesdays; Aug, Oct and Nov start on other days.
    expect(dates(result)).toEqual([
      '2026-08-04',
      '2026-09-01',
      '2026-10-06',
      '2026-11-03',
      '2026-12-01',
    ]);
    expect(walls(result, LONDON).every((w) => w.endsWith(' 09:00'))).toBe(true);
    expect(instants(result)).toEqual([
      '2026-08-04T08:00:00.000Z', // BST
      '2026-09-01T08:00:00.000Z',
      '2026-10-06T08:00:00.000Z',
      '2026-11-03T09:00:00.000Z', // GMT
      '2026-12-01T09:00:00.000Z',
    ]);
  });

  it("monthly: a schedule set after this month's first meeting day starts next month", () => {
    const result = occurrencesBetween(
      [segment('2026-08-05T10:00:00Z', 'Tuesday', '09:00', 'monthly')],
      range('2026-08-01T00:00:00Z', '2026-10-01T00:00:00Z'),
      LONDON,
    );
    expect(dates(result)).toEqual(['2026-09-01']);
  });

  it('quarterly: the first meeting day of January, April, July and October', () => {
    const mondays = occurrencesBetween(
      [segment('2026-01-01T00:00:00Z', 'Monday', '10:00', 'quarterly')],
      range('2026-01-01T00:00:00Z', '2027-02-01T00:00:00Z'),
      NY,
    );
    expect(mondays).toEqual([
      { localDate: '2026-01-05', scheduledTime: '2026-01-05T15:00:00.000Z' },
      { localDate: '2026-04-06', scheduledTime: '2026-04-06T14:00:00.000Z' },
      { localDate: '2026-07-06', scheduledTime: '2026-07-06T14:00:00.000Z' },
      { localDate: '2026-10-05', scheduledTime: '2026-10-05T14:00:00.000Z' },
      { localDate: '2027-01-04', scheduledTime: '2027-01-04T15:00:00.000Z' },
    ]);

    // 2 Jan 2026 and 1 Jan 2027 are Fridays: a quarter that starts on the meeting day.
    const fridays = occurrencesBetween(
      [segment('2026-01-01T00:00:00Z', 'Friday', '16:30', 'quarterly')],
      range('2026-01-01T00:00:00Z', '2027-02-01T00:00:00Z'),
      KOLKATA,
    );
    expect(dates(fridays)).toEqual([
      '2026-01-02',
      '2026-04-03',
      '2026-07-03',
      '2026-10-02',
      '2027-01-01',
    ]);
  });
});

describe('occurrencesBetween: DST and fixed-offset zones', () => {
  const mondays = [segment('2026-01-01T00:00:00Z', 'Monday', '09:00')];

  it('New York, March change (2026-03-08): 09:00 local before and after', () => {
    const result = occurrencesBetween(
      mondays,
      range('2026-02-28T00:00:00Z', '2026-03-17T00:00:00Z'),
      NY,
    );
    expect(instants(result)).toEqual([
      '2026-03-02T14:00:00.000Z', // EST, UTC-5
      '2026-03-09T13:00:00.000Z', // EDT, UTC-4
      '2026-03-16T13:00:00.000Z',
    ]);
    expect(walls(result, NY)).toEqual(['2026-03-02 09:00', '2026-03-09 09:00', '2026-03-16 09:00']);
  });

  it('New York, November change (2026-11-01): 09:00 local before and after', () => {
    const result = occurrencesBetween(
      mondays,
      range('2026-10-24T00:00:00Z', '2026-11-04T00:00:00Z'),
      NY,
    );
    expect(instants(result)).toEqual(['2026-10-26T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
    expect(walls(result, NY)).toEqual(['2026-10-26 09:00', '2026-11-02 09:00']);
  });

  it('London, March change (2026-03-29): 09:00 local before and after', () => {
    const result = occurrencesBetween(
      mondays,
      range('2026-03-21T00:00:00Z', '2026-04-01T00:00:00Z'),
      LONDON,
    );
    expect(instants(result)).toEqual(['2026-03-23T09:00:00.000Z', '2026-03-30T08:00:00.000Z']);
    expect(walls(result, LONDON)).toEqual(['2026-03-23 09:00', '2026-03-30 09:00']);
  });

  it('London, October change (2026-10-25): 09:00 local before and after', () => {
    const result = occurrencesBetween(
      mondays,
      range('2026-10-17T00:00:00Z', '2026-10-28T00:00:00Z'),
      LONDON,
    );
    expect(instants(result)).toEqual(['2026-10-19T08:00:00.000Z', '2026-10-26T09:00:00.000Z']);
    expect(walls(result, LONDON)).toEqual(['2026-10-19 09:00', '2026-10-26 09:00']);
  });

  it('Kolkata (no DST): the same UTC instant all year', () => {
    const result = occurrencesBetween(
      mondays,
      range('2026-02-28T00:00:00Z', '2026-11-04T00:00:00Z'),
      KOLKATA,
    );
    expect(result.length).toBe(36); // Mondays 2026-03-02 .. 2026-11-02
    expect(result.every((o) => o.scheduledTime.endsWith('T03:30:00.000Z'))).toBe(true);
    expect(walls(result, KOLKATA).every((w) => w.endsWith(' 09:00'))).toBe(true);
    expect(result.every((o) => wallClock(o.scheduledTime, KOLKATA).startsWith(o.localDate))).toBe(
      true,
    );
  });

  it.each(HOST_ZONES)(
    'a weekday spring-forward gap (Cairo, Friday 2026-04-24 00:00→01:00) moves the 1:1 forward by the gap (TZ=%s)',
    (host) => {
      setHostZone(host);
      const result = occurrencesBetween(
        [segment('2026-01-01T00:00:00Z', 'Friday', '00:30')],
        range('2026-04-15T00:00:00Z', '2026-05-02T00:00:00Z'),
        CAIRO,
      );
      expect(result).toEqual([
        { localDate: '2026-04-17', scheduledTime: '2026-04-16T22:30:00.000Z' },
        { localDate: '2026-04-24', scheduledTime: '2026-04-23T22:30:00.000Z' },
        { localDate: '2026-05-01', scheduledTime: '2026-04-30T21:30:00.000Z' },
      ]);
      expect(walls(result, CAIRO)).toEqual([
        '2026-04-17 00:30',
        '2026-04-24 01:30',
        '2026-05-01 00:30',
      ]);
    },
  );

  it.each(HOST_ZONES)(
    'a weekday fall-back repeat (Cairo, Thursday 2026-10-29 23:30) takes the earlier instant (TZ=%s)',
    (host) => {
      setHostZone(host);
      const result = occurrencesBetween(
        [segment('2026-01-01T00:00:00Z', 'Thursday', '23:30')],
        range('2026-10-20T00:00:00Z', '2026-11-07T00:00:00Z'),
        CAIRO,
      );
      expect(result).toEqual([
        { localDate: '2026-10-22', scheduledTime: '2026-10-22T20:30:00.000Z' }, // EEST, UTC+3
        { localDate: '2026-10-29', scheduledTime: '2026-10-29T20:30:00.000Z' }, // first 23:30
        { localDate: '2026-11-05', scheduledTime: '2026-11-05T21:30:00.000Z' }, // EET, UTC+2
      ]);
      expect(walls(result, CAIRO).every((w) => w.endsWith(' 23:30'))).toBe(true);
    },
  );

  it.each(HOST_ZONES)(
    'gives the same New York and London instants whatever the host zone (TZ=%s)',
    (host) => {
      setHostZone(host);
      expect(
        instants(
          occurrencesBetween(
            mondays,
            range('2026-10-17T00:00:00Z', '2026-11-04T00:00:00Z'),
            LONDON,
          ),
        ),
      ).toEqual([
        '2026-10-19T08:00:00.000Z',
        '2026-10-26T09:00:00.000Z',
        '2026-11-02T09:00:00.000Z',
      ]);
      expect(
        instants(
          occurrencesBetween(mondays, range('2026-02-28T00:00:00Z', '2026-03-10T00:00:00Z'), NY),
        ),
      ).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z']);
    },
  );
});

describe('occurrencesBetween: schedule segments', () => {
  const original = segment('2026-01-01T00:00:00Z', 'Monday', '10:00');
  // Changed on Wednesday 2026-01-21 12:00 New York to Thursdays 15:00.
  const changed = segment('2026-01-21T17:00:00Z', 'Thursday', '15:00');

  it('a schedule change moves future 1:1s and keeps past ones', () => {
    const window = range('2026-01-01T00:00:00Z', '2026-02-10T00:00:00Z');
    const before = occurrencesBetween([original], window, NY);
    const after = occurrencesBetween([original, changed], window, NY);
    expect(after).toEqual([
      { localDate: '2026-01-05', scheduledTime: '2026-01-05T15:00:00.000Z' },
      { localDate: '2026-01-12', scheduledTime: '2026-01-12T15:00:00.000Z' },
      { localDate: '2026-01-19', scheduledTime: '2026-01-19T15:00:00.000Z' },
      { localDate: '2026-01-22', scheduledTime: '2026-01-22T20:00:00.000Z' },
      { localDate: '2026-01-29', scheduledTime: '2026-01-29T20:00:00.000Z' },
      { localDate: '2026-02-05', scheduledTime: '2026-02-05T20:00:00.000Z' },
    ]);
    // Everything before the change is exactly what the old schedule produced.
    expect(after.filter((o) => o.scheduledTime < changed.effectiveFrom)).toEqual(
      before.filter((o) => o.scheduledTime < changed.effectiveFrom),
    );
  });

  it('sorts segments defensively', () => {
    const window = range('2026-01-01T00:00:00Z', '2026-02-10T00:00:00Z');
    expect(occurrencesBetween([changed, original], window, NY)).toEqual(
      occurrencesBetween([original, changed], window, NY),
    );
  });

  it('yields nothing before the first segment', () => {
    expect(
      occurrencesBetween(
        [segment('2026-03-01T00:00:00Z', 'Monday', '10:00')],
        range('2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
        NY,
      ),
    ).toEqual([]);
    expect(
      occurrencesBetween([], range('2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'), NY),
    ).toEqual([]);
  });

  it('keeps one 1:1 per local day: the earlier segment wins a same-day clash', () => {
    // Tuesdays 10:00; on Tuesday 2026-01-13 at 12:00 (after that day's 1:1) moved to Tuesdays 16:00.
    const schedule = [
      segment('2026-01-01T00:00:00Z', 'Tuesday', '10:00'),
      segment(local('2026-01-13', '12:00', NY).toISOString(), 'Tuesday', '16:00'),
    ];
    const result = occurrencesBetween(
      schedule,
      range('2026-01-12T00:00:00Z', '2026-01-28T00:00:00Z'),
      NY,
    );
    expect(dates(result)).toEqual(['2026-01-13', '2026-01-20', '2026-01-27']);
    expect(walls(result, NY)).toEqual(['2026-01-13 10:00', '2026-01-20 16:00', '2026-01-27 16:00']);

    // A range that starts after the 10:00 1:1 still does not offer a second one that day.
    const later = occurrencesBetween(
      schedule,
      { from: local('2026-01-13', '13:00', NY), to: new Date('2026-01-28T00:00:00Z') },
      NY,
    );
    expect(dates(later)).toEqual(['2026-01-20', '2026-01-27']);
  });

  it("a change made on the meeting day before that day's 1:1 moves it", () => {
    const schedule = [
      segment('2026-01-01T00:00:00Z', 'Tuesday', '10:00'),
      segment(local('2026-01-13', '08:00', NY).toISOString(), 'Tuesday', '16:00'),
    ];
    const result = occurrencesBetween(
      schedule,
      range('2026-01-05T00:00:00Z', '2026-01-20T00:00:00Z'),
      NY,
    );
    expect(walls(result, NY)).toEqual(['2026-01-06 10:00', '2026-01-13 16:00']);
  });

  it('each biweekly segment is anchored on its own effectiveFrom week', () => {
    const schedule = [
      segment('2026-01-05T12:00:00Z', 'Monday', '10:00', 'biweekly'), // on: Jan 5, 19
      segment('2026-01-27T12:00:00Z', 'Wednesday', '10:00', 'biweekly'), // on: Jan 28, Feb 11
    ];
    const result = occurrencesBetween(
      schedule,
      range('2026-01-01T00:00:00Z', '2026-02-20T00:00:00Z'),
      NY,
    );
    expect(dates(result)).toEqual(['2026-01-05', '2026-01-19', '2026-01-28', '2026-02-11']);
  });
});

describe('occurrencesBetween: endsAt', () => {
  const schedule = [segment('2026-01-01T00:00:00Z', 'Monday', '10:00')];
  const window = range('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z');

  it('yields nothing at or after endsAt', () => {
    expect(
      dates(occurrencesBetween(schedule, window, NY, { endsAt: new Date('2026-01-14T12:00:00Z') })),
    ).toEqual(['2026-01-05', '2026-01-12']);
    // An occurrence exactly at endsAt is excluded.
    expect(
      dates(occurrencesBetween(schedule, window, NY, { endsAt: new Date('2026-01-19T15:00:00Z') })),
    ).toEqual(['2026-01-05', '2026-01-12']);
  });

  it('a null or absent endsAt means no end', () => {
    expect(occurrencesBetween(schedule, window, NY, { endsAt: null })).toHaveLength(4);
    expect(occurrencesBetween(schedule, window, NY, {})).toHaveLength(4);
  });
});

describe('nextOccurrence', () => {
  const schedule = [segment('2026-01-01T00:00:00Z', 'Monday', '10:00')];

  it('returns the first 1:1 strictly after the instant', () => {
    expect(nextOccurrence(schedule, new Date('2026-01-05T14:59:00Z'), NY)).toEqual({
      localDate: '2026-01-05',
      scheduledTime: '2026-01-05T15:00:00.000Z',
    });
    expect(nextOccurrence(schedule, new Date('2026-01-05T15:00:00Z'), NY)).toEqual({
      localDate: '2026-01-12',
      scheduledTime: '2026-01-12T15:00:00.000Z',
    });
  });

  it('starts at the first segment when asked before it', () => {
    expect(nextOccurrence(schedule, new Date('2025-06-01T00:00:00Z'), NY)?.localDate).toBe(
      '2026-01-05',
    );
  });

  it('finds a quarterly 1:1 months ahead', () => {
    const quarterly = [segment('2026-01-01T00:00:00Z', 'Monday', '10:00', 'quarterly')];
    expect(nextOccurrence(quarterly, new Date('2026-01-06T00:00:00Z'), NY)).toEqual({
      localDate: '2026-04-06',
      scheduledTime: '2026-04-06T14:00:00.000Z',
    });
  });

  it('follows a future schedule change', () => {
    const changed = [
      ...schedule,
      segment('2026-01-06T00:00:00Z', 'Friday', '11:00', 'monthly'), // first Friday: 2026-02-06
    ];
    expect(nextOccurrence(changed, new Date('2026-01-05T16:00:00Z'), NY)).toEqual({
      localDate: '2026-02-06',
      scheduledTime: '2026-02-06T16:00:00.000Z',
    });
  });

  it('returns null after endsAt, for no segments, and beyond the ~400-day horizon', () => {
    expect(
      nextOccurrence(schedule, new Date('2026-03-01T00:00:00Z'), NY, {
        endsAt: new Date('2026-02-01T00:00:00Z'),
      }),
    ).toBeNull();
    expect(
      nextOccurrence(schedule, new Date('2026-01-20T00:00:00Z'), NY, {
        endsAt: new Date('2026-01-26T15:00:00Z'),
      }),
    ).toBeNull();
    expect(nextOccurrence([], new Date('2026-01-01T00:00:00Z'), NY)).toBeNull();
    expect(
      nextOccurrence(
        [segment('2028-01-01T00:00:00Z', 'Monday', '10:00')],
        new Date('2026-01-01T00:00:00Z'),
        NY,
      ),
    ).toBeNull();
  });

  it('agrees with occurrencesBetween for every hour across a DST change', () => {
    const mixed = [
      segment('2026-02-01T00:00:00Z', 'Wednesday', '09:30', 'biweekly'),
      segment('2026-03-04T15:00:00Z', 'Monday', '08:00'),
    ];
    for (
      let t = Date.parse('2026-02-20T00:00:00Z');
      t < Date.parse('2026-03-20T00:00:00Z');
      t += HOUR
    ) {
      const after = new Date(t);
      const [expected] = occurrencesBetween(
        mixed,
        { from: new Date(t + 1), to: new Date(t + 40 * DAY) },
        NY,
      );
      expect(nextOccurrence(mixed, after, NY)).toEqual(expected);
    }
  });

  it('finds the next 1:1 under the latest period of a long schedule history', () => {
    const history = Array.from({ length: 200 }, (_, i) =>
      segment(
        new Date(Date.UTC(2010, 0, 1) + i * 20 * DAY).toISOString(),
        'Tuesday',
        '11:00',
        'biweekly',
      ),
    );
    let found = 0;
    for (let day = 0; day < 100; day++) {
      const next = nextOccurrence(history, new Date(Date.UTC(2026, 0, 1) + day * DAY), NY);
      if (next && new Date(next.scheduledTime).getUTCDay() === 2) found++;
    }
    expect(found).toBe(100);
  });
});

describe('meetingId / parseMeetingId', () => {
  it('builds a stable id from kind, person id and local date', () => {
    expect(meetingId('directReport', ULID, '2026-03-09')).toBe(`dr-${ULID}-20260309`);
    expect(meetingId('boss', ULID, '2026-12-31')).toBe(`boss-${ULID}-20261231`);
    expect(meetingId('directReport', ULID, '2026-03-09')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('round-trips', () => {
    for (const kind of PERSON_KINDS) {
      for (const localDate of ['2026-01-01', '2028-02-29', '2026-12-31']) {
        expect(parseMeetingId(meetingId(kind, ULID, localDate))).toEqual({
          kind,
          personId: ULID,
          localDate,
        });
      }
    }
  });

  it('round-trips every occurrence of a schedule', () => {
    const occurrences = occurrencesBetween(
      [segment('2026-01-01T00:00:00Z', 'Friday', '17:00')],
      range('2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z'),
      KOLKATA,
    );
    expect(occurrences.length).toBeGreaterThan(10);
    for (const { localDate } of occurrences) {
      expect(parseMeetingId(meetingId('boss', ULID, localDate))?.localDate).toBe(localDate);
    }
  });

  it.each([
    '',
    'dr',
    `dr-${ULID}`,
    `${ULID}-20260309`,
    `x-${ULID}-20260309`,
    `DR-${ULID}-20260309`,
    `dr--20260309`,
    `dr-AB-CD-20260309`,
    `dr-${ULID}-2026039`,
    `dr-${ULID}-202603090`,
    `dr-${ULID}-2026-03-09`,
    `dr-${ULID}-20260309-`,
    ` dr-${ULID}-20260309`,
    `dr-${ULID}-20260230`,
    `dr-${ULID}-20260229`,
    `dr-${ULID}-20261301`,
    `dr-${ULID}-20260000`,
    `dr-${ULID}-00000101`,
    `dr-AB CD-20260309`,
  ])('rejects malformed id %j', (id) => {
    expect(parseMeetingId(id)).toBeNull();
  });

  it('meetingId rejects bad parts with a RangeError', () => {
    expect(() => meetingId('directReport', 'has-dash', '2026-03-09')).toThrow(RangeError);
    expect(() => meetingId('directReport', '', '2026-03-09')).toThrow(RangeError);
    expect(() => meetingId('directReport', ULID, '2026-02-30')).toThrow(RangeError);
    expect(() => meetingId('directReport', ULID, '20260309')).toThrow(RangeError);
    expect(() => meetingId('peer' as PersonKind, ULID, '2026-03-09')).toThrow(RangeError);
  });
});

describe('input validation', () => {
  const window = range('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z');

  it('rejects an unknown zone', () => {
    const schedule = [segment('2026-01-01T00:00:00Z', 'Monday', '10:00')];
    expect(() => occurrencesBetween(schedule, window, 'Europe/Atlantis')).toThrow(RangeError);
    expect(() => nextOccurrence(schedule, new Date(), '')).toThrow(/Invalid time zone/);
  });

  it.each(['25:00', '24:00', '9:00', '10:60', '10:00:00', '', 'noon'])(
    'rejects meeting time %j',
    (time) => {
      const schedule = [segment('2026-01-01T00:00:00Z', 'Monday', time)];
      expect(() => occurrencesBetween(schedule, window, NY)).toThrow(RangeError);
      expect(() => occurrencesBetween(schedule, window, NY)).toThrow(/meeting time/);
    },
  );

  it('accepts the edges of the day', () => {
    const result = occurrencesBetween(
      [
        segment('2026-01-01T00:00:00Z', 'Monday', '00:00'),
        segment('2026-01-10T00:00:00Z', 'Monday', '23:59'),
      ],
      window,
      NY,
    );
    expect(walls(result, NY)).toEqual([
      '2026-01-05 00:00',
      '2026-01-12 23:59',
      '2026-01-19 23:59',
      '2026-01-26 23:59',
    ]);
  });

  it('rejects an unknown day, frequency or effectiveFrom', () => {
    expect(() =>
      occurrencesBetween(
        [segment('2026-01-01T00:00:00Z', 'Saturday' as MeetingDay, '10:00')],
        window,
        NY,
      ),
    ).toThrow(RangeError);
    expect(() =>
      occurrencesBetween(
        [segment('2026-01-01T00:00:00Z', 'Monday', '10:00', 'daily' as MeetingFrequency)],
        window,
        NY,
      ),
    ).toThrow(RangeError);
    expect(() => occurrencesBetween([segment('yesterday', 'Monday', '10:00')], window, NY)).toThrow(
      RangeError,
    );
  });
});
