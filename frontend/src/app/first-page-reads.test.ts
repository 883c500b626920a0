/**
 * The reads the entry starts before the app loads are the ones the first page's route loaders make:
 * the same URLs, so the API client takes every early answer and none is wasted. A visitor known to
 * be signed out (no stored session) makes none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appShellLoader } from '@/app/layouts/app-shell/app-shell-loader';
import { dashboardLoader } from '@/app/routes/dashboard/dashboard-loader';
import { connectApiSession } from '@/lib/api-client';
import { LOCAL_SESSION_KEY, type StoredSession } from '@/lib/auth/local-session';
import { queryClient } from '@/lib/query-client';
import { firstPageReads } from './first-page-reads';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const SESSION: StoredSession = {
  token: 'token',
  user: { id: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
};

/** A browser's storage holding `session` as the local issuer's (none: signed out). */
function storeSession(session: StoredSession | null) {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) =>
      key === LOCAL_SESSION_KEY && session ? JSON.stringify(session) : null,
  });
}

/** The URLs the loaders fetch, in any order, in a browser with a stored session. */
async function loaderReads(run: () => void): Promise<string[]> {
  const urls: string[] = [];
  storeSession(SESSION);
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(new Response('{}', { status: 200 }));
  });
  connectApiSession({ getToken: () => Promise.resolve('token'), signOut: async () => {} });
  run();
  await vi.waitFor(() => expect(urls.length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return urls.sort();
}

describe('firstPageReads', () => {
  it("are the dashboard's and the shell's loaders' reads on /dashboard", async () => {
    const made = await loaderReads(() => {
      appShellLoader();
      dashboardLoader();
    });
    expect([...firstPageReads('/dashboard')].sort()).toEqual(made);
  });

  it("are the shell's reads on the other signed-in pages, none elsewhere", async () => {
    const made = await loaderReads(() => appShellLoader());
    for (const page of ['/manage-up', '/dr/abc', '/profile']) {
      expect([...firstPageReads(page)].sort()).toEqual(made);
    }
    for (const page of ['/', '/sign-in', '/privacy', '/onboarding', '/terms', '/nowhere']) {
      expect(firstPageReads(page)).toEqual([]);
    }
  });

  it('are none for a visitor known to be signed out: the loaders read nothing', async () => {
    const urls: string[] = [];
    storeSession(null);
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    connectApiSession({ getToken: () => Promise.resolve(null), signOut: async () => {} });
    await Promise.all([appShellLoader(), dashboardLoader()]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(urls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
