/**
 * An in-memory token bucket per key (docs/api.md#fair-limits): each key holds up to
 * `burst` tokens, refilled continuously at `perSecond`; a request takes one. State lives in the
 * process — per Lambda container in the cloud, per local server — so the effective cloud limit is
 * this limit × warm containers; API Gateway's per-route throttling and the WAF rate rule are the
 * global backstops (docs/api.md#fair-limits). No I/O: a refused request costs no DynamoDB call.
 *
 * Memory is bounded: past `maxKeys` the least recently used key is forgotten (a forgotten key
 * starts again with a full bucket, which only ever errs towards allowing).
 */

export interface TokenBucketOptions {
  /** Tokens a full bucket holds: the most requests allowed at once. */
  burst: number;
  /** Tokens added per second (the sustained rate). */
  perSecond: number;
  /** Most keys remembered; default 10,000. */
  maxKeys?: number;
}

/** Allowed, or refused with the whole seconds until one token is back (at least 1). */
export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  /** Epoch ms of the last refill. */
  at: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxKeys: number;

  constructor(readonly options: TokenBucketOptions) {
    if (!(options.burst >= 1) || !(options.perSecond > 0)) {
      throw new Error('A token bucket needs burst >= 1 and perSecond > 0');
    }
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Takes one token of `key`'s bucket at `now` (epoch ms). */
  take(key: string, now = Date.now()): TakeResult {
    const { burst, perSecond } = this.options;
    const previous = this.buckets.get(key);
    const elapsedSeconds = previous ? Math.max(0, now - previous.at) / 1000 : 0;
    const tokens = previous ? Math.min(burst, previous.tokens + elapsedSeconds * perSecond) : burst;
    // Re-insert so the Map's order is least recently used first.
    this.buckets.delete(key);
    if (this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, at: now });
      return { allowed: true };
    }
    this.buckets.set(key, { tokens, at: now });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
  }
}

/**
 * A positive number from the environment variable `name`, else `fallback`.
 * Used for the limits' configuration (docs/operations.md#configuration).
 */
export function positiveNumberFromEnv(
  name: string,
  fallback: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const value = Number(env[name]);
  return env[name] !== undefined && env[name] !== '' && Number.isFinite(value) && value > 0
    ? value
    : fallback;
}
