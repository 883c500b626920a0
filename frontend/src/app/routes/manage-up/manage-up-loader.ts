/** Starts /manage-up's reads (the manager, this week's 1:1s, the next 1:1) with the shell's. */
import { queryClient } from '@/lib/query-client';
import { weeklyMeetingsQuery } from '@/features/meetings';
import { bossNextQuery, bossesQuery } from '@/features/people';

export function manageUpLoader(): null {
  void queryClient.prefetchQuery(bossesQuery());
  void queryClient.prefetchQuery(weeklyMeetingsQuery('boss'));
  void queryClient.prefetchQuery(bossNextQuery());
  return null;
}
