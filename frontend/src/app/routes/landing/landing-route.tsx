/**
 * `/` in the router (spec §2 'Landing page'): the landing page with the session; links followed by
 * the router. A signed-in visitor gets the account menu and is sent on by their onboarding status
 * (landing-account.tsx, loaded only for them).
 */
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { LandingPage } from './landing-page';

const LandingAccount = lazy(() => import('./landing-account'));

export function LandingRoute() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const signedIn = status === 'signed-in';
  return (
    <LandingPage
      signedIn={signedIn}
      onNavigate={(path) => void navigate(path)}
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
