/**
 * Starts /manage-up's reads (the manager, this week's 1:1s, the next 1:1) with the shell's, and
 * the week's moments as soon as the manager and the week are known.
 */
import { queryClient } from '@/lib/query-client';
import { weeklyMeetingsQuery } from '@/features/meetings';
import { manageUpMomentsQuery, momentsWeekStart } from '@/features/moments';
import { bossNextQuery, bossesQuery } from '@/features/people';

export function manageUpLoader(): null {
  const bosses = queryClient.fetchQuery(bossesQuery());
  const weekly = queryClient.fetchQuery(weeklyMeetingsQuery('boss'));
  void queryClient.prefetchQuery(bossNextQuery());
  Promise.all([bosses, weekly])
    .then(([[boss], week]) => {
      if (boss)
        void queryClient.prefetchQuery(manageUpMomentsQuery(boss.id, momentsWeekStart(week)));
    })
    // The page's own queries show and retry a failed read.
    .catch(() => undefined);
  return null;
}
