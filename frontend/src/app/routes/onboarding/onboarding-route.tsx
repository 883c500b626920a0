/**
 * /onboarding: signed-in users only; a user who already finished onboarding goes to /dashboard
 * unless returning from a connection (`?connected=`). A failed status check is ignored
 * (docs/product.md#error-catalogue). With a return path, `?review=team|calendar` is the team review
 * page ('Review your team'), and so is coming back from connecting Google Calendar once onboarding
 * is done: the wizard's step 6 would send its empty answers as the profile.
 */
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths, safeReturnPath } from '@/config/paths';
import {
  TEAM_REVIEW_TITLE,
  TeamReviewPage,
  useOnboardingStatus,
  OnboardingWizard,
} from '@/features/onboarding';
import { useAuth } from '@/lib/auth/auth-context';
import { RequireAuth } from '@/lib/auth/require-auth';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

function OnboardingGate() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const status = useOnboardingStatus();
  // Decided once: finishing the wizard flips the status, and the wizard navigates on its own.
  const [alreadyCompleted, setAlreadyCompleted] = useState<boolean | null>(null);
  if (alreadyCompleted === null && !status.isPending) {
    setAlreadyCompleted(status.data?.onboardingCompleted === true);
  }
  const returnPath = safeReturnPath(searchParams.get('return'));
  const review = searchParams.get('review');
  const connected = searchParams.get('connected');
  const reviewing = (review === 'team' || review === 'calendar') && returnPath !== null;
  const reconnected = alreadyCompleted === true && connected === 'google';
  useDocumentTitle(reviewing || reconnected ? pageTitle(TEAM_REVIEW_TITLE) : pageTitle('Set up'));
  if (reviewing) return <TeamReviewPage returnPath={returnPath} />;
  if (alreadyCompleted === null) return <FullPageSpinner />;
  if (reconnected) return <TeamReviewPage returnPath={returnPath ?? paths.dashboard} connected />;
  if (alreadyCompleted && !connected) return <Navigate to={paths.dashboard} replace />;
  return <OnboardingWizard user={user!} />;
}

export function OnboardingRoute() {
  return (
    <RequireAuth>
      <OnboardingGate />
    </RequireAuth>
  );
}
