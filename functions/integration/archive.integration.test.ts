/**
 * Removing people over real HTTP (docs/product.md#states-and-transitions 'Person import', #calls
 * 'People'): DELETE archives a direct report or the manager. An archived person leaves every list
 * that does not ask for archived people and this week's 1:1s, stays readable (nothing written is
 * lost), and deleting twice is harmless. Archiving the manager frees the one-manager slot. A
 * relationship change made in the team review (direct report to manager and back) is an archive
 * plus a create in the other kind.
 *
 * People are backdated through the data layer (test-support/seed.ts) where a test needs a 1:1
 * earlier this week: a person created now has none before its creation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, directReportSchema, type Boss, type DirectReport } from '../../shared/contract';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectError, expectSuccess } from '../../test-support/expect-response';
import { DUMMY_ID } from '../../test-support/route-samples';
import { backdatePerson } from '../../test-support/seed';
import { pastSlotThisWeek } from '../../test-support/zoned-week';

const TIME_ZONE = 'Europe/Berlin';
const ONE_MANAGER = 'Only 1 manager can be added. Remove the existing manager first.';
const THREE_WEEKS_AGO = () => new Date(Date.now() - 21 * 24 * 3_600_000);

let stack: LocalStack;

interface User {
  id: string;
  client: ApiClient;
}

async function signedIn(email: string): Promise<User> {
  const { token, user } = await stack.signIn(email);
  const client = stack.api(token);
  expectSuccess(
    api.profile.update,
    await client.call(api.profile.update, { body: { preferences: { timeZone: TIME_ZONE } } }),
  );
  return { id: user.id, client };
}

async function createReport(user: User, body: Record<string, unknown>): Promise<DirectReport> {
  return expectSuccess(
    api.directReports.create,
    await user.client.call(api.directReports.create, { body }),
  );
}

async function createBoss(user: User, body: Record<string, unknown>): Promise<Boss> {
  return expectSuccess(api.bosses.create, await user.client.call(api.bosses.create, { body }));
}

/** A weekly schedule whose 1:1 this week is already past (00:00 today, or Friday at the weekend). */
function pastSchedule() {
  const { day, time } = pastSlotThisWeek(new Date(), TIME_ZONE);
  return { meetingDayOfWeek: day, meetingTime: time, meetingFrequency: 'weekly' };
}

const futureSchedule = {
  meetingDayOfWeek: 'Wednesday',
  meetingTime: '10:00',
  meetingFrequency: 'weekly',
};

async function reportIds(user: User, query: Record<string, string> = {}): Promise<string[]> {
  const list = expectSuccess(
    api.directReports.list,
    await user.client.call(api.directReports.list, { query }),
  );
  return list.map((person) => person.id);
}

async function leanReportIds(user: User): Promise<string[]> {
  const lean = expectSuccess(
    api.directReports.listLean,
    await user.client.call(api.directReports.listLean),
  );
  return lean.map((person) => person.id);
}

async function bossIds(user: User, query: Record<string, string> = {}): Promise<string[]> {
  const list = expectSuccess(api.bosses.list, await user.client.call(api.bosses.list, { query }));
  return list.map((person) => person.id);
}

async function leanBossIds(user: User): Promise<string[]> {
  const lean = expectSuccess(api.bosses.listLean, await user.client.call(api.bosses.listLean));
  return lean.map((person) => person.id);
}

async function weekly(user: User, query: Record<string, string>) {
  return expectSuccess(
    api.unifiedMeetings.weekly,
    await user.client.call(api.unifiedMeetings.weekly, { query }),
  );
}

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('DELETE /api/direct-reports/{id}', () => {
  let user: User;
  let kept: DirectReport;
  let removed: DirectReport;
  let meetingBefore: string;

  beforeAll(async () => {
    user = await signedIn('archive-report@example.com');
    kept = await createReport(user, { firstName: 'Kept', ...pastSchedule() });
    removed = await createReport(user, {
      firstName: 'Removed',
      lastName: 'Person',
      email: 'removed@example.com',
      strengths: ['Mentoring'],
      opportunities: ['Delegation'],
      goals: ['Lead a project'],
      ...pastSchedule(),
    });
    await backdatePerson('directReport', user.id, kept.id, THREE_WEEKS_AGO());
    await backdatePerson('directReport', user.id, removed.id, THREE_WEEKS_AGO());
    removed = directReportSchema.parse(
      expectSuccess(
        api.directReports.get,
        await user.client.call(api.directReports.get, { params: { id: removed.id } }),
      ),
    );

    const week = await weekly(user, { scope: 'direct-report' });
    const own = week.meetings.filter((meeting) => meeting.directReportId === removed.id);
    expect(own).toHaveLength(1);
    expect(own[0]!.status).toBe('completed');
    meetingBefore = own[0]!.id;
  });

  it('answers 200 with the person, now archived, and everything written about them', async () => {
    const response = await user.client.call(api.directReports.remove, {
      params: { id: removed.id },
    });
    expect(response.status).toBe(200);
    const archived = expectSuccess(api.directReports.remove, response);
    expect(archived).toEqual({ ...removed, status: 'archived', updatedAt: archived.updatedAt });
    expect(Date.parse(archived.updatedAt)).toBeGreaterThanOrEqual(Date.parse(removed.updatedAt));
  });

  it('is gone from the list, the lean list and the weekly 1:1s; the others stay', async () => {
    expect(await reportIds(user)).toEqual([kept.id]);
    expect(await reportIds(user, { includeArchived: '0' })).toEqual([kept.id]);
    expect(await leanReportIds(user)).toEqual([kept.id]);

    const week = await weekly(user, { scope: 'direct-report' });
    expect(week.meetings.map((meeting) => meeting.directReportId)).toEqual([kept.id]);
    expect(week.meetings.map((meeting) => meeting.personName)).not.toContain('Removed Person');
    const filtered = await weekly(user, { scope: 'direct-report', personId: removed.id });
    expect(filtered.meetings).toEqual([]);
  });

  it('is listed, archived, with ?includeArchived=1', async () => {
    const all = expectSuccess(
      api.directReports.list,
      await user.client.call(api.directReports.list, { query: { includeArchived: '1' } }),
    );
    expect(all.map((person) => [person.id, person.status])).toEqual([
      [kept.id, 'active'],
      [removed.id, 'archived'],
    ]);
    expect(all[1]).toMatchObject({
      strengths: ['Mentoring'],
      opportunities: ['Delegation'],
      goals: ['Lead a project'],
      email: 'removed@example.com',
    });
  });

  it('its detail still answers: archived, no next 1:1, the past 1:1s of this week kept', async () => {
    const detail = expectSuccess(
      api.directReports.get,
      await user.client.call(api.directReports.get, { params: { id: removed.id } }),
    );
    expect(detail).toMatchObject({
      id: removed.id,
      status: 'archived',
      strengths: ['Mentoring'],
    });
    expect(detail.nextOneOnOne).toBeNull();
    expect(detail.snapshot.thisWeek.map((meeting) => meeting.id)).toEqual([meetingBefore]);
    expect(detail.snapshot.thisWeek.every((meeting) => meeting.status === 'completed')).toBe(true);
    expect(detail.snapshot.lastOneOnOneAt).toBe(detail.snapshot.thisWeek[0]!.scheduledTime);
    expect(detail.nudges.map((nudge) => nudge.id)).not.toContain('prep-next-one-on-one');
  });

  it('deleting twice is fine: 200, still archived, nothing changes', async () => {
    const before = expectSuccess(
      api.directReports.list,
      await user.client.call(api.directReports.list, { query: { includeArchived: '1' } }),
    );
    const again = expectSuccess(
      api.directReports.remove,
      await user.client.call(api.directReports.remove, { params: { id: removed.id } }),
    );
    expect(again).toEqual(before[1]);
    const after = expectSuccess(
      api.directReports.list,
      await user.client.call(api.directReports.list, { query: { includeArchived: '1' } }),
    );
    expect(after).toEqual(before);
  });

  it('an unknown id is a 404', async () => {
    expectError(
      await user.client.call(api.directReports.remove, { params: { id: DUMMY_ID } }),
      404,
      'not_found',
    );
  });

  it("restoring with PUT {status:'active'} brings back the person and this week's 1:1", async () => {
    const restored = expectSuccess(
      api.directReports.update,
      await user.client.call(api.directReports.update, {
        params: { id: removed.id },
        body: { status: 'active' },
      }),
    );
    expect(restored.status).toBe('active');
    expect(await reportIds(user)).toEqual([kept.id, removed.id]);
    const week = await weekly(user, { scope: 'direct-report', personId: removed.id });
    expect(week.meetings.map((meeting) => meeting.id)).toEqual([meetingBefore]);
  });
});

describe('DELETE /api/bosses/{id}', () => {
  let user: User;
  let old: Boss;

  beforeAll(async () => {
    user = await signedIn('archive-boss@example.com');
    old = await createBoss(user, { firstName: 'Old', lastName: 'Boss', ...pastSchedule() });
    await backdatePerson('boss', user.id, old.id, THREE_WEEKS_AGO());
    const week = await weekly(user, { scope: 'boss' });
    expect(week.meetings.map((meeting) => meeting.bossId)).toEqual([old.id]);
    const next = expectSuccess(api.bosses.next, await user.client.call(api.bosses.next));
    expect(next.next?.bossId).toBe(old.id);
  });

  it('answers 200 with the manager, archived; lists, the weekly 1:1s and next forget them', async () => {
    const response = await user.client.call(api.bosses.remove, { params: { id: old.id } });
    expect(response.status).toBe(200);
    const archived = expectSuccess(api.bosses.remove, response);
    expect(archived).toMatchObject({ id: old.id, status: 'archived', firstName: 'Old' });

    expect(await bossIds(user)).toEqual([]);
    expect(await leanBossIds(user)).toEqual([]);
    expect(await bossIds(user, { includeArchived: '1' })).toEqual([old.id]);
    expect((await weekly(user, { scope: 'boss' })).meetings).toEqual([]);
    expect((await weekly(user, { scope: 'boss', personId: old.id })).meetings).toEqual([]);
    expect(expectSuccess(api.bosses.next, await user.client.call(api.bosses.next))).toEqual({
      next: null,
      agenda: [],
      nudges: [],
      dailyReflection: null,
    });
  });

  it('deleting twice is fine', async () => {
    const again = expectSuccess(
      api.bosses.remove,
      await user.client.call(api.bosses.remove, { params: { id: old.id } }),
    );
    expect(again.status).toBe('archived');
  });

  it('frees the slot: a new manager is a 201, a second one a 409, restoring the old one a 409', async () => {
    const replacement = await createBoss(user, { firstName: 'New', ...futureSchedule });
    expect(replacement.status).toBe('active');

    const second = expectError(
      await user.client.call(api.bosses.create, {
        body: { firstName: 'Third', ...futureSchedule },
      }),
      409,
      'conflict',
    );
    expect(second.message).toBe(ONE_MANAGER);

    const restore = expectError(
      await user.client.call(api.bosses.update, {
        params: { id: old.id },
        body: { status: 'active' },
      }),
      409,
      'conflict',
    );
    expect(restore.message).toBe(ONE_MANAGER);

    // Deleting the archived one again does not free the new manager's slot.
    expectSuccess(
      api.bosses.remove,
      await user.client.call(api.bosses.remove, { params: { id: old.id } }),
    );
    expectError(
      await user.client.call(api.bosses.create, {
        body: { firstName: 'Fourth', ...futureSchedule },
      }),
      409,
      'conflict',
    );

    const all = expectSuccess(
      api.bosses.list,
      await user.client.call(api.bosses.list, { query: { includeArchived: '1' } }),
    );
    expect(all.map((boss) => [boss.firstName, boss.status])).toEqual([
      ['Old', 'archived'],
      ['New', 'active'],
    ]);
    const next = expectSuccess(api.bosses.next, await user.client.call(api.bosses.next));
    expect(next.next?.bossId).toBe(replacement.id);
  });

  it('an unknown id is a 404', async () => {
    expectError(
      await user.client.call(api.bosses.remove, { params: { id: DUMMY_ID } }),
      404,
      'not_found',
    );
  });
});

describe('a relationship change, as the team review saves it', () => {
  const person = {
    firstName: 'Jordan',
    lastName: 'Blake',
    email: 'jordan@example.com',
    role: 'Staff Engineer',
  };
  let user: User;
  let colleague: DirectReport;
  let asReport: DirectReport;
  let asBoss: Boss;

  /** Where the person shows up among active people, by email as the team review matches. */
  async function activeKinds(): Promise<string[]> {
    const kinds: string[] = [];
    const reports = expectSuccess(
      api.directReports.list,
      await user.client.call(api.directReports.list),
    );
    if (reports.some((item) => item.email === person.email)) kinds.push('directReport');
    const bosses = expectSuccess(api.bosses.list, await user.client.call(api.bosses.list));
    if (bosses.some((item) => item.email === person.email)) kinds.push('boss');
    return kinds;
  }

  beforeAll(async () => {
    user = await signedIn('relationship@example.com');
    colleague = await createReport(user, { firstName: 'Colleague', ...pastSchedule() });
    asReport = await createReport(user, { ...person, ...pastSchedule() });
    await backdatePerson('directReport', user.id, colleague.id, THREE_WEEKS_AGO());
    await backdatePerson('directReport', user.id, asReport.id, THREE_WEEKS_AGO());
    expect(await activeKinds()).toEqual(['directReport']);
  });

  it('direct report to manager: archive the report, create the manager; lists show only the manager', async () => {
    expectSuccess(
      api.directReports.remove,
      await user.client.call(api.directReports.remove, { params: { id: asReport.id } }),
    );
    const created = await user.client.call(api.bosses.create, {
      body: { ...person, ...pastSchedule(), relationshipType: 'manager', role: 'Manager' },
    });
    expect(created.status).toBe(201);
    asBoss = expectSuccess(api.bosses.create, created);
    expect(asBoss).toMatchObject({ firstName: 'Jordan', lastName: 'Blake', status: 'active' });
    expect(asBoss.id).not.toBe(asReport.id);

    expect(await activeKinds()).toEqual(['boss']);
    expect(await reportIds(user)).toEqual([colleague.id]);
    expect(await leanReportIds(user)).toEqual([colleague.id]);
    expect(await bossIds(user)).toEqual([asBoss.id]);
    expect(await leanBossIds(user)).toEqual([asBoss.id]);

    const reportsWeek = await weekly(user, { scope: 'direct-report' });
    expect(reportsWeek.meetings.map((meeting) => meeting.directReportId)).toEqual([colleague.id]);
    expect(reportsWeek.meetings.every((meeting) => meeting.bossId === null)).toBe(true);
    const bossWeek = await weekly(user, { scope: 'boss' });
    for (const meeting of bossWeek.meetings) {
      expect(meeting).toMatchObject({
        bossId: asBoss.id,
        directReportId: null,
        personName: 'Jordan Blake',
      });
      expect(meeting.id).toMatch(new RegExp(`^boss-${asBoss.id}-\\d{8}$`));
    }
    const next = expectSuccess(api.bosses.next, await user.client.call(api.bosses.next));
    expect(next.next).toMatchObject({ bossId: asBoss.id, personName: 'Jordan Blake' });

    // The team review still finds the archived record, to badge it as previously removed.
    const archived = expectSuccess(
      api.directReports.list,
      await user.client.call(api.directReports.list, { query: { includeArchived: '1' } }),
    );
    expect(archived.find((item) => item.id === asReport.id)?.status).toBe('archived');
  });

  it('manager back to direct report: archive the manager, create the report; the slot is free', async () => {
    expectSuccess(
      api.bosses.remove,
      await user.client.call(api.bosses.remove, { params: { id: asBoss.id } }),
    );
    const again = await createReport(user, { ...person, ...futureSchedule });
    expect(again.id).not.toBe(asReport.id);

    expect(await activeKinds()).toEqual(['directReport']);
    expect(await reportIds(user)).toEqual([colleague.id, again.id]);
    expect(await leanReportIds(user)).toEqual([colleague.id, again.id]);
    expect(await bossIds(user)).toEqual([]);
    expect(await leanBossIds(user)).toEqual([]);
    expect((await weekly(user, { scope: 'boss' })).meetings).toEqual([]);
    const next = expectSuccess(api.bosses.next, await user.client.call(api.bosses.next));
    expect(next.next).toBeNull();
    for (const meeting of (await weekly(user, { scope: 'direct-report' })).meetings) {
      expect([colleague.id, again.id]).toContain(meeting.directReportId);
    }

    expect(await reportIds(user, { includeArchived: '1' })).toEqual([
      colleague.id,
      asReport.id,
      again.id,
    ]);
    expect(await bossIds(user, { includeArchived: '1' })).toEqual([asBoss.id]);

    // The one-manager slot was freed by the archive.
    await createBoss(user, { firstName: 'Someone', lastName: 'Else', ...futureSchedule });
  });
});
