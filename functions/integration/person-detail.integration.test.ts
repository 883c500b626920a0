/**
 * The person pages' reads over real HTTP (docs/product.md#entities 'Direct report detail response',
 * 'Boss next response', 'Detected direct report'; #calls 'People'): GET /api/direct-reports/{id}
 * with this week's snapshot, the next 1:1, top notes, at most 3 suggested agenda topics and at most
 * 3 nudges; GET /api/bosses/next with and without a manager; GET /api/direct-reports/detected.
 *
 * Expected times come from zoned-week.ts (date-fns + @date-fns/tz), not from the module under
 * test. The responses carry no `now`, so each is checked against the clock read just before and
 * just after the request; 1:1 times are picked at least 5 minutes away from now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type DirectReport, type DirectReportDetail } from '../../shared/contract';
import type { MeetingDay } from '../../shared/domain/constants';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectError, expectSuccess } from '../../test-support/expect-response';
import { DUMMY_ID } from '../../test-support/route-samples';
import { backdatePerson } from '../../test-support/seed';
import {
  expectedWeek,
  localWeekday,
  meetingDay,
  slotInWeekOf,
  timeAwayFromNow,
  wallClock,
  weeklySlotBeforeAndAfter,
} from '../../test-support/zoned-week';

const TIME_ZONE = 'America/Los_Angeles';
const DAY_MS = 24 * 3_600_000;
const MAX_SUGGESTIONS = 3;
const MAX_NUDGES = 3;

let stack: LocalStack;
let user: ApiClient;
let userId: string;

beforeAll(async () => {
  stack = await startLocalStack();
  const session = await stack.signIn('detail@example.com');
  userId = session.user.id;
  user = stack.api(session.token);
  expectSuccess(
    api.profile.update,
    await user.call(api.profile.update, { body: { preferences: { timeZone: TIME_ZONE } } }),
  );
});

afterAll(async () => {
  await stack?.close();
});

/** Today's 1:1 day (Friday at the weekend) at a time at least 5 minutes away from now. */
function scheduleAroundToday(): { day: MeetingDay; time: string } {
  const now = new Date();
  const day = meetingDay(Math.min(localWeekday(now, TIME_ZONE), 5));
  return { day, time: timeAwayFromNow(now, TIME_ZONE, day, ['12:00', '12:30', '06:00']) };
}

async function createReport(body: Record<string, unknown>): Promise<DirectReport> {
  return expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body }),
  );
}

/** The detail, with the clock read around the request. */
async function detail(
  id: string,
): Promise<{ body: DirectReportDetail; before: Date; after: Date }> {
  const before = new Date();
  const body = expectSuccess(
    api.directReports.get,
    await user.call(api.directReports.get, { params: { id } }),
  );
  return { body, before, after: new Date() };
}

function expectSnapshotWeek(body: DirectReportDetail, before: Date, after: Date): void {
  const weeks = [expectedWeek(before, TIME_ZONE), expectedWeek(after, TIME_ZONE)];
  expect(body.snapshot.timeZone).toBe(TIME_ZONE);
  expect(weeks.map((week) => week.start.toISOString())).toContain(body.snapshot.weekStart);
  expect(weeks.map((week) => week.end.toISOString())).toContain(body.snapshot.weekEnd);
  for (const meeting of body.snapshot.thisWeek) {
    const at = Date.parse(meeting.scheduledTime);
    expect(at).toBeGreaterThanOrEqual(Date.parse(body.snapshot.weekStart));
    expect(at).toBeLessThan(Date.parse(body.snapshot.weekEnd));
    if (at <= before.getTime()) expect(meeting.status).toBe('completed');
    if (at > after.getTime()) expect(meeting.status).toBe('scheduled');
  }
  const { thisWeek } = body.snapshot;
  expect(body.snapshot.scheduledThisWeek).toBe(thisWeek.length);
  expect(body.snapshot.completedThisWeek).toBe(
    thisWeek.filter((meeting) => meeting.status === 'completed').length,
  );
}

function expectSuggestionsAndNudges(body: DirectReportDetail): void {
  expect(body.topNotes).toEqual([]);
  expect(body.suggestedAgenda.length).toBeGreaterThan(0);
  expect(body.suggestedAgenda.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  for (const topic of body.suggestedAgenda) expect(topic.trim().length).toBeGreaterThan(0);
  expect(body.nudges.length).toBeLessThanOrEqual(MAX_NUDGES);
  expect(new Set(body.nudges.map((nudge) => nudge.id)).size).toBe(body.nudges.length);
  for (const nudge of body.nudges) {
    expect(nudge.title.length).toBeGreaterThan(0);
    expect(nudge.content.length).toBeGreaterThan(0);
  }
}

describe('GET /api/direct-reports/{id}', () => {
  it('a new weekly person: the person, this week, the next 1:1 strictly after now, suggestions', async () => {
    const { day, time } = scheduleAroundToday();
    const person = await createReport({
      firstName: 'Nia',
      lastName: 'Cole',
      role: 'Engineer',
      meetingDayOfWeek: day,
      meetingTime: time,
      meetingFrequency: 'weekly',
    });
    const { body, before, after } = await detail(person.id);

    expect(body).toMatchObject(person);
    expectSnapshotWeek(body, before, after);
    expectSuggestionsAndNudges(body);

    // Added today: this week's 1:1 counts if it is not before today (at the weekend, Friday's was
    // before the app knew them); there is none from an earlier week.
    const slot = slotInWeekOf(before, TIME_ZONE, day, time);
    const counted = wallClock(slot, TIME_ZONE).date >= wallClock(before, TIME_ZONE).date;
    expect(body.snapshot.thisWeek.map((meeting) => meeting.scheduledTime)).toEqual(
      counted ? [slot.toISOString()] : [],
    );
    const past = counted && slot <= before;
    expect(body.snapshot.lastOneOnOneAt).toBe(past ? slot.toISOString() : null);
    expect(body.snapshot.completedThisWeek).toBe(past ? 1 : 0);

    const next = body.nextOneOnOne!;
    expect(next).not.toBeNull();
    expect(Date.parse(next.scheduledTime)).toBeGreaterThan(before.getTime());
    const expectedNext = weeklySlotBeforeAndAfter(before, TIME_ZONE, day, time).next;
    expect(next).toEqual({
      id: `dr-${person.id}-${wallClock(expectedNext, TIME_ZONE).compact}`,
      title: '1:1 with Nia Cole',
      scheduledTime: expectedNext.toISOString(),
      localDate: wallClock(expectedNext, TIME_ZONE).date,
      status: 'scheduled',
      directReportId: person.id,
      bossId: null,
      personName: 'Nia Cole',
      meetingFrequency: 'weekly',
    });
    expect(wallClock(next.scheduledTime, TIME_ZONE)).toMatchObject({ day, time });

    // No strengths or growth areas yet: the nudges ask for them.
    expect(body.nudges.map((nudge) => nudge.rule)).toContain('capture-strength');
  });

  it('a long-tracked person: the last 1:1 is the latest one at or before now', async () => {
    const { day, time } = scheduleAroundToday();
    const person = await createReport({
      firstName: 'Theo',
      meetingDayOfWeek: day,
      meetingTime: time,
      meetingFrequency: 'weekly',
      strengths: ['Writing'],
      opportunities: ['Delegation'],
    });
    await backdatePerson('directReport', userId, person.id, new Date(Date.now() - 28 * DAY_MS));
    const { body, before, after } = await detail(person.id);
    expectSnapshotWeek(body, before, after);
    expectSuggestionsAndNudges(body);

    const { last, next } = weeklySlotBeforeAndAfter(before, TIME_ZONE, day, time);
    expect(body.snapshot.lastOneOnOneAt).toBe(last.toISOString());
    expect(body.nextOneOnOne?.scheduledTime).toBe(next.toISOString());
    expect(body.snapshot.thisWeek).toHaveLength(1);
    expect(body.nudges.map((nudge) => nudge.rule)).not.toContain('capture-strength');
  });

  it('a detected person without a 1:1 day: no 1:1s, no next one', async () => {
    const person = await createReport({ firstName: 'Dana', source: 'detected' });
    const { body, before, after } = await detail(person.id);
    expect(body).toMatchObject(person);
    expectSnapshotWeek(body, before, after);
    expectSuggestionsAndNudges(body);
    expect(body.snapshot).toMatchObject({
      thisWeek: [],
      completedThisWeek: 0,
      scheduledThisWeek: 0,
      lastOneOnOneAt: null,
    });
    expect(body.nextOneOnOne).toBeNull();
  });

  it('an unknown id is a 404', async () => {
    expectError(
      await user.call(api.directReports.get, { params: { id: DUMMY_ID } }),
      404,
      'not_found',
    );
  });
});

describe('GET /api/bosses/next', () => {
  it('without a manager: no next 1:1, no agenda, no nudges', async () => {
    const next = expectSuccess(api.bosses.next, await user.call(api.bosses.next));
    expect(next).toEqual({ next: null, agenda: [], nudges: [], dailyReflection: null });
  });

  it('with a manager: their next 1:1 strictly after now, at most 3 topics and 3 nudges', async () => {
    const { day, time } = scheduleAroundToday();
    const boss = expectSuccess(
      api.bosses.create,
      await user.call(api.bosses.create, {
        body: {
          firstName: 'Rae',
          lastName: 'Stone',
          meetingDayOfWeek: day,
          meetingTime: time,
          meetingFrequency: 'weekly',
        },
      }),
    );
    const before = new Date();
    const body = expectSuccess(api.bosses.next, await user.call(api.bosses.next));
    const expected = weeklySlotBeforeAndAfter(before, TIME_ZONE, day, time).next;
    expect(body.next).toEqual({
      id: `boss-${boss.id}-${wallClock(expected, TIME_ZONE).compact}`,
      title: '1:1 with Rae Stone',
      scheduledTime: expected.toISOString(),
      localDate: wallClock(expected, TIME_ZONE).date,
      status: 'scheduled',
      directReportId: null,
      bossId: boss.id,
      personName: 'Rae Stone',
      meetingFrequency: 'weekly',
    });
    expect(Date.parse(body.next!.scheduledTime)).toBeGreaterThan(before.getTime());
    expect(body.agenda.length).toBeGreaterThan(0);
    expect(body.agenda.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(body.nudges.length).toBeGreaterThan(0);
    expect(body.nudges.length).toBeLessThanOrEqual(MAX_NUDGES);
    // No priorities noted yet: one nudge asks for them.
    expect(body.nudges.map((nudge) => nudge.rule)).toContain('ask-priorities');

    // Once the manager is archived there is no next 1:1 again.
    expectSuccess(
      api.bosses.remove,
      await user.call(api.bosses.remove, { params: { id: boss.id } }),
    );
    expect(expectSuccess(api.bosses.next, await user.call(api.bosses.next))).toEqual({
      next: null,
      agenda: [],
      nudges: [],
      dailyReflection: null,
    });
  });
});

describe('GET /api/direct-reports/detected', () => {
  it('is an empty list while no calendar is connected (not the detail of an id "detected")', async () => {
    expect(
      expectSuccess(api.directReports.detected, await user.call(api.directReports.detected)),
    ).toEqual([]);
  });
});
