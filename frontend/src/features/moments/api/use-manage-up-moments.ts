/**
 * The manage-up moments of a week with the manager (docs/product.md#calls 'GET
 * /api/manage-up/current'; #manage-up-page, 'Nice job managing up this week!'): team wins,
 * priorities aligned and proactive updates, each with how it came about. Capturing and undoing:
 * use-moment-capture.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { ManageUpCurrent } from '@shared/contract/schemas/moments';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { MOMENTS_REFRESH_MS } from './moments-refresh';

/** `weekStart`: the week's Monday, 'YYYY-MM-DD' in the user's time zone. */
export function fetchManageUpMoments(
  bossId: string,
  weekStart: string,
  signal?: AbortSignal,
): Promise<ManageUpCurrent> {
  return apiCall(api.manageUp.current, {
    query: { bossId, weekStart },
    ...(signal ? { signal } : {}),
  });
}

/** Query options of the manager's moments of a week (key and fetcher). */
export const manageUpMomentsQuery = (bossId: string, weekStart: string) =>
  queryOptions({
    queryKey: queryKeys.moments.manageUp(bossId, weekStart),
    queryFn: ({ signal }) => fetchManageUpMoments(bossId, weekStart, signal),
    refetchInterval: MOMENTS_REFRESH_MS,
  });

/** The week's moments; waits while the week is not known yet (`weekStart` undefined). */
export function useManageUpMoments(bossId: string, weekStart: string | undefined) {
  return useQuery({
    ...manageUpMomentsQuery(bossId, weekStart ?? ''),
    enabled: weekStart !== undefined,
  });
}
