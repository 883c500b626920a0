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
const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '11:00', meetingFrequency: 'weekly' };

/** 'direct-reports' for '/api/direct-reports/{id}'. */
const resourceOf = (route: AnyRoute) => route.path.split('/')[2]!;

async function ownerSnapshot() {
  const snapshot: Record<string, unknown> = {};
  for (const route of routes.filter(
    (candidate) => candidate.method === 'GET' && !candidate.path.includes('{'),
  )) {
    const response = await owner.call(route, { query: { includeArchived: '1' } });
    snapshot[route.id] = expectSuccess(route, response);
  }
  return snapshot;
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
      const body = route.method === 'GET' ? undefined : { firstName: 'Private' };
      expectSuccess(route, await owner.call(route, { params: paramsFor(route, id), body }));
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
      expect(Array.isArray(ownerItems) && ownerItems.length).toBeGreaterThan(0);
      for (const query of [{}, { includeArchived: '1' }] as Record<string, string>[]) {
        const items = expectSuccess(route, await intruder.call(route, { query }));
        expect(items).toEqual([]);
      }
    });
  },
);

it("the intruder's profile stays its own", async () => {
  const profile = expectSuccess(api.profile.get, await intruder.call(api.profile.get));
  expect(profile).toMatchObject({ firstName: '', email: '', onboardingCompleted: false });
});
