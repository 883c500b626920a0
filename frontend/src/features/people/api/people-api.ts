/**
 * One factory for the two kinds of tracked people (docs/product.md#calls 'People'): query options,
 * fetchers and hooks for the lean and full lists and the writes, from the kind's contract routes.
 * Writes announce the change with the kind's browser event (docs/product.md#states-and-transitions
 * 'Events'); the event invalidates the people and meeting queries (`lib/query-invalidation.ts`).
 */
import { queryOptions, useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AnyRoute, RouteBodyInput, RouteResponse } from '@shared/contract/define-route';
import { apiCall } from '@/lib/api-client';
import { appEvents, type AppEventName } from '@/lib/app-events';

interface PeopleRoutes {
  list: AnyRoute;
  listLean: AnyRoute;
  create: AnyRoute;
  update: AnyRoute;
  remove: AnyRoute;
}

interface PeopleKeys {
  list: (includeArchived: boolean) => readonly unknown[];
  lean: readonly unknown[];
}

/** The queries and writes of one kind of person. */
export function createPeopleApi<R extends PeopleRoutes>(config: {
  routes: R;
  keys: PeopleKeys;
  /** The browser event a write fires: `directReportsChanged` or `bossesChanged`. */
  changedEvent: AppEventName;
}) {
  const { routes, keys, changedEvent } = config;
  const announce = () => appEvents.emit(changedEvent);

  const leanQuery = () =>
    queryOptions<RouteResponse<R['listLean']>>({
      queryKey: keys.lean,
      queryFn: ({ signal }) => apiCall<R['listLean']>(routes.listLean, { signal }),
    });

  const listQuery = (options: { includeArchived?: boolean } = {}) => {
    const includeArchived = options.includeArchived ?? false;
    return queryOptions<RouteResponse<R['list']>>({
      queryKey: keys.list(includeArchived),
      queryFn: ({ signal }) =>
        apiCall<R['list']>(routes.list, {
          signal,
          query: includeArchived ? { includeArchived: 1 } : {},
        }),
    });
  };

  return {
    leanQuery,
    listQuery,
    useLean: (): UseQueryResult<RouteResponse<R['listLean']>> => useQuery(leanQuery()),
    useList: (
      options: { includeArchived?: boolean; enabled?: boolean } = {},
    ): UseQueryResult<RouteResponse<R['list']>> =>
      useQuery({ ...listQuery(options), enabled: options.enabled ?? true }),
    useCreate: () =>
      useMutation({
        mutationFn: (body: RouteBodyInput<R['create']>) =>
          apiCall<R['create']>(routes.create, { body }),
        onSuccess: announce,
      }),
    useUpdate: () =>
      useMutation({
        mutationFn: ({ id, body }: { id: string; body: RouteBodyInput<R['update']> }) =>
          apiCall<R['update']>(routes.update, { params: { id }, body }),
        onSuccess: announce,
      }),
    useRemove: () =>
      useMutation({
        mutationFn: (id: string) => apiCall<R['remove']>(routes.remove, { params: { id } }),
        onSuccess: announce,
      }),
  };
}
