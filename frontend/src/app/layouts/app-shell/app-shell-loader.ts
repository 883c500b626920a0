/**
 * Starts the signed-in shell's reads (spec §2 'App shell': the user menu's profile, the sidebar's
 * people, the notes panel's list) before the first render, together with the page's own loader.
 * Never waits: the page renders at once and the queries fill in.
 */
import { queryClient } from '@/lib/query-client';
import { bossesLeanQuery, directReportsLeanQuery } from '@/features/people';
import { notesListQuery } from '@/features/notes';
import { profileQuery } from '@/features/profile';

export function appShellLoader(): null {
  void queryClient.prefetchQuery(profileQuery());
  void queryClient.prefetchQuery(directReportsLeanQuery());
  void queryClient.prefetchQuery(bossesLeanQuery());
  void queryClient.prefetchInfiniteQuery(notesListQuery());
  return null;
}
