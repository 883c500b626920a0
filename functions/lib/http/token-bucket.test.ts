import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-bucket';

describe('TokenBuckets', () => {
  it('allows the burst, refuses the next with the seconds until a token is back, refills', () => {
    const buckets = new TokenBuckets({ burst: 3, perSecond: 0.5 });
    for (let call = 0; call < 3; call += 1) expect(buckets.take('a', 0).allowed).toBe(true);
    expect(buckets.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(buckets.take('b', 0).allowed).toBe(true);
    expect(buckets.take('a', 1_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(buckets.take('a', 2_000).allowed).toBe(true);
  });

  it('forgets the least recently used key past maxKeys (starting it full again)', () => {
    const buckets = new TokenBuckets({ burst: 1, perSecond: 0.001, maxKeys: 2 });
    buckets.take('a', 0);
    buckets.take('b', 0);
    buckets.take('c', 0);
    expect(buckets.take('a', 0).allowed).toBe(true);
    expect(buckets.take('c', 0).allowed).toBe(false);
  });
});
