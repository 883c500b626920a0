/**
 * Auth through Clerk (production): loaded only when VITE_CLERK_PUBLISHABLE_KEY is set, as its own
 * chunk, and bridged to the app's one auth interface.
 */
import { ClerkProvider, useAuth as useClerkAuth, useUser } from '@clerk/react';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { env } from '@/lib/env';
import { paths } from '@/config/paths';
import { AuthContext, type AuthContextValue } from './auth-context';

function ClerkBridge({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, getToken, signOut } = useClerkAuth();
  const { user } = useUser();
  const value = useMemo<AuthContextValue>(
    () => ({
      status: !isLoaded ? 'loading' : isSignedIn ? 'signed-in' : 'signed-out',
      user: user
        ? {
            id: user.id,
            email: user.primaryEmailAddress?.emailAddress ?? '',
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
            fullName: user.fullName ?? '',
            imageUrl: user.imageUrl ?? null,
          }
        : null,
      getToken: () => getToken(),
      signOut: () => signOut(),
    }),
    [isLoaded, isSignedIn, user, getToken, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export default function ClerkAuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ClerkProvider
      publishableKey={env.clerkPublishableKey}
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
      signInUrl={paths.signIn}
      signUpUrl={paths.signUp}
      signInFallbackRedirectUrl={paths.onboarding}
      signUpFallbackRedirectUrl={paths.onboarding}
      afterSignOutUrl={paths.home}
    >
      <ClerkBridge>{children}</ClerkBridge>
    </ClerkProvider>
  );
}
