/**
 * Which cached reads each browser event of docs/product.md#states-and-transitions ('Events',
 * 'Refreshing') makes stale, in one table. Writes announce what changed with an event; this module
 * invalidates for them, once: the keys of every event fired in the same tick are merged, so a write
 * that fires two events (a deleted meeting note: `meetingNoteDeleted` and `dashboardNotesChanged`)
 * refetches each query once.
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AppEventName } from './app-events';
import { queryKeys } from './query-keys';

/**
 * The query key prefixes each event invalidates. Meetings carry their note flags; moments are
 * inferred from notes (docs/product.md#states-and-transitions 'Refreshing': per-person feedback
 * flags reload when notes or feedback change events fire); the dashboard refreshes on the spec's
 * events (feedback, notes, direct reports changed, note deleted).
 */
export const invalidatedBy: Partial<Record<AppEventName, readonly QueryKey[]>> = {
  directReportsChanged: [
    queryKeys.directReports.all,
    queryKeys.meetings.all,
    queryKeys.dashboard.all,
  ],
  bossesChanged: [queryKeys.bosses.all, queryKeys.meetings.all],
  dashboardNotesChanged: [
    queryKeys.notes.all,
    queryKeys.meetings.all,
    queryKeys.moments.all,
    queryKeys.dashboard.all,
  ],
  meetingNoteDeleted: [
    queryKeys.notes.all,
    queryKeys.meetings.all,
    queryKeys.moments.all,
    queryKeys.dashboard.all,
  ],
  feedbackChanged: [queryKeys.moments.all, queryKeys.dashboard.all],
  commitmentsChanged: [queryKeys.commitments.all, queryKeys.dashboard.all],
};

/** Invalidates, once each, the keys of the events named (a batch of one tick). */
export function invalidateForEvents(
  queryClient: QueryClient,
  events: Iterable<AppEventName>,
): Promise<void> {
  const keys = new Map<string, QueryKey>();
  for (const event of events) {
    for (const key of invalidatedBy[event] ?? []) keys.set(JSON.stringify(key), key);
  }
  return Promise.all(
    [...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/** Listens to the events of `invalidatedBy` for as long as the signed-in shell is mounted. */
export function useInvalidateOnAppEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let pending: Set<AppEventName> | null = null;
    const names = Object.keys(invalidatedBy) as AppEventName[];
    const handlers = names.map((name) => {
      const handle = () => {
        if (!pending) {
          pending = new Set();
          queueMicrotask(() => {
            const batch = pending ?? [];
            pending = null;
            void invalidateForEvents(queryClient, batch);
          });
        }
        pending.add(name);
      };
      window.addEventListener(name, handle);
      return [name, handle] as const;
    });
    return () => {
      for (const [name, handle] of handlers) window.removeEventListener(name, handle);
    };
  }, [queryClient]);
}
