/**
 * Tenant isolation, generated from the contract: a second user gets 404 (error body, not_found)
 * for the first user's direct report and boss ids on every route with an `{id}` param, and the
 * first user's people appear in none of the second user's lists. The owner's data is unchanged
 * afterwards, and the owner's own calls on the same ids succeed (so the 404 is about ownership).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, routes, type AnyRoute } from '../../shared/contract';
import {
  startLocalStack,
  type ApiClient,
  type LocalStack,
} from '../../infra/local/test-support/local-stack';
import { expectError, expectSuccess } from '../../infra/local/test-support/expect-response';
import { readSnapshot } from '../../infra/local/test-support/read-snapshot';
import { paramsFor, sampleBody } from '../../infra/local/test-support/route-samples';

let stack: LocalStack;
let owner: ApiClient;
let intruder: ApiClient;
/** The owner's ids by the resource segment of the path ('direct-reports', 'bosses'). */
const ownerIds: Record<string, string> = {};

const idRoutes = routes.filter((route) => route.path.includes('{id}'));
const listRoutes = routes.filter(
  (route) =>
    route.method === 'GET' && !route.path.includes('{') && route.response.safeParse([]).success,
);
/** Lists that are empty for every user for now: no calendar can be connected yet. */
const EMPTY_BY_DESIGN = new Set(['directReports.detected']);
const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '11:00', meetingFrequency: 'weekly' };

/** 'direct-reports' for '/api/direct-reports/{id}'. */
const resourceOf = (route: AnyRoute) => route.path.split('/')[2]!;

function ownerSnapshot() {
  return readSnapshot(owner);
}

beforeAll(async () => {
  stack = await startLocalStack();
  owner = stack.api((await stack.signIn('owner@example.com')).token);
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
});

afterAll(async () => {
  await stack?.close();
});

it('the contract has routes with an {id} param and list routes', () => {
  expect(idRoutes.length).toBeGreaterThan(0);
  expect(listRoutes.length).toBeGreaterThan(0);
});

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
      const body = route.body ? { firstName: 'Private' } : undefined;
      expectSuccess(route, await owner.call(route, { params: paramsFor(route, id), body }));
      if (route.method === 'DELETE') {
        // DELETE archives: restore the person so that the suites after this one still see them.
        const update = routes.find(
          (candidate) => candidate.method === 'PUT' && candidate.path === route.path,
        )!;
        expectSuccess(
          update,
          await owner.call(update, { params: paramsFor(route, id), body: { status: 'active' } }),
        );
      }
    });
  },
);

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
    expect(next).toEqual({ next: null, agenda: [], nudges: [] });
    const ownerNext = expectSuccess(api.bosses.next, await owner.call(api.bosses.next));
    expect(ownerNext.next?.bossId).toBe(ownerIds['bosses']);
  });
});

it("the intruder's profile stays its own", async () => {
  const profile = expectSuccess(api.profile.get, await intruder.call(api.profile.get));
  expect(profile).toMatchObject({ firstName: '', email: '', onboardingCompleted: false });
});
