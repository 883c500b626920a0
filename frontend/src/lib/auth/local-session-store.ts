/**
 * The local token issuer's session of this tab, outside React
 * (docs/performance.md#a-light-first-page): the provider (local-auth-provider.tsx) renders from it,
 * and the API client can be connected to it (`localApiSession`) before the first render, so a
 * page's first reads start with its route loaders instead of after the first commit. localStorage
 * stays the source of truth; a token about to expire is re-issued for the same email, as Clerk
 * refreshes its session tokens.
 */
import { decodeJwt } from 'jose';
import type { LocalSignInInput } from './local-auth-actions';
import {
  LOCAL_SESSION_KEY,
  postForSession,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from './local-session';

/** Re-issue a token this long before it expires (ms). */
const REFRESH_MARGIN_MS = 60_000;

function expiresSoon(token: string): boolean {
  try {
    const { exp } = decodeJwt(token);
    return !exp || exp * 1000 - Date.now() < REFRESH_MARGIN_MS;
  } catch {
    return true;
  }
}

/** A session from the issuer for this email. @throws Error with the issuer's message. */
export async function requestSession(input: LocalSignInInput): Promise<StoredSession> {
  const session = await postForSession('/local-auth/sessions', input);
  if (!session) throw new Error('Could not sign in. Please try again.');
  return session;
}

/** The session last read; `sync` re-reads localStorage (the landing page stores the demo's session). */
let current: StoredSession | null = null;

/** The session last read (what the provider renders). */
export const currentSession = () => current;
const listeners = new Set<() => void>();
let refreshing: Promise<string | null> | null = null;

/** The stored session, kept as the same object while its token is unchanged. */
export function sync(): StoredSession | null {
  const stored = readStoredSession();
  if (stored?.token !== current?.token) current = stored;
  return current;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores `next` (null signs out) in this tab and in localStorage. */
export function store(next: StoredSession | null): void {
  current = next;
  writeStoredSession(next);
  notify();
}

/** Follows the session of other tabs (the `storage` event) while anyone listens. */
export function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCAL_SESSION_KEY) return;
    sync();
    notify();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session's token, re-issued first when it is about to expire; null when signed out. */
export async function getToken(): Promise<string | null> {
  const session = sync();
  if (!session) return null;
  if (!expiresSoon(session.token)) return session.token;
  refreshing ??= requestSession({ email: session.user.email })
    .then((next) => {
      store(next);
      return next.token;
    })
    .catch(() => {
      store(null);
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function signOut(): Promise<void> {
  store(null);
}

/** The local session as the API client takes it (`connectApiSession`), usable before React. */
export const localApiSession = { getToken, signOut } as const;
