/**
 * Sign-in actions of the local token issuer, for the local sign-in and sign-up forms. Null when
 * Clerk is in use (its own components sign users in).
 */
import { createContext, useContext } from 'react';
import type { SessionUser } from './auth-context';

export interface LocalSignInInput {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface LocalAuthActions {
  /** Signs in, or up when names are given. @throws Error with the server's message. */
  signIn: (input: LocalSignInInput) => Promise<SessionUser>;
  /**
   * Signs into the demo account (`POST /local-auth/demo`, served by `npm run demo` only).
   * @returns the demo user, or null when the server is not in demo mode (asked first, no post).
   * @throws Error with the server's message on any other failure.
   */
  signInDemo: () => Promise<SessionUser | null>;
}

export const LocalAuthActionsContext = createContext<LocalAuthActions | null>(null);

/** Sign-in actions of the local issuer; null when Clerk is in use. */
export function useLocalAuthActions(): LocalAuthActions | null {
  return useContext(LocalAuthActionsContext);
}
