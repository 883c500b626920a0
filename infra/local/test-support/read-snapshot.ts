/**
 * Everything a user can read, for "nothing changed" checks: every GET route without a path param,
 * called with each of its sample queries (route-samples.ts). What depends on the clock rather than
 * on stored data is left out (the weekly list's `now`, each meeting's status, the time of the
 * manager's next 1:1), so two snapshots of unchanged data are equal whenever they are taken.
 */
import { routes, type BossNext, type WeeklyMeetings } from '../../../shared/contract';
import type { AnyRoute } from '../../../shared/contract/define-route';
import { expectSuccess } from './expect-response';
import type { ApiClient } from './local-stack';
import { sampleQueries } from './route-samples';

/** The GET routes without a `{param}`. */
export const readRoutes: readonly AnyRoute[] = routes.filter(
  (route) => route.method === 'GET' && !route.path.includes('{'),
);

/** The parts of a read that depend only on stored data. */
export function clockFree(route: AnyRoute, body: unknown): unknown {
  if (route.id === 'unifiedMeetings.weekly') {
    const { now: _now, meetings, ...week } = body as WeeklyMeetings;
    return { ...week, meetings: meetings.map(({ status: _status, ...meeting }) => meeting) };
  }
  if (route.id === 'bosses.next') {
    const { next, ...rest } = body as BossNext;
    return { ...rest, next: next && { bossId: next.bossId, title: next.title } };
  }
  return body;
}

/** Reads every read route with every sample query; keys are `<route id> <query JSON>`. */
export async function readSnapshot(client: ApiClient): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {};
  for (const route of readRoutes) {
    for (const query of sampleQueries(route)) {
      const body = expectSuccess(route, await client.call(route, { query }));
      snapshot[`${route.id} ${JSON.stringify(query)}`] = clockFree(route, body);
    }
  }
  return snapshot;
}
