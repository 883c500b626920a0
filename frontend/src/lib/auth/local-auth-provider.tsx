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
import {
  LOCAL_SESSION_KEY,
  postForSession,
  readStoredSession,
  requestDemoSession,
  writeStoredSession,
  type StoredSession,
} from './local-session';

/** Re-issue a token this long before it expires (ms). */
const REFRESH_MARGIN_MS = 60_000;

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

/** A session from the issuer for this email. @throws Error with the issuer's message. */
async function requestSession(input: LocalSignInInput): Promise<StoredSession> {
  const session = await postForSession('/local-auth/sessions', input);
  if (!session) throw new Error('Could not sign in. Please try again.');
  return session;
}

export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(readStoredSession);
  const sessionRef = useRef(session);
  const refreshing = useRef<Promise<string | null> | null>(null);

  const store = useCallback((next: StoredSession | null) => {
    sessionRef.current = next;
    setSession(next);
    writeStoredSession(next);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOCAL_SESSION_KEY) return;
      const next = readStoredSession();
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
        const next = await requestDemoSession();
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
