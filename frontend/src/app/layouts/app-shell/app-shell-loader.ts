/**
 * Starts the signed-in shell's reads (docs/product.md#app-shell: the user menu's profile, the
 * sidebar's people, the notes panel's list) before the first render, together with the page's own
 * loader. Never waits, except on a first load whose reads started before the app loaded: then the
 * first render has its data (lib/first-load-reads.ts).
 */
import { queryClient } from '@/lib/query-client';
import { startReads } from '@/lib/first-load-reads';
import { bossesLeanQuery, directReportsLeanQuery } from '@/features/people';
import { notesListQuery } from '@/features/notes';
import { profileQuery } from '@/features/profile';

export async function appShellLoader(): Promise<null> {
  await startReads(() => [
    queryClient.prefetchQuery(profileQuery()),
    queryClient.prefetchQuery(directReportsLeanQuery()),
    queryClient.prefetchQuery(bossesLeanQuery()),
    queryClient.prefetchInfiniteQuery(notesListQuery()),
  ]);
  return null;
}
