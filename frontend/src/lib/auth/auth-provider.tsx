/**
 * Picks the auth implementation at build time: Clerk when a publishable key is configured, else
 * the local token issuer. It wraps every page, so it stays light: the API client is connected to
 * the session by `ApiSessionBridge`, with the providers of the pages that call the API.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { authProviderKind } from '@/lib/env';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LocalAuthProvider } from './local-auth-provider';

const ClerkAuthProvider = lazy(() => import('./clerk-auth-provider'));

export function AuthProvider({ children }: { children: ReactNode }) {
  if (authProviderKind === 'clerk') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ClerkAuthProvider>{children}</ClerkAuthProvider>
      </Suspense>
    );
  }
  return <LocalAuthProvider>{children}</LocalAuthProvider>;
}
