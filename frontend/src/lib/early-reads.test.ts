/**
 * The API client answers a read from the entry's early request once, for the same token only; a
 * read the page's first script started is the entry's too (the two copies of the module share
 * their reads), and is not asked again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@shared/contract/api';
import { callRoute } from './api-client';
import { startEarlyReads } from './early-reads';

afterEach(() => {
  vi.unstubAllGlobals();
});

function recordFetches(): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).authorization;
    calls.push(`${url} ${auth}`);
    return Promise.resolve(Response.json({ answer: calls.length }));
  });
  return calls;
}

describe('early reads', () => {
  it('answer the first call of the same URL and token, later calls fetch', async () => {
    const calls = recordFetches();
    startEarlyReads(['/api/profile'], 'token-a');
    expect(await callRoute(api.profile.get, 'token-a')).toEqual({ answer: 1 });
    expect(calls).toEqual(['/api/profile Bearer token-a']);
    expect(await callRoute(api.profile.get, 'token-a')).toEqual({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it('are not used with another token', async () => {
    const calls = recordFetches();
    startEarlyReads(['/api/dashboard'], 'old-token');
    expect(await callRoute(api.dashboard.get, 'new-token')).toEqual({ answer: 2 });
    expect(calls).toEqual(['/api/dashboard Bearer old-token', '/api/dashboard Bearer new-token']);
  });
});

describe('early reads started by the first script', () => {
  it("are taken by the entry's copy of the module, and not asked again", async () => {
    const calls = recordFetches();
    // The first script's own copy of the module (bundled apart from the entry's).
    vi.resetModules();
    const firstScript = await import('./early-reads');
    expect(firstScript.startEarlyReads).not.toBe(startEarlyReads);
    firstScript.startEarlyReads(['/api/notes'], 'token-a');
    startEarlyReads(['/api/notes'], 'token-a');
    expect(calls).toEqual(['/api/notes Bearer token-a']);
    expect(await callRoute(api.notes.list, 'token-a')).toEqual({ answer: 1 });
    expect(calls).toHaveLength(1);
  });
});
