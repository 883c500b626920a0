/**
 * Starts /dashboard's one read (`GET /api/dashboard`) with the shell's; on a first load whose reads
 * started early, waits for it (lib/first-load-reads.ts).
 */
import { queryClient } from '@/lib/query-client';
import { startReads } from '@/lib/first-load-reads';
import { dashboardQuery } from '@/features/dashboard';

export async function dashboardLoader(): Promise<null> {
  await startReads(() => [queryClient.prefetchQuery(dashboardQuery())]);
  return null;
}
