/**
 * `GET /api/dashboard` (docs/product.md#entities 'Dashboard payload', #calls): everything the
 * dashboard shows in one read. It refreshes when the tab becomes visible again, every minute (a 1:1
 * that passes moves to completed), on the spec's events (`lib/query-invalidation.ts`) and at Monday
 * 00:05 in the user's zone (`use-dashboard-refresh.ts`). A failed read is logged and the page shows
 * an empty week.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { Dashboard } from '@shared/contract/schemas/dashboard';
import { detectTimeZone } from '@shared/domain/time-zone';
import { apiCall } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { queryKeys } from '@/lib/query-keys';
import { emptyDashboard } from '../dashboard-defaults';

/** Re-read interval while the dashboard is open, ms. */
const REFRESH_MS = 60_000;

export const dashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.all,
    queryFn: ({ signal }) =>
      apiCall(api.dashboard.get, { signal }).catch((error: unknown) => {
        if (!signal.aborted) console.error('Could not load the dashboard', error);
        throw error;
      }),
    refetchInterval: REFRESH_MS,
    // The tab becoming visible again always refreshes it, however fresh it was
    // (docs/product.md#states-and-transitions).
    refetchOnWindowFocus: 'always',
  });

/**
 * The dashboard: `data` is the payload, or an empty week (defaults) once the read has failed;
 * `settled` is false while it is a placeholder (loading).
 */
export function useDashboard(timeZone: string | undefined): {
  data: Dashboard;
  settled: boolean;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
} {
  const query = useQuery(dashboardQuery());
  const { user } = useAuth();
  const data =
    query.data ?? emptyDashboard(new Date(), timeZone ?? detectTimeZone(), user?.id ?? '');
  return {
    data,
    settled: query.data !== undefined,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
