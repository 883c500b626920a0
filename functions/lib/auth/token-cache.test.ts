/**
 * The verified-token cache (token-cache.ts): a token is verified once and served until its `exp`,
 * never after it, never when verification failed, never for another token, and the cache stays
 * within its bound. `verifyToken` here is the caller's verification, counted; the cache is real.
 */
import { describe, expect, it } from 'vitest';
import { createTokenCache, type Verified } from './token-cache';

const NOW_S = 1_800_000_000;

/** A clock the test moves, and a verification that counts its calls and may refuse. */
function setup(maxEntries = 3) {
  const clock = { ms: NOW_S * 1000 };
  const cache = createTokenCache<string>({ maxEntries, nowMs: () => clock.ms });
  const calls: string[] = [];
  const refused = new Set<string>();
  const verify = async (token: string): Promise<Verified<string>> => {
    calls.push(token);
    if (refused.has(token)) throw new Error('Invalid or expired token');
    return { value: `user of ${token}`, exp: NOW_S + 60 };
  };
  return { clock, cache, calls, refused, verify };
}

describe('createTokenCache', () => {
  it('verifies the same token once while it is valid', async () => {
    const { cache, calls, verify } = setup();
    expect(await cache.verify('token-a', verify)).toBe('user of token-a');
    expect(await cache.verify('token-a', verify)).toBe('user of token-a');
    expect(await cache.verify('token-a', verify)).toBe('user of token-a');
    expect(calls).toEqual(['token-a']);
  });

  it('verifies again at its exp, and refuses it when verification now fails', async () => {
    const { clock, cache, calls, refused, verify } = setup();
    await cache.verify('token-a', verify);
    clock.ms = (NOW_S + 59) * 1000 + 999;
    await cache.verify('token-a', verify);
    expect(calls).toEqual(['token-a']);
    clock.ms = (NOW_S + 60) * 1000;
    refused.add('token-a');
    await expect(cache.verify('token-a', verify)).rejects.toThrow('Invalid or expired token');
    await expect(cache.verify('token-a', verify)).rejects.toThrow('Invalid or expired token');
    expect(calls).toEqual(['token-a', 'token-a', 'token-a']);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing for a token that failed verification', async () => {
    const { cache, calls, refused, verify } = setup();
    refused.add('forged');
    await expect(cache.verify('forged', verify)).rejects.toThrow();
    await expect(cache.verify('forged', verify)).rejects.toThrow();
    expect(calls).toEqual(['forged', 'forged']);
    expect(cache.size).toBe(0);
  });

  it('does not keep a token whose exp has already passed when verified', async () => {
    const { cache, calls } = setup();
    const stale = async (token: string) => {
      calls.push(token);
      return { value: 'stale', exp: NOW_S - 1 };
    };
    await cache.verify('token-s', stale);
    await cache.verify('token-s', stale);
    expect(calls).toEqual(['token-s', 'token-s']);
  });

  it('never serves one token for another, even one differing in a single character', async () => {
    const { cache, calls, refused, verify } = setup();
    await cache.verify('header.payload.signature', verify);
    refused.add('header.payload.signaturE');
    await expect(cache.verify('header.payload.signaturE', verify)).rejects.toThrow();
    expect(await cache.verify('other', verify)).toBe('user of other');
    expect(calls).toEqual(['header.payload.signature', 'header.payload.signaturE', 'other']);
  });

  it('stays within its bound, dropping the least recently used token', async () => {
    const { cache, calls, verify } = setup(3);
    for (const token of ['t1', 't2', 't3']) await cache.verify(token, verify);
    await cache.verify('t1', verify); // t1 used again: t2 is now the oldest
    await cache.verify('t4', verify);
    expect(cache.size).toBe(3);
    calls.length = 0;
    for (const token of ['t1', 't3', 't4', 't2']) await cache.verify(token, verify);
    expect(calls).toEqual(['t2']);
    expect(cache.size).toBe(3);
  });
});
