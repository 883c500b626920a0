/**
 * One valid request body per contract route that takes a body, so suites generated from the route
 * table (authentication, tenant isolation) send requests that only fail for the reason under
 * test. A route added to the contract without a sample here makes those suites fail loudly.
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

/** A syntactically valid id for `{param}` placeholders that names no stored item. */
export const DUMMY_ID = '01JZZZZZZZZZZZZZZZZZZZZZZZ';

/** Every `{param}` of a route path, filled with `value`. */
export function paramsFor(route: AnyRoute, value: string = DUMMY_ID): Record<string, string> {
  return Object.fromEntries(
    [...route.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => [match[1]!, value]),
  );
}
