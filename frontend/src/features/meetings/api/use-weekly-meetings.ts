/**
 * This week's 1:1s (docs/product.md#calls 'GET /api/unified-meetings/weekly'). Refetched every
 * minute so a meeting that has passed moves from upcoming to completed, and right after the week
 * rolls over (Monday 00:05 in the user's zone, docs/product.md#constants-and-limits).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Re-read interval, ms. */
const REFRESH_MS = 60_000;
/**
 * The week rolls over at Monday 00:05 local (docs/product.md#constants-and-limits): 5 minutes after
 * the week ends.
 */
const ROLLOVER_DELAY_MS = 5 * 60_000;

export type WeeklyScope = 'direct-report' | 'boss';

export const weeklyMeetingsQuery = (scope: WeeklyScope, personId?: string) =>
  queryOptions({
    queryKey: queryKeys.meetings.weekly(scope, personId),
    queryFn: ({ signal }) =>
      apiCall(api.unifiedMeetings.weekly, {
        signal,
        query: { scope, ...(personId ? { personId } : {}) },
      }),
    refetchInterval: (query) => {
      const weekEnd = query.state.data?.weekEnd;
      if (!weekEnd) return REFRESH_MS;
      const untilRollover = Date.parse(weekEnd) + ROLLOVER_DELAY_MS - Date.now();
      return untilRollover > 0 ? Math.min(REFRESH_MS, untilRollover) : REFRESH_MS;
    },
  });

export function useWeeklyMeetings(scope: WeeklyScope, personId?: string) {
  return useQuery(weeklyMeetingsQuery(scope, personId));
}
