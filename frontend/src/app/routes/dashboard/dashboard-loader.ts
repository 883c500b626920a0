/** Starts /dashboard's reads (this week's 1:1s with the team) with the shell's. */
import { queryClient } from '@/lib/query-client';
import { weeklyMeetingsQuery } from '@/features/meetings';

export function dashboardLoader(): null {
  void queryClient.prefetchQuery(weeklyMeetingsQuery('direct-report'));
  return null;
}
