/**
 * Tenant isolation, generated from the contract: a second user gets 404 (error body, not_found)
 * for the first user's direct report, boss and note ids on every route with an `{id}` param, and
 * for the first user's meeting ids on every route that names a meeting (in its path, query or
 * body); the first user's people and notes appear in none of the second user's reads. The owner's
 * data is unchanged afterwards, and the owner's own calls on the same ids succeed (so the 404 is
 * about ownership).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, routes, type AnyRoute, type Note } from '../../shared/contract';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectError, expectSuccess } from '../../test-support/expect-response';
import { readSnapshot } from '../../test-support/read-snapshot';
import { backdatePerson } from '../../test-support/seed';
import { meetingCall, namesMeeting, paramsFor, sampleBody } from '../../test-support/route-samples';
import { meetingId } from '../../shared/domain/schedule';

let stack: LocalStack;
let owner: ApiClient;
let intruder: ApiClient;
/** The owner's ids by the resource segment of the path ('direct-reports', 'bosses', 'notes'). */
const ownerIds: Record<string, string> = {};
/** The owner's meetings: with a direct report and with the boss (both with a note), and one without a note. */
const ownerMeetings: Record<'report' | 'boss' | 'withoutNote', string> = {
  report: '',
  boss: '',
  withoutNote: '',
};

const idRoutes = routes.filter((route) => route.path.includes('{id}'));
const meetingRoutes = routes.filter(namesMeeting);
const listRoutes = routes.filter(
  (route) =>
    route.method === 'GET' && !route.path.includes('{') && route.response.safeParse([]).success,
);
/** Lists that are empty for every user for now: no calendar can be connected yet. */
const EMPTY_BY_DESIGN = new Set(['directReports.detected']);
const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '11:00', meetingFrequency: 'weekly' };

/** Routes whose `{id}` names a resource other than their first path segment. */
const ID_RESOURCE: Readonly<Record<string, string>> = {
  'feedback.byDirectReport': 'direct-reports',
};

/** 'direct-reports' for '/api/direct-reports/{id}'. */
const resourceOf = (route: AnyRoute) => ID_RESOURCE[route.id] ?? route.path.split('/')[2]!;

function ownerSnapshot() {
  return readSnapshot(owner);
}

beforeAll(async () => {
  stack = await startLocalStack();
  const ownerSession = await stack.signIn('owner@example.com');
  owner = stack.api(ownerSession.token);
  intruder = stack.api((await stack.signIn('intruder@example.com')).token);

  await owner.call(api.onboarding.complete, {
    body: { firstName: 'Olive', teamSize: 2, email: 'owner@example.com' },
  });
  const report = expectSuccess(
    api.directReports.create,
    await owner.call(api.directReports.create, {
      body: { firstName: 'Private', lastName: 'Report', ...schedule },
    }),
  );
  const archivedReport = expectSuccess(
    api.directReports.create,
    await owner.call(api.directReports.create, {
      body: { firstName: 'Archived', lastName: 'Report', ...schedule },
    }),
  );
  await owner.call(api.directReports.update, {
    params: { id: archivedReport.id },
    body: { status: 'archived' },
  });
  const boss = expectSuccess(
    api.bosses.create,
    await owner.call(api.bosses.create, {
      body: { firstName: 'Private', lastName: 'Boss', ...schedule },
    }),
  );
  ownerIds['direct-reports'] = report.id;
  ownerIds['archived-direct-report'] = archivedReport.id;
  ownerIds['bosses'] = boss.id;
  // Tracked for two weeks, so this week's Monday 1:1s are theirs whatever day it is today.
  const twoWeeksAgo = new Date(Date.now() - 14 * 86_400_000);
  await backdatePerson('directReport', ownerSession.user.id, report.id, twoWeeksAgo);
  await backdatePerson('boss', ownerSession.user.id, boss.id, twoWeeksAgo);

  const note = expectSuccess(
    api.notes.create,
    await owner.call(api.notes.create, {
      body: { content: 'Private note about a report', directReportId: report.id },
    }),
  );
  ownerIds['notes'] = note.id;
  ownerMeetings.report = meetingId('directReport', report.id, '2026-02-02');
  ownerMeetings.boss = meetingId('boss', boss.id, '2026-02-04');
  ownerMeetings.withoutNote = meetingId('directReport', report.id, '2026-02-09');
  expectSuccess(
    api.meetingNotes.create,
    await owner.call(api.meetingNotes.create, {
      body: {
        meetingId: ownerMeetings.report,
        directReportId: report.id,
        agendaContent: 'Private agenda',
      },
    }),
  );
  expectSuccess(
    api.meetingNotes.create,
    await owner.call(api.meetingNotes.create, {
      body: {
        meetingId: ownerMeetings.boss,
        bossId: boss.id,
        reflectionContent: 'Private reflection',
      },
    }),
  );
  // The meeting note's id is its meeting id: `{id}` routes are tried with it too.
  ownerIds['meeting-note'] = ownerMeetings.report;
  ownerIds['commitments'] = expectSuccess(
    api.commitments.create,
    await owner.call(api.commitments.create, { body: ownerCommitment() }),
  ).id;
});

/** A commitment of the owner's, made in their 1:1 with the report. */
function ownerCommitment() {
  return {
    meetingId: ownerMeetings.report,
    section: 'reflection',
    text: 'Private commitment',
    owner: 'me',
  } as const;
}

afterAll(async () => {
  await stack?.close();
});

it('the contract has routes with an {id} param, routes naming a meeting and list routes', () => {
  expect(idRoutes.length).toBeGreaterThan(0);
  expect(meetingRoutes.map((route) => route.id).sort()).toEqual(
    [
      'commitments.byMeeting',
      'commitments.create',
      'commitments.suggestions',
      'meetingNotes.create',
      'meetingNotes.ensure',
      'meetingNotes.get',
      'meetingNotes.remove',
      'meetingNotes.updateAgenda',
      'meetingNotes.updateReflection',
      'meetings.prep',
      'usageSignals.create',
    ].sort(),
  );
  expect(listRoutes.length).toBeGreaterThan(0);
});

/** A body the owner may send on an `{id}` route without changing who the item is. */
function ownerBody(route: AnyRoute): unknown {
  if (!route.body) return undefined;
  if (route.id === api.notes.update.id) return { content: 'Private note, edited' };
  if (route.id === api.commitments.update.id) return { text: 'Private commitment, edited' };
  if (route.id === api.commitments.complete.id || route.id === api.commitments.reopen.id) {
    return {};
  }
  return { firstName: 'Private' };
}

/** Puts back what a successful owner DELETE took away, so the suites after it still see it. */
async function restoreAfterDelete(route: AnyRoute, id: string, answer: unknown): Promise<void> {
  if (route.id === api.notes.remove.id) {
    const note = answer as Note;
    const recreated = expectSuccess(
      api.notes.create,
      await owner.call(api.notes.create, {
        body: {
          type: note.type,
          content: note.content,
          directReportId: note.directReportId,
          bossId: note.bossId,
          entityType: note.entityType,
          tags: note.tags,
        },
      }),
    );
    ownerIds['notes'] = recreated.id;
    return;
  }
  if (route.id === api.commitments.remove.id) {
    ownerIds['commitments'] = expectSuccess(
      api.commitments.create,
      await owner.call(api.commitments.create, { body: ownerCommitment() }),
    ).id;
    return;
  }
  // DELETE on a person archives it: restore it.
  const update = routes.find(
    (candidate) => candidate.method === 'PUT' && candidate.path === route.path,
  )!;
  expectSuccess(
    update,
    await owner.call(update, { params: paramsFor(route, id), body: { status: 'active' } }),
  );
}

describe.each(idRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_, route) => {
    it("answers 404 not_found to another user for every one of the owner's ids", async () => {
      const before = await ownerSnapshot();
      for (const [kind, id] of Object.entries(ownerIds)) {
        const response = await intruder.call(route, {
          params: paramsFor(route, id),
          body: sampleBody(route),
        });
        expect(response.status, `${kind} id ${id}: ${response.text}`).toBe(404);
        expectError(response, 404, 'not_found');
        expect(response.text).not.toContain('Private');
      }
      expect(await ownerSnapshot()).toEqual(before);
    });

    it('answers the owner with success for the same id (the 404 is about ownership)', async () => {
      const id = ownerIds[resourceOf(route)];
      expect(id, `no owner item for ${resourceOf(route)}`).toBeDefined();
      const answer = expectSuccess(
        route,
        await owner.call(route, { params: paramsFor(route, id), body: ownerBody(route) }),
      );
      if (route.method === 'DELETE') await restoreAfterDelete(route, id!, answer);
    });
  },
);

describe.each(meetingRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s (naming a meeting)',
  (_, route) => {
    it("answers 404 not_found to another user for every one of the owner's meeting ids", async () => {
      const before = await ownerSnapshot();
      for (const [kind, id] of Object.entries(ownerMeetings)) {
        const response = await intruder.call(route, meetingCall(route, id));
        expect(response.status, `${kind} meeting ${id}: ${response.text}`).toBe(404);
        expectError(response, 404, 'not_found');
        expect(response.text).not.toContain('Private');
      }
      expect(await ownerSnapshot()).toEqual(before);
    });

    it('answers the owner with success for the same meetings', async () => {
      // A create needs a meeting without a note; every other route works on one with a note.
      const id =
        route.id === api.meetingNotes.create.id ? ownerMeetings.withoutNote : ownerMeetings.report;
      expectSuccess(route, await owner.call(route, meetingCall(route, id)));
      if (route.id === api.meetingNotes.create.id) {
        expectSuccess(
          api.meetingNotes.remove,
          await owner.call(api.meetingNotes.remove, { params: { meetingId: id } }),
        );
      }
      if (route.id === api.meetingNotes.remove.id) {
        expectSuccess(
          api.meetingNotes.create,
          await owner.call(api.meetingNotes.create, meetingCall(api.meetingNotes.create, id)),
        );
      }
    });
  },
);

describe('notes', () => {
  it("another user's flags for the owner's meetings read false, the owner's do not", async () => {
    const meetingIds = Object.values(ownerMeetings).join(',');
    const theirs = expectSuccess(
      api.meetingNotes.flags,
      await intruder.call(api.meetingNotes.flags, { query: { meetingIds } }),
    );
    expect(theirs.flags).toEqual(
      Object.fromEntries(
        Object.values(ownerMeetings).map((id) => [id, { hasAgenda: false, hasReflection: false }]),
      ),
    );
    const own = expectSuccess(
      api.meetingNotes.flags,
      await owner.call(api.meetingNotes.flags, { query: { meetingIds } }),
    );
    expect(own.flags[ownerMeetings.report]?.hasAgenda).toBe(true);
    expect(own.flags[ownerMeetings.boss]?.hasReflection).toBe(true);
  });

  it("the owner's notes are in none of another user's lists", async () => {
    const own = expectSuccess(api.notes.list, await owner.call(api.notes.list));
    expect(own.notes.length).toBeGreaterThanOrEqual(3);
    const theirs = expectSuccess(api.notes.list, await intruder.call(api.notes.list));
    expect(theirs).toEqual({ notes: [], nextCursor: null });
  });

  it("another user's cursor is a 400 on 'cursor', not a way into the owner's notes", async () => {
    const first = expectSuccess(
      api.notes.list,
      await owner.call(api.notes.list, { query: { limit: '1' } }),
    );
    expect(first.nextCursor).not.toBeNull();
    const response = await intruder.call(api.notes.list, {
      query: { cursor: first.nextCursor!, limit: '1' },
    });
    const error = expectError(response, 400, 'validation_failed');
    expect(error.details?.map((detail) => detail.field)).toEqual(['cursor']);
    expect(response.text).not.toContain('Private');
  });

  it("a note about one of the owner's people is a 400 for another user, on create and update", async () => {
    const before = await ownerSnapshot();
    for (const [field, id] of [
      ['directReportId', ownerIds['direct-reports']!],
      ['bossId', ownerIds['bosses']!],
    ] as const) {
      const created = await intruder.call(api.notes.create, {
        body: { content: 'Sneaky', [field]: id },
      });
      const error = expectError(created, 400, 'validation_failed');
      expect(error.details?.map((detail) => detail.field)).toEqual([field]);
    }
    const own = expectSuccess(
      api.notes.create,
      await intruder.call(api.notes.create, { body: { content: 'Mine' } }),
    );
    const updated = await intruder.call(api.notes.update, {
      params: { id: own.id },
      body: { bossId: ownerIds['bosses'] },
    });
    expectError(updated, 400, 'validation_failed');
    const after = expectSuccess(api.notes.list, await intruder.call(api.notes.list));
    expect(after.notes).toEqual([own]);
    expectSuccess(
      api.notes.remove,
      await intruder.call(api.notes.remove, { params: { id: own.id } }),
    );
    expect(await ownerSnapshot()).toEqual(before);
  });
});

describe.each(listRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_, route) => {
    it("does not include the owner's people in another user's list, archived or not", async () => {
      const ownerItems = expectSuccess(
        route,
        await owner.call(route, { query: { includeArchived: '1' } }),
      );
      if (EMPTY_BY_DESIGN.has(route.id)) expect(ownerItems).toEqual([]);
      else expect(Array.isArray(ownerItems) && ownerItems.length).toBeGreaterThan(0);
      for (const query of [{}, { includeArchived: '1' }] as Record<string, string>[]) {
        const items = expectSuccess(route, await intruder.call(route, { query }));
        expect(items).toEqual([]);
      }
    });
  },
);

describe('GET /api/unified-meetings/weekly and GET /api/bosses/next', () => {
  const weekly = api.unifiedMeetings.weekly;

  it("the owner's 1:1s are in the owner's lists and in none of another user's", async () => {
    const ownerReports = expectSuccess(
      weekly,
      await owner.call(weekly, { query: { scope: 'direct-report' } }),
    );
    expect(ownerReports.meetings.map((meeting) => meeting.directReportId)).toContain(
      ownerIds['direct-reports'],
    );
    const ownerBoss = expectSuccess(weekly, await owner.call(weekly, { query: { scope: 'boss' } }));
    expect(ownerBoss.meetings.map((meeting) => meeting.bossId)).toContain(ownerIds['bosses']);

    for (const scope of ['direct-report', 'boss']) {
      const week = expectSuccess(weekly, await intruder.call(weekly, { query: { scope } }));
      expect(week.meetings).toEqual([]);
    }
  });

  it("another user's personId is a 404 not_found, for either scope and either kind of person", async () => {
    const before = await ownerSnapshot();
    for (const scope of ['direct-report', 'boss']) {
      for (const [kind, personId] of Object.entries(ownerIds)) {
        const response = await intruder.call(weekly, { query: { scope, personId } });
        expect(response.status, `${scope} ${kind}: ${response.text}`).toBe(404);
        expectError(response, 404, 'not_found');
        expect(response.text).not.toContain('Private');
      }
    }
    expect(await ownerSnapshot()).toEqual(before);
    // The owner may filter to their own people.
    const own = expectSuccess(
      weekly,
      await owner.call(weekly, {
        query: { scope: 'direct-report', personId: ownerIds['direct-reports']! },
      }),
    );
    expect(new Set(own.meetings.map((meeting) => meeting.directReportId))).toEqual(
      new Set([ownerIds['direct-reports']]),
    );
  });

  it("another user's manager is not their next 1:1", async () => {
    const next = expectSuccess(api.bosses.next, await intruder.call(api.bosses.next));
    expect(next).toEqual({ next: null, agenda: [], nudges: [], dailyReflection: null });
    const ownerNext = expectSuccess(api.bosses.next, await owner.call(api.bosses.next));
    expect(ownerNext.next?.bossId).toBe(ownerIds['bosses']);
  });
});

it("the intruder's profile stays its own", async () => {
  const profile = expectSuccess(api.profile.get, await intruder.call(api.profile.get));
  expect(profile).toMatchObject({
    firstName: '',
    email: 'intruder@example.com',
    onboardingCompleted: false,
  });
});
