/**
 * Reads started before the app has loaded (docs/performance.md#a-light-first-page). The entry
 * (main.tsx) knows, from the stored local session and the address, which GET requests the first
 * page's route loaders will make; it starts them at once, so the answers download together with the
 * app's code instead of after it. The API client (`callRoute`) takes an early read's response for
 * the same URL and bearer token, once, instead of fetching again; an early read nobody takes, or
 * one older than `MAX_AGE_MS`, is dropped and the client fetches as usual. Kept tiny and free of
 * imports: it is part of the entry chunk, and of the small script a page's own document runs first
 * (`first-reads.ts`), which starts the reads before the entry has even downloaded; the two copies
 * share one registry on `globalThis`, so the entry's copy takes what the first script started.
 */

/** An early read older than this is not used (ms): the page asks again. */
const MAX_AGE_MS = 10_000;

interface EarlyRead {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

/** The registry's key on `globalThis`, the same for every copy of this module. */
const REGISTRY = Symbol.for('middle.early-reads');

const reads: Map<string, EarlyRead> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??=
  new Map<string, EarlyRead>()) as Map<string, EarlyRead>;

/**
 * Starts a GET of each URL (a path with its query) with `token`, as `callRoute` would send it; a
 * URL whose read with the same token is already waiting is not asked again.
 */
export function startEarlyReads(urls: readonly string[], token: string): void {
  for (const url of urls) {
    if (reads.get(url)?.token === token) continue;
    const response = fetch(url, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    // A failure surfaces where the read is taken; an untaken one fails silently.
    response.catch(() => undefined);
    reads.set(url, { token, startedAt: Date.now(), response });
  }
}

/**
 * The response of the early read of `url` made with `token`, at most once; null when there is
 * none, it was made with another token, or it is too old.
 */
export function takeEarlyRead(url: string, token: string): Promise<Response> | null {
  const read = reads.get(url);
  if (!read) return null;
  reads.delete(url);
  if (read.token !== token || Date.now() - read.startedAt > MAX_AGE_MS) return null;
  return read.response;
}

/** Whether early reads are waiting to be taken (a first load whose reads started early). */
export function earlyReadsWaiting(): boolean {
  return reads.size > 0;
}
