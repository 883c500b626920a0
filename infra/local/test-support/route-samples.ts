/**
 * One valid request body per contract route that takes a body, and valid query strings for routes
 * whose query has required fields, so suites generated from the route table (authentication,
 * tenant isolation, bad input) send requests that only fail for the reason under test. A route
 * added to the contract without a sample here makes those suites fail loudly.
 */
import type { AnyRoute } from '../../../shared/contract/define-route';

const schedule = { meetingDayOfWeek: 'Tuesday', meetingTime: '09:30', meetingFrequency: 'weekly' };

export const SAMPLE_BODIES: Readonly<Record<string, unknown>> = {
  'profile.update': { firstName: 'Sample', role: 'Engineering Manager', teamSize: 4 },
  'onboarding.complete': {
    firstName: 'Sample',
    lastName: 'User',
    role: 'Engineering Manager',
    teamSize: 3,
    goals: ['Run more meaningful 1:1s'],
    coachingStyle: 'balanced',
  },
  'directReports.create': { firstName: 'Sample', lastName: 'Report', ...schedule },
  'directReports.update': { firstName: 'Changed', role: 'Changed role', status: 'archived' },
  'bosses.create': {
    firstName: 'Sample',
    lastName: 'Boss',
    ...schedule,
    meetingFrequency: 'biweekly',
  },
  'bosses.update': { firstName: 'Changed', priorities: ['Changed'], status: 'archived' },
};

/** A valid body for the route, or undefined when it takes none. @throws for a route without a sample. */
export function sampleBody(route: AnyRoute): unknown {
  if (!route.body) return undefined;
  if (!(route.id in SAMPLE_BODIES)) {
    throw new Error(`No sample body for route ${route.id}: add one to SAMPLE_BODIES`);
  }
  return SAMPLE_BODIES[route.id];
}

/**
 * Valid query strings per read route, the first being the one to send by default. Routes not
 * listed take `{}`. Snapshots of what a user can read (read-snapshot.ts) send every one of them.
 */
export const SAMPLE_QUERIES: Readonly<Record<string, readonly Record<string, string>[]>> = {
  'directReports.list': [{}, { includeArchived: '1' }],
  'bosses.list': [{}, { includeArchived: '1' }],
  'unifiedMeetings.weekly': [{ scope: 'direct-report' }, { scope: 'boss' }],
};

/**
 * Every sample query of the route (`[{}]` when none is listed).
 * @throws for a route whose query schema rejects one of them (e.g. a new required query field).
 */
export function sampleQueries(route: AnyRoute): readonly Record<string, string>[] {
  const queries = SAMPLE_QUERIES[route.id] ?? [{}];
  for (const query of queries) {
    const parsed = route.query.safeParse(query);
    if (!parsed.success) {
      throw new Error(
        `Sample query ${JSON.stringify(query)} is not valid for route ${route.id}: add one to SAMPLE_QUERIES`,
      );
    }
  }
  return queries;
}

/** The default valid query of the route. @throws like {@link sampleQueries}. */
export function sampleQuery(route: AnyRoute): Record<string, string> {
  return { ...sampleQueries(route)[0] };
}

/** A syntactically valid id for `{param}` placeholders that names no stored item. */
export const DUMMY_ID = '01JZZZZZZZZZZZZZZZZZZZZZZZ';

/** Every `{param}` of a route path, filled with `value`. */
export function paramsFor(route: AnyRoute, value: string = DUMMY_ID): Record<string, string> {
  return Object.fromEntries(
    [...route.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => [match[1]!, value]),
  );
}
