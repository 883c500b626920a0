/**
 * The reads a first load of a signed-in page starts before the app has loaded
 * (docs/performance.md#a-light-first-page): with the local issuer the stored session's token is
 * known to the entry, so the GET requests the shell's loader (app-shell-loader.ts) and the page's
 * loader will make start at once (lib/early-reads.ts) and the API client takes their answers. The
 * URLs are the contract routes' paths as the loaders call them (first-page-reads.test.ts checks
 * they are the same).
 */
import { readStoredSession } from '@/lib/auth/local-session';
import { startEarlyReads } from '@/lib/early-reads';
import { authProviderKind } from '@/lib/env';
import { documentPageAt } from '@shared/web/page-documents';
import type { PageId } from '@shared/web/pages';

/** The shell's reads: the profile, the people of the sidebar, the notes panel's first page. */
const SHELL_READS = ['/api/profile', '/api/direct-reports/lean', '/api/bosses/lean', '/api/notes'];

/** The reads of a page's loader that need nothing but the address. */
const PAGE_READS: Partial<Record<PageId, string[]>> = {
  dashboard: ['/api/dashboard'],
};

/** The GET URLs a first load of `pathname` makes before anything renders; [] for other pages. */
export function firstPageReads(pathname: string): string[] {
  const page = documentPageAt(pathname);
  return page ? [...SHELL_READS, ...(PAGE_READS[page] ?? [])] : [];
}

/** Starts the first page's reads when the local issuer's session is stored (not with Clerk). */
export function startFirstPageReads(pathname: string): void {
  if (authProviderKind !== 'local') return;
  const session = readStoredSession();
  const urls = firstPageReads(pathname);
  if (session && urls.length) startEarlyReads(urls, session.token);
}
