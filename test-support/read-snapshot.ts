/**
 * Everything a user can read, for "nothing changed" checks: every GET route without a path param,
 * called with each of its sample queries (route-samples.ts); paged lists are read to the end, and
 * routes that look one item up by a query field (QUERY_LOOKUP_ROUTES) are read for each of the
 * user's own items. What depends on the clock rather than on stored data is left out (the weekly
 * list's `now`, each meeting's status, the time of the manager's next 1:1, the dashboard's
 * clock-bound parts: statuses, what is upcoming, today's nudges, engagement), so two snapshots of
 * unchanged data are equal whenever they are taken.
 *
 * A snapshot is some 30 requests, and suites take one before and after every case — far more
 * requests per user than any client sends — so importing this module lifts the per-user request
 * limit of the in-process stack (`REQUEST_RATE_BURST`, docs/api.md#fair-limits) unless a test set
 * it.
 */
import {
  api,
  routes,
  type BossNext,
  type Dashboard,
  type Note,
  type NotesPage,
  type WeeklyMeetings,
} from '../shared/contract';
import type { AnyRoute } from '../shared/contract/define-route';
import { expectSuccess } from './expect-response';
import type { ApiClient } from './local-stack';
import { QUERY_LOOKUP_ROUTES, sampleQueries } from './route-samples';

process.env.REQUEST_RATE_BURST ??= '1000000';

/** The GET routes without a `{param}`, lookups by a query field and the OAuth callbacks left out. */
export const readRoutes: readonly AnyRoute[] = routes.filter(
  (route) =>
    route.method === 'GET' &&
    route.auth === 'bearer' &&
    !route.path.includes('{') &&
    !QUERY_LOOKUP_ROUTES.has(route.id),
);

/** Every note of the user, newest first: the notes list read page by page to the end. */
export async function readAllNotes(client: ApiClient): Promise<Note[]> {
  const notes: Note[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = cursor ? { cursor } : {};
    const page: NotesPage = expectSuccess(
      api.notes.list,
      await client.call(api.notes.list, { query }),
    );
    notes.push(...page.notes);
    cursor = page.nextCursor;
  } while (cursor);
  return notes;
}

/** The parts of a read that depend only on stored data. */
export function clockFree(route: AnyRoute, body: unknown): unknown {
  if (route.id === 'unifiedMeetings.weekly') {
    const { now: _now, meetings, ...week } = body as WeeklyMeetings;
    return { ...week, meetings: meetings.map(({ status: _status, ...meeting }) => meeting) };
  }
  if (route.id === 'dashboard.get') {
    const dashboard = body as Dashboard;
    return {
      weekStartDate: dashboard.weekStartDate,
      timeZone: dashboard.timeZone,
      weeklyOneOnOnes: dashboard.weeklyOneOnOnes.map(({ id, hasAgenda, hasReflection }) => ({
        id,
        hasAgenda,
        hasReflection,
      })),
      directReports: dashboard.directReports.map(({ nextOneOnOneAt: _next, ...row }) => row),
      recentInsights: dashboard.recentInsights,
      notesLogged: dashboard.weeklyProgress.notesLogged,
      feedback: dashboard.feedback,
    };
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
      const key = `${route.id} ${JSON.stringify(query)}`;
      if (route.id === api.notes.list.id && Object.keys(query).length === 0) {
        snapshot[key] = await readAllNotes(client);
        continue;
      }
      const body = expectSuccess(route, await client.call(route, { query }));
      snapshot[key] = clockFree(route, body);
    }
  }
  // Each meeting note, read as the meeting's note.
  const notes = snapshot[`${api.notes.list.id} {}`] as Note[];
  const meetingIds = notes.flatMap((note) => (note.meetingId ? [note.meetingId] : []));
  for (const meetingId of meetingIds) {
    const route = api.meetingNotes.get;
    const query = { meetingId };
    snapshot[`${route.id} ${JSON.stringify(query)}`] = expectSuccess(
      route,
      await client.call(route, { query }),
    );
  }
  if (meetingIds.length > 0) {
    const route = api.meetingNotes.flags;
    const query = { meetingIds: meetingIds.slice(0, 100).join(',') };
    snapshot[`${route.id} ${JSON.stringify(query)}`] = expectSuccess(
      route,
      await client.call(route, { query }),
    );
  }
  return snapshot;
}
