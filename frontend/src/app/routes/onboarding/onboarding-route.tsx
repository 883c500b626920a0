/**
 * /onboarding: signed-in users only; a user who already finished onboarding goes to /dashboard
 * unless returning from a connection (`?connected=`). A failed status check is ignored (spec §8).
 */
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths, safeReturnPath } from '@/config/paths';
import { TeamReviewPage, useOnboardingStatus, OnboardingWizard } from '@/features/onboarding';
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
  if ((review === 'team' || review === 'calendar') && returnPath)
    return (
      <TeamReviewPage returnPath={returnPath} mode={review === 'team' ? 'manual' : 'calendar'} />
    );
  if (alreadyCompleted === null) return <FullPageSpinner />;
  if (alreadyCompleted && !searchParams.get('connected'))
    return <Navigate to={paths.dashboard} replace />;
  return <OnboardingWizard user={user!} />;
}

export function OnboardingRoute() {
  useDocumentTitle(pageTitle('Set up'));
  return (
    <RequireAuth>
      <OnboardingGate />
    </RequireAuth>
  );
}
