/**
 * Picks the auth implementation at build time: Clerk when a publishable key is configured, else
 * the local token issuer; and connects the API client to the session once it is known.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { connectApiSession } from '@/lib/api-client';
import { authProviderKind } from '@/lib/env';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from './auth-context';
import { LocalAuthProvider } from './local-auth-provider';

const ClerkAuthProvider = lazy(() => import('./clerk-auth-provider'));

/** Hands the session (token source and sign-out) to the API client once auth has loaded. */
function ApiSessionBridge({ children }: { children: ReactNode }) {
  const { status, getToken, signOut } = useAuth();
  useEffect(() => {
    connectApiSession(status === 'loading' ? null : { getToken, signOut });
  }, [status, getToken, signOut]);
  return children;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  if (authProviderKind === 'clerk') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ClerkAuthProvider>
          <ApiSessionBridge>{children}</ApiSessionBridge>
        </ClerkAuthProvider>
      </Suspense>
    );
  }
  return (
    <LocalAuthProvider>
      <ApiSessionBridge>{children}</ApiSessionBridge>
    </LocalAuthProvider>
  );
}
