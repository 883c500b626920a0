/**
 * Auth against the local token issuer (`/local-auth`), used when no Clerk key is configured. The
 * session (token and user) lives in localStorage, kept by local-session-store.ts.
 */
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { fullName } from '@shared/domain/person-name';
import { AuthContext, type AuthContextValue, type SessionUser } from './auth-context';
import { LocalAuthActionsContext, type LocalAuthActions } from './local-auth-actions';
import { requestDemoSession, type StoredSession } from './local-session';
import {
  currentSession,
  getToken,
  requestSession,
  signOut,
  store,
  subscribe,
  sync,
} from './local-session-store';

function toSessionUser(user: StoredSession['user']): SessionUser {
  return { ...user, fullName: fullName(user.firstName, user.lastName), imageUrl: null };
}

export function LocalAuthProvider({ children }: { children: ReactNode }) {
  useState(sync);
  const session = useSyncExternalStore(subscribe, currentSession);

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
    [],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status: session ? 'signed-in' : 'signed-out',
      user: session ? toSessionUser(session.user) : null,
      getToken,
      signOut,
    }),
    [session],
  );

  return (
    <LocalAuthActionsContext.Provider value={actions}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </LocalAuthActionsContext.Provider>
  );
}
