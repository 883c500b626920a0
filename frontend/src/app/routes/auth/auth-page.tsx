/**
 * /sign-in/* and /sign-up/*: Clerk's forms when Clerk is configured, else the local forms.
 * A signed-in visitor goes straight to /onboarding.
 */
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { authProviderKind } from '@/lib/env';
import { AuthLayout } from './auth-layout';
import { LocalAuthForm } from './local-auth-form';

const ClerkSignIn = lazy(() => import('./clerk-forms').then((m) => ({ default: m.ClerkSignIn })));
const ClerkSignUp = lazy(() => import('./clerk-forms').then((m) => ({ default: m.ClerkSignUp })));

export function AuthPage({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const { status } = useAuth();
  if (status === 'signed-in') return <Navigate to={paths.onboarding} replace />;
  const ClerkForm = mode === 'sign-in' ? ClerkSignIn : ClerkSignUp;
  return (
    <AuthLayout>
      {authProviderKind === 'clerk' ? (
        <Suspense fallback={<FullPageSpinner />}>
          <ClerkForm />
        </Suspense>
      ) : (
        <LocalAuthForm mode={mode} />
      )}
    </AuthLayout>
  );
}
