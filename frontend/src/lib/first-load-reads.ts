/**
 * Route loaders on a first load whose reads started early (early-reads.ts;
 * docs/performance.md#a-light-first-page): the loader waits for its reads, at most
 * `FIRST_LOAD_WAIT_MS`, so the page's first render has its data. That is one render React can
 * interrupt (the router renders in a transition) instead of a render of loading states followed by
 * a blocking re-render per answer. Other navigations never wait: the page renders at once and its
 * queries fill in. A visitor known to be signed out starts no read: the page's guard sends them to
 * sign-in, and a read would only fail ('Not signed in').
 */
import { knownSignedOut } from './auth/known-signed-out';
import { earlyReadsWaiting } from './early-reads';

/** The longest a first load waits for its reads before rendering without them (ms). */
export const FIRST_LOAD_WAIT_MS = 1_000;

/**
 * Starts `start`'s reads (promises that never reject, as `prefetchQuery`'s) and, on a first load
 * with early reads, resolves once they have settled or `FIRST_LOAD_WAIT_MS` has passed; at once
 * otherwise. Starts nothing for a visitor known to be signed out.
 */
export async function startReads(start: () => Promise<unknown>[]): Promise<void> {
  if (knownSignedOut()) return;
  const firstLoad = earlyReadsWaiting();
  const reads = start();
  if (!firstLoad) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(reads),
    new Promise((resolve) => (timer = setTimeout(resolve, FIRST_LOAD_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
