/**
 * `/` in the router (docs/product.md#landing-page): the landing page with the session; links
 * followed by the router; 'View demo' signs into demo mode's account (local issuer). A signed-in
 * visitor gets the account menu and is sent on by their onboarding status (landing-account.tsx,
 * loaded only for them).
 */
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useLocalAuthActions } from '@/lib/auth/local-auth-actions';
import { LandingPage } from './landing-page';

const LandingAccount = lazy(() => import('./landing-account'));

export function LandingRoute() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const signedIn = status === 'signed-in';
  const localAuth = useLocalAuthActions();
  const openDemo = async () => {
    if (!(await localAuth?.signInDemo())) return false;
    void navigate(paths.dashboard, { replace: true });
    return true;
  };
  return (
    <LandingPage
      signedIn={signedIn}
      onNavigate={(path) => void navigate(path)}
      {...(localAuth ? { onViewDemo: openDemo } : {})}
      account={
        signedIn ? (
          <Suspense fallback={null}>
            <LandingAccount />
          </Suspense>
        ) : null
      }
    />
  );
}
