/**
 * Auth against the local token issuer (`/local-auth`), used when no Clerk key is configured. The
 * session (token and user) lives in localStorage; a token about to expire is re-issued for the
 * same email, as Clerk refreshes its session tokens.
 */
import { decodeJwt } from 'jose';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fullName } from '@shared/domain/person-name';
import { AuthContext, type AuthContextValue, type SessionUser } from './auth-context';
import {
  LocalAuthActionsContext,
  type LocalAuthActions,
  type LocalSignInInput,
} from './local-auth-actions';

const STORAGE_KEY = 'coach.local-session';
/** Re-issue a token this long before it expires (ms). */
const REFRESH_MARGIN_MS = 60_000;

interface StoredSession {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string };
}

function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    return typeof parsed?.token === 'string' && typeof parsed.user?.id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function toSessionUser(user: StoredSession['user']): SessionUser {
  return { ...user, fullName: fullName(user.firstName, user.lastName), imageUrl: null };
}

function expiresSoon(token: string): boolean {
  try {
    const { exp } = decodeJwt(token);
    return !exp || exp * 1000 - Date.now() < REFRESH_MARGIN_MS;
  } catch {
    return true;
  }
}

/** Demo mode's sign-in (null when the server has none: not in demo mode). */
const DEMO_SESSION_URL = '/local-auth/demo';

/** A session from the issuer: by email, or the demo account's ('demo': null when not served). */
async function requestSession(input: 'demo'): Promise<StoredSession | null>;
async function requestSession(input: LocalSignInInput): Promise<StoredSession>;
async function requestSession(input: LocalSignInInput | 'demo'): Promise<StoredSession | null> {
  const response = await fetch(input === 'demo' ? DEMO_SESSION_URL : '/local-auth/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(input === 'demo' ? {} : { body: JSON.stringify(input) }),
  });
  if (input === 'demo' && response.status === 404) return null;
  const body = (await response.json().catch(() => null)) as
    (StoredSession & { error?: undefined }) | { error: { message: string } } | null;
  if (!response.ok || !body || body.error) {
    throw new Error(body?.error?.message ?? 'Could not sign in. Please try again.');
  }
  return body as StoredSession;
}

export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(readSession);
  const sessionRef = useRef(session);
  const refreshing = useRef<Promise<string | null> | null>(null);

  const store = useCallback((next: StoredSession | null) => {
    sessionRef.current = next;
    setSession(next);
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY) return;
      const next = readSession();
      sessionRef.current = next;
      setSession(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const getToken = useCallback(async () => {
    const current = sessionRef.current;
    if (!current) return null;
    if (!expiresSoon(current.token)) return current.token;
    refreshing.current ??= requestSession({ email: current.user.email })
      .then((next) => {
        store(next);
        return next.token;
      })
      .catch(() => {
        store(null);
        return null;
      })
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, [store]);

  const signOut = useCallback(async () => store(null), [store]);

  const actions = useMemo<LocalAuthActions>(
    () => ({
      signIn: async (input) => {
        const next = await requestSession(input);
        store(next);
        return toSessionUser(next.user);
      },
      signInDemo: async () => {
        const next = await requestSession('demo');
        if (!next) return null;
        store(next);
        return toSessionUser(next.user);
      },
    }),
    [store],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status: session ? 'signed-in' : 'signed-out',
      user: session ? toSessionUser(session.user) : null,
      getToken,
      signOut,
    }),
    [session, getToken, signOut],
  );

  return (
    <LocalAuthActionsContext.Provider value={actions}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </LocalAuthActionsContext.Provider>
  );
}
