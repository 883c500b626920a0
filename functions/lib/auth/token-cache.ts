/**
 * Verified bearer tokens, remembered until their `exp` (docs/performance.md#the-hot-path): a token
 * seen again on the same warm instance is not verified again. Keyed by the whole token string;
 * only tokens that passed verification are kept, and never served at or after their `exp`
 * (verification itself allows 5 s of clock skew; the cache allows none). At most `maxEntries`
 * tokens are kept: a small bounded Map that evicts the least recently used (no LRU library is a
 * dependency of the project; `lru-cache` is only present as an old transitive copy).
 */

/** What a verification yields: the value to hand out and the token's `exp` (epoch seconds). */
export interface Verified<T> {
  value: T;
  exp: number;
}

export interface TokenCache<T> {
  /**
   * The value for the token: from the cache while the token has not reached its `exp`, else from
   * `verifyToken` (kept when it resolves; nothing is kept when it throws, and the error is thrown).
   */
  verify(token: string, verifyToken: (token: string) => Promise<Verified<T>>): Promise<T>;
  /** How many tokens are kept. */
  readonly size: number;
}

/** A cache of at most `maxEntries` verified tokens; `nowMs` is the clock (Date.now by default). */
export function createTokenCache<T>(options: {
  maxEntries: number;
  nowMs?: () => number;
}): TokenCache<T> {
  const { maxEntries, nowMs = Date.now } = options;
  const entries = new Map<string, { value: T; expiresAtMs: number }>();
  return {
    get size() {
      return entries.size;
    },
    async verify(token, verifyToken) {
      const cached = entries.get(token);
      if (cached) {
        entries.delete(token);
        if (nowMs() < cached.expiresAtMs) {
          entries.set(token, cached); // most recently used last
          return cached.value;
        }
      }
      const { value, exp } = await verifyToken(token);
      const expiresAtMs = exp * 1000;
      if (Number.isFinite(expiresAtMs) && nowMs() < expiresAtMs) {
        entries.set(token, { value, expiresAtMs });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return value;
    },
  };
}
