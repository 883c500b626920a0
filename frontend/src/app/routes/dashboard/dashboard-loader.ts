/** Starts /dashboard's one read (`GET /api/dashboard`) with the shell's. */
import { queryClient } from '@/lib/query-client';
import { dashboardQuery } from '@/features/dashboard';

export function dashboardLoader(): null {
  void queryClient.prefetchQuery(dashboardQuery());
  return null;
}
