/**
 * The per-user request limit of every `/api` route (docs/api.md#fair-limits): a token bucket per
 * user id (per caller IP on the OAuth callbacks, which carry no token), in memory per container
 * (http/token-bucket.ts) — no DynamoDB call. Defaults: a burst of {@link DEFAULT_REQUEST_BURST}
 * requests, refilled at {@link DEFAULT_REQUEST_RATE} per second; `REQUEST_RATE_BURST` and
 * `REQUEST_RATE_PER_SECOND` override them. Routes that call the AI layer are stricter still: they
 * also count against the AI call limit (ai/rate-limit, 20 per 120 s, shared by all containers).
 * Past the limit: 429 `rate_limited` with `Retry-After`.
 */
import { RateLimitedError } from '../errors';
import { positiveNumberFromEnv, TokenBuckets } from './token-bucket';

export const DEFAULT_REQUEST_BURST = 1000;
export const DEFAULT_REQUEST_RATE = 20;

export const REQUEST_RATE_LIMITED_MESSAGE = 'Too many requests: wait a moment and try again';

let cached: { settings: string; buckets: TokenBuckets } | undefined;

/** The buckets for the current settings (re-created when the environment changes them). */
function buckets(): TokenBuckets {
  const burst = positiveNumberFromEnv('REQUEST_RATE_BURST', DEFAULT_REQUEST_BURST);
  const perSecond = positiveNumberFromEnv('REQUEST_RATE_PER_SECOND', DEFAULT_REQUEST_RATE);
  const settings = `${burst}/${perSecond}`;
  if (cached?.settings !== settings) {
    cached = { settings, buckets: new TokenBuckets({ burst, perSecond }) };
  }
  return cached.buckets;
}

/**
 * Counts one request of `key` (`user:<id>` or `ip:<address>`).
 * @throws RateLimitedError past the limit, with the seconds until a request is allowed again.
 */
export function consumeRequest(key: string, now = Date.now()): void {
  const result = buckets().take(key, now);
  if (!result.allowed) {
    throw new RateLimitedError(REQUEST_RATE_LIMITED_MESSAGE, result.retryAfterSeconds);
  }
}
