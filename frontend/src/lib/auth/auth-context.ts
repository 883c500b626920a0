/**
 * The one auth interface of the frontend (docs/architecture.md#local-token-issuer): pages and the
 * API client see the same shape whether Clerk or the local token issuer is behind it.
 */
import { createContext, useContext } from 'react';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  imageUrl: string | null;
}

export interface AuthContextValue {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  /** A fresh bearer token, or null when signed out. */
  getToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The current session. Throws outside an auth provider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside the AuthProvider');
  return value;
}
