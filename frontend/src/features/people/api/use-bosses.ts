/**
 * The manager (docs/product.md#calls 'People'): the lists and writes from the people factory, and
 * `GET /api/bosses/next` (the next 1:1, agenda topics and nudges).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { createPeopleApi } from './people-api';

const bosses = createPeopleApi({
  routes: api.bosses,
  keys: queryKeys.bosses,
  changedEvent: 'bossesChanged',
});

export const bossesLeanQuery = bosses.leanQuery;
export const bossesQuery = bosses.listQuery;
export const useBossesLean = bosses.useLean;
export const useBosses = bosses.useList;
export const useCreateBoss = bosses.useCreate;
export const useUpdateBoss = bosses.useUpdate;
export const useRemoveBoss = bosses.useRemove;

/** Re-read interval of the manage-up page's next 1:1, ms. */
const NEXT_REFRESH_MS = 60_000;

export const bossNextQuery = () =>
  queryOptions({
    queryKey: queryKeys.bosses.next,
    queryFn: ({ signal }) => apiCall(api.bosses.next, { signal }),
    refetchInterval: NEXT_REFRESH_MS,
  });

export function useBossNext() {
  return useQuery(bossNextQuery());
}
