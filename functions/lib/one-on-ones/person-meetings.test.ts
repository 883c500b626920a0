import { describe, expect, it } from 'vitest';
import { wallClockText } from '../../../test-support/host-zones';
import { wallClock as zonedWallClock } from '../../../test-support/zoned-week';
import type { Meeting } from '../../../shared/contract';
import type { StoredPerson, StoredScheduleSegment } from '../people/person-fields';
import {
  meetingsBetween,
  meetingsOfPeople,
  nextMeeting,
  personMeetings,
  type TrackedPerson,
} from './person-meetings';

const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const ID = '01JQ8ZK3M4N5P6Q7R8S9T0VWXY';
const BOSS_ID = '01JQ8ZK3M4N5P6Q7R8S9T0BOSS';

/** Wednesday 8 January 2025, 10:00 in New York (EST, UTC-5). */
const ADDED = '2025-01-08T15:00:00.000Z';

const monday10: Omit<StoredScheduleSegment, 'effectiveFrom'> = {
  meetingDayOfWeek: 'Monday',
  meetingTime: '10:00',
  meetingFrequency: 'weekly',
};

function person(overrides: Partial<StoredPerson> = {}): StoredPerson {
  return {
    userId: 'user_1',
    firstName: 'Ann',
    lastName: 'Lee',
    name: 'Ann Lee',
    role: 'Engineer',
    email: 'ann@example.com',
    meetingDayOfWeek: 'Monday',
    meetingTime: '10:00',
    meetingFrequency: 'weekly',
    source: 'manual',
    status: 'active',
    scheduleSegments: [{ effectiveFrom: ADDED, ...monday10 }],
    createdAt: ADDED,
    updatedAt: ADDED,
    ...overrides,
  };
}

const dr = (stored: StoredPerson): TrackedPerson => ({
  kind: 'directReport',
  id: ID,
  person: stored,
});

const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

/** A wide range around the fixtures (December 2024 to March 2025). */
const WIDE = range('2024-12-01T00:00:00Z', '2025-03-31T00:00:00Z');
/** A "now" long after every fixture, so that statuses do not matter. */
const LATER = new Date('2026-01-01T00:00:00Z');

const times = (meetings: readonly Meeting[]) => meetings.map((meeting) => meeting.scheduledTime);

/** Wall clock 'YYYY-MM-DD HH:mm weekday' of an instant in a zone, read apart from the module. */
function wallClock(instant: string, timeZone: string): string {
  return `${wallClockText(instant, timeZone)} ${zonedWallClock(instant, timeZone).day}`;
}

describe('meetingsBetween: the first schedule', () => {
  it('starts on the local day the person was added: none earlier that week, nor before it', () => {
    const meetings = meetingsBetween(dr(person()), WIDE, NY, LATER);
    // Added on Wednesday 8 January: Monday 6 January was before the app knew them; Monday 13
    // January is the first 1:1.
    expect(times(meetings).slice(0, 4)).toEqual([
      '2025-01-13T15:00:00.000Z',
      '2025-01-20T15:00:00.000Z',
      '2025-01-27T15:00:00.000Z',
      '2025-02-03T15:00:00.000Z',
    ]);
    for (const meeting of meetings) {
      expect(wallClock(meeting.scheduledTime, NY)).toMatch(/ 10:00 Monday$/);
    }
  });

  it('counts a 1:1 earlier on the day the person was added', () => {
    // Added on Monday 13 January at 15:00 in New York, after that day's 10:00 1:1.
    const addedAfter = '2025-01-13T20:00:00.000Z';
    const stored = person({
      createdAt: addedAfter,
      scheduleSegments: [{ effectiveFrom: addedAfter, ...monday10 }],
    });
    const meetings = meetingsBetween(dr(stored), WIDE, NY, new Date(addedAfter));
    expect(meetings.slice(0, 2).map((meeting) => [meeting.scheduledTime, meeting.status])).toEqual([
      ['2025-01-13T15:00:00.000Z', 'completed'],
      ['2025-01-20T15:00:00.000Z', 'scheduled'],
    ]);
  });

  it('takes the day the person was added in the user zone, not in UTC', () => {
    // Sunday 12 January 23:30 in New York is already Monday 04:30 UTC: the day is the Sunday, so
    // Monday's 10:00 1:1 counts; in Kolkata it is Monday 10:00, after a 09:00 1:1 that also counts.
    const added = '2025-01-13T04:30:00.000Z';
    const stored = (time: string) =>
      person({
        createdAt: added,
        meetingTime: time,
        scheduleSegments: [{ effectiveFrom: added, ...monday10, meetingTime: time }],
      });
    expect(times(meetingsBetween(dr(stored('10:00')), WIDE, NY, LATER))[0]).toBe(
      '2025-01-13T15:00:00.000Z',
    );
    expect(
      meetingsBetween(dr(stored('09:00')), WIDE, KOLKATA, LATER).map((m) => m.localDate)[0],
    ).toBe('2025-01-13');
  });

  it('is read in the user zone: the week and the wall time follow the zone', () => {
    // Monday 00:30 in Kolkata is Sunday 19:00 UTC; the meeting's local date is the Monday.
    const stored = person({
      meetingTime: '00:30',
      scheduleSegments: [{ effectiveFrom: ADDED, ...monday10, meetingTime: '00:30' }],
    });
    const [first] = meetingsBetween(dr(stored), WIDE, KOLKATA, LATER);
    expect(first).toMatchObject({
      scheduledTime: '2025-01-12T19:00:00.000Z',
      localDate: '2025-01-13',
      id: `dr-${ID}-20250113`,
    });
  });

  it('anchors biweekly 1:1s on the week the person was added in', () => {
    const stored = person({
      meetingFrequency: 'biweekly',
      scheduleSegments: [{ effectiveFrom: ADDED, ...monday10, meetingFrequency: 'biweekly' }],
    });
    // The week of 6 January is an "on" week, but its Monday was before the person was added.
    expect(times(meetingsBetween(dr(stored), WIDE, NY, LATER)).slice(0, 2)).toEqual([
      '2025-01-20T15:00:00.000Z',
      '2025-02-03T15:00:00.000Z',
    ]);
  });

  it('falls back to the current schedule from creation for an item without a history', () => {
    const legacy = person({ scheduleSegments: undefined, meetingDayOfWeek: 'Tuesday' });
    expect(
      times(meetingsBetween(dr(legacy), range(ADDED, '2025-01-22T00:00:00Z'), NY, LATER)),
    ).toEqual(['2025-01-14T15:00:00.000Z', '2025-01-21T15:00:00.000Z']);
  });

  it('a person without a day has no 1:1s', () => {
    const detected = person({
      source: 'detected',
      meetingDayOfWeek: undefined,
      scheduleSegments: [{ effectiveFrom: ADDED, ...monday10, meetingDayOfWeek: undefined }],
    });
    expect(meetingsBetween(dr(detected), WIDE, NY, LATER)).toEqual([]);
    expect(nextMeeting(dr(detected), NY, new Date(ADDED))).toBeNull();
  });
});

describe('a person matched to the calendar', () => {
  /** The synced window: whole weeks in New York, Monday 16 December to Monday 10 February. */
  const window = { from: new Date('2024-12-16T05:00:00Z'), to: new Date('2025-02-10T05:00:00Z') };
  const event = (start: string, cancelled = false) => ({ eventId: start, start, cancelled });

  it('counts from the first calendar event when it is before the day they were added; the schedule never does', () => {
    const tracked: TrackedPerson = {
      ...dr(person()),
      calendar: {
        window,
        events: [
          // Monday 30 December 14:00 and Monday 6 January 11:00 in New York: before Wednesday 8
          // January, when the person was added; the calendar tells of them.
          event('2024-12-30T19:00:00.000Z'),
          event('2025-01-06T16:00:00.000Z'),
        ],
      },
    };
    expect(times(meetingsBetween(tracked, WIDE, NY, LATER)).slice(0, 4)).toEqual([
      '2024-12-30T19:00:00.000Z',
      '2025-01-06T16:00:00.000Z',
      // No event in the week of 13 January: the schedule, which starts on the day they were added.
      '2025-01-13T15:00:00.000Z',
      '2025-01-20T15:00:00.000Z',
    ]);
  });

  it('without calendar events before that day, counts from the day they were added', () => {
    const tracked: TrackedPerson = {
      ...dr(person()),
      calendar: { window, events: [event('2025-01-21T16:00:00.000Z')] },
    };
    expect(times(meetingsBetween(tracked, WIDE, NY, LATER)).slice(0, 3)).toEqual([
      '2025-01-13T15:00:00.000Z',
      '2025-01-21T16:00:00.000Z',
      '2025-01-27T15:00:00.000Z',
    ]);
  });
});

describe('archived people', () => {
  const archived = (archivedAt: string) =>
    person({ status: 'archived', archivedAt, updatedAt: archivedAt });

  it('have no 1:1s at or after archivedAt; the earlier ones stay', () => {
    // Archived on Wednesday 22 January: Monday 20 January was the last 1:1.
    const stored = archived('2025-01-22T17:00:00.000Z');
    expect(times(meetingsBetween(dr(stored), WIDE, NY, LATER))).toEqual([
      '2025-01-13T15:00:00.000Z',
      '2025-01-20T15:00:00.000Z',
    ]);
  });

  it('a 1:1 exactly at archivedAt is gone', () => {
    const stored = archived('2025-01-20T15:00:00.000Z');
    expect(times(meetingsBetween(dr(stored), WIDE, NY, LATER)).at(-1)).toBe(
      '2025-01-13T15:00:00.000Z',
    );
  });

  it('have no next 1:1 after archiving, and the one before it while it was still to come', () => {
    const stored = archived('2025-01-22T17:00:00.000Z');
    expect(nextMeeting(dr(stored), NY, new Date('2025-01-23T00:00:00Z'))).toBeNull();
    expect(nextMeeting(dr(stored), NY, new Date('2025-01-21T00:00:00Z'))).toBeNull();
    expect(nextMeeting(dr(stored), NY, new Date('2025-01-14T00:00:00Z'))?.scheduledTime).toBe(
      '2025-01-20T15:00:00.000Z',
    );
  });

  it('archiving ends every run of the history, including later schedule periods', () => {
    const stored = person({
      status: 'archived',
      archivedAt: '2025-01-22T17:00:00.000Z',
      scheduleSegments: [
        { effectiveFrom: ADDED, ...monday10 },
        { effectiveFrom: '2025-01-15T17:00:00.000Z', ...monday10, meetingDayOfWeek: undefined },
        { effectiveFrom: '2025-01-16T17:00:00.000Z', ...monday10, meetingDayOfWeek: 'Friday' },
      ],
    });
    expect(times(meetingsBetween(dr(stored), WIDE, NY, LATER))).toEqual([
      '2025-01-13T15:00:00.000Z',
      '2025-01-17T15:00:00.000Z',
    ]);
  });

  it('archivedAt is ignored once the person is active again', () => {
    const restored = person({ status: 'active', archivedAt: '2025-01-22T17:00:00.000Z' });
    expect(
      times(meetingsBetween(dr(restored), range(ADDED, '2025-02-04T00:00:00Z'), NY, LATER)),
    ).toEqual([
      '2025-01-13T15:00:00.000Z',
      '2025-01-20T15:00:00.000Z',
      '2025-01-27T15:00:00.000Z',
      '2025-02-03T15:00:00.000Z',
    ]);
  });
});

describe('schedule history', () => {
  it('a change moves the 1:1s after it and leaves the ones before it alone', () => {
    // Wednesday 5 February: from Monday 10:00 to Thursday 14:00.
    const stored = person({
      meetingDayOfWeek: 'Thursday',
      meetingTime: '14:00',
      scheduleSegments: [
        { effectiveFrom: ADDED, ...monday10 },
        {
          effectiveFrom: '2025-02-05T17:00:00.000Z',
          ...monday10,
          meetingDayOfWeek: 'Thursday',
          meetingTime: '14:00',
        },
      ],
    });
    const meetings = meetingsBetween(
      dr(stored),
      range('2025-01-27T00:00:00Z', '2025-02-22T00:00:00Z'),
      NY,
      LATER,
    );
    expect(meetings.map((meeting) => wallClock(meeting.scheduledTime, NY))).toEqual([
      '2025-01-27 10:00 Monday',
      '2025-02-03 10:00 Monday',
      '2025-02-06 14:00 Thursday',
      '2025-02-13 14:00 Thursday',
      '2025-02-20 14:00 Thursday',
    ]);
  });

  it('a later change is not moved back to the start of its week', () => {
    // Changed on Wednesday 5 February to Tuesdays: Tuesday 4 February was already past.
    const stored = person({
      scheduleSegments: [
        { effectiveFrom: ADDED, ...monday10 },
        { effectiveFrom: '2025-02-05T17:00:00.000Z', ...monday10, meetingDayOfWeek: 'Tuesday' },
      ],
    });
    expect(
      times(
        meetingsBetween(
          dr(stored),
          range('2025-02-03T00:00:00Z', '2025-02-12T00:00:00Z'),
          NY,
          LATER,
        ),
      ),
    ).toEqual(['2025-02-03T15:00:00.000Z', '2025-02-11T15:00:00.000Z']);
  });

  it('a period without a day ends the 1:1s until a later period sets a day again', () => {
    const stored = person({
      scheduleSegments: [
        { effectiveFrom: ADDED, ...monday10 },
        // Wednesday 22 January: the day is cleared (e.g. made a detected person).
        { effectiveFrom: '2025-01-22T17:00:00.000Z', ...monday10, meetingDayOfWeek: undefined },
        // Wednesday 12 February: Fridays at 09:00.
        {
          effectiveFrom: '2025-02-12T17:00:00.000Z',
          ...monday10,
          meetingDayOfWeek: 'Friday',
          meetingTime: '09:00',
        },
      ],
    });
    expect(
      meetingsBetween(dr(stored), range(ADDED, '2025-02-22T00:00:00Z'), NY, LATER).map((meeting) =>
        wallClock(meeting.scheduledTime, NY),
      ),
    ).toEqual([
      '2025-01-13 10:00 Monday',
      '2025-01-20 10:00 Monday',
      '2025-02-14 09:00 Friday',
      '2025-02-21 09:00 Friday',
    ]);
    expect(nextMeeting(dr(stored), NY, new Date('2025-01-23T00:00:00Z'))?.scheduledTime).toBe(
      '2025-02-14T14:00:00.000Z',
    );
  });

  it('a trailing period without a day leaves no next 1:1', () => {
    const stored = person({
      scheduleSegments: [
        { effectiveFrom: ADDED, ...monday10 },
        { effectiveFrom: '2025-01-22T17:00:00.000Z', ...monday10, meetingDayOfWeek: undefined },
      ],
    });
    expect(nextMeeting(dr(stored), NY, new Date('2025-01-21T00:00:00Z'))).toBeNull();
    expect(nextMeeting(dr(stored), NY, new Date('2025-01-14T00:00:00Z'))?.scheduledTime).toBe(
      '2025-01-20T15:00:00.000Z',
    );
  });

  it('a person added without a day and given one later starts from the change, not the week', () => {
    const stored = person({
      scheduleSegments: [
        { effectiveFrom: ADDED, ...monday10, meetingDayOfWeek: undefined },
        // Wednesday 15 January: Mondays from now on; Monday 13 January is not theirs.
        { effectiveFrom: '2025-01-15T17:00:00.000Z', ...monday10 },
      ],
    });
    expect(
      times(meetingsBetween(dr(stored), range(ADDED, '2025-01-28T00:00:00Z'), NY, LATER)),
    ).toEqual(['2025-01-20T15:00:00.000Z', '2025-01-27T15:00:00.000Z']);
  });

  it('one 1:1 per local day: when two runs land on the same day the earlier one is kept', () => {
    const stored = person({
      scheduleSegments: [
        { effectiveFrom: ADDED, ...monday10, meetingTime: '08:00' },
        // Monday 13 January, after the 08:00 1:1: cleared, then 11:00 from 09:00.
        { effectiveFrom: '2025-01-13T13:30:00.000Z', ...monday10, meetingDayOfWeek: undefined },
        { effectiveFrom: '2025-01-13T14:00:00.000Z', ...monday10, meetingTime: '11:00' },
      ],
    });
    expect(
      meetingsBetween(
        dr(stored),
        range('2025-01-13T00:00:00Z', '2025-01-21T00:00:00Z'),
        NY,
        LATER,
      ).map((meeting) => wallClock(meeting.scheduledTime, NY)),
    ).toEqual(['2025-01-13 08:00 Monday', '2025-01-20 11:00 Monday']);
  });
});

describe('meeting fields and status', () => {
  const week = range('2025-01-13T05:00:00Z', '2025-01-20T05:00:00Z');

  it('a direct report 1:1: stable id from the local date, title, person and frequency', () => {
    const [meeting] = meetingsBetween(dr(person()), week, NY, LATER);
    expect(meeting).toEqual({
      id: `dr-${ID}-20250113`,
      title: '1:1 with Ann Lee',
      scheduledTime: '2025-01-13T15:00:00.000Z',
      localDate: '2025-01-13',
      status: 'completed',
      directReportId: ID,
      bossId: null,
      personName: 'Ann Lee',
      meetingFrequency: 'weekly',
    });
  });

  it('a manager 1:1 carries bossId and a boss- id; the name falls back to first + last', () => {
    const boss: TrackedPerson = { kind: 'boss', id: BOSS_ID, person: person({ name: '  ' }) };
    const [meeting] = meetingsBetween(boss, week, NY, LATER);
    expect(meeting).toMatchObject({
      id: `boss-${BOSS_ID}-20250113`,
      title: '1:1 with Ann Lee',
      directReportId: null,
      bossId: BOSS_ID,
      personName: 'Ann Lee',
    });
  });

  it('is completed when scheduled at or before now, scheduled after it', () => {
    const stored = dr(person());
    const statusAt = (now: string) =>
      meetingsBetween(stored, range(ADDED, '2025-01-21T00:00:00Z'), NY, new Date(now)).map(
        (meeting) => [meeting.localDate, meeting.status],
      );
    expect(statusAt('2025-01-13T14:59:59.999Z')).toEqual([
      ['2025-01-13', 'scheduled'],
      ['2025-01-20', 'scheduled'],
    ]);
    expect(statusAt('2025-01-13T15:00:00.000Z')).toEqual([
      ['2025-01-13', 'completed'],
      ['2025-01-20', 'scheduled'],
    ]);
    expect(statusAt('2025-01-21T00:00:00.000Z')).toEqual([
      ['2025-01-13', 'completed'],
      ['2025-01-20', 'completed'],
    ]);
  });

  it('the next 1:1 is strictly after now and scheduled', () => {
    const stored = dr(person());
    expect(nextMeeting(stored, NY, new Date('2025-01-13T15:00:00.000Z'))).toMatchObject({
      scheduledTime: '2025-01-20T15:00:00.000Z',
      status: 'scheduled',
      id: `dr-${ID}-20250120`,
    });
    expect(nextMeeting(stored, NY, new Date('2025-01-13T14:59:59.999Z'))?.scheduledTime).toBe(
      '2025-01-13T15:00:00.000Z',
    );
  });
});

describe('meetingsOfPeople', () => {
  it('merges everyone in the range, ascending by time', () => {
    const tuesday = person({
      name: 'Bo Tuesday',
      scheduleSegments: [
        { effectiveFrom: ADDED, ...monday10, meetingDayOfWeek: 'Tuesday', meetingTime: '09:00' },
      ],
    });
    const boss: TrackedPerson = {
      kind: 'boss',
      id: BOSS_ID,
      person: person({
        name: 'Cy Boss',
        scheduleSegments: [{ effectiveFrom: ADDED, ...monday10, meetingTime: '08:00' }],
      }),
    };
    const meetings = meetingsOfPeople(
      [dr(person()), { kind: 'directReport', id: `${ID}2`, person: tuesday }, boss],
      range('2025-01-13T05:00:00Z', '2025-01-20T05:00:00Z'),
      NY,
      LATER,
    );
    expect(
      meetings.map((meeting) => [meeting.personName, wallClock(meeting.scheduledTime, NY)]),
    ).toEqual([
      ['Cy Boss', '2025-01-13 08:00 Monday'],
      ['Ann Lee', '2025-01-13 10:00 Monday'],
      ['Bo Tuesday', '2025-01-14 09:00 Tuesday'],
    ]);
  });
});

describe('personMeetings: computed once, read for any range', () => {
  const window = { from: new Date('2024-12-16T05:00:00Z'), to: new Date('2025-02-10T05:00:00Z') };
  const people: Record<string, TrackedPerson> = {
    'a weekly schedule': dr(person()),
    'a calendar match with a moved and a cancelled 1:1': {
      ...dr(person()),
      calendar: {
        window,
        events: [
          { eventId: 'a', start: '2024-12-30T19:00:00.000Z', cancelled: false },
          { eventId: 'b', start: '2025-01-21T16:00:00.000Z', cancelled: false },
          { eventId: 'c', start: '2025-02-03T15:00:00.000Z', cancelled: true },
        ],
      },
    },
    'two runs on the same day': dr(
      person({
        scheduleSegments: [
          { effectiveFrom: ADDED, ...monday10, meetingTime: '08:00' },
          { effectiveFrom: '2025-01-13T13:30:00.000Z', ...monday10, meetingDayOfWeek: undefined },
          { effectiveFrom: '2025-01-13T14:00:00.000Z', ...monday10, meetingTime: '11:00' },
        ],
      }),
    ),
    'an archived person': dr(
      person({ status: 'archived', archivedAt: '2025-01-29T12:00:00.000Z' }),
    ),
  };
  const DAY = 86_400_000;

  it.each(Object.entries(people))(
    '%s: the same 1:1s and next 1:1 as meetingsBetween and nextMeeting, every 6 hours for 8 weeks',
    (_label, tracked) => {
      for (
        let ms = Date.parse('2025-01-01T00:00:00Z');
        ms < Date.parse('2025-02-26T00:00:00Z');
        ms += DAY / 4
      ) {
        const now = new Date(ms);
        const covering = { from: new Date(ms - 14 * DAY), to: new Date(ms + 9 * DAY) };
        const meetings = personMeetings(tracked, covering, NY, now);
        const inside = { from: new Date(ms - 3 * DAY), to: new Date(ms + 2 * DAY) };
        expect(meetings.between(inside)).toEqual(meetingsBetween(tracked, inside, NY, now));
        expect(meetings.between(covering)).toEqual(meetingsBetween(tracked, covering, NY, now));
        expect(meetings.next()).toEqual(nextMeeting(tracked, NY, now));
        // A range reaching outside the covering one is computed afresh, still right.
        const wider = { from: new Date(ms - 30 * DAY), to: new Date(ms + 30 * DAY) };
        expect(meetings.between(wider)).toEqual(meetingsBetween(tracked, wider, NY, now));
      }
    },
  );

  it('finds a next 1:1 beyond the covering range (a quarterly schedule)', () => {
    const tracked = dr(
      person({
        scheduleSegments: [{ effectiveFrom: ADDED, ...monday10, meetingFrequency: 'quarterly' }],
      }),
    );
    const now = new Date('2025-02-05T00:00:00Z');
    const meetings = personMeetings(
      tracked,
      { from: now, to: new Date('2025-02-12T00:00:00Z') },
      NY,
      now,
    );
    expect(meetings.between({ from: now, to: new Date('2025-02-12T00:00:00Z') })).toEqual([]);
    expect(wallClock(meetings.next()!.scheduledTime, NY)).toBe('2025-04-07 10:00 Monday');
  });
});
