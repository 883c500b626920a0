/**
 * The signed-in part of the landing page (docs/product.md#landing-page): the account menu, and
 * sending the visitor on by their onboarding status (complete → /dashboard, incomplete →
 * /onboarding, a failed check → /dashboard). Loaded only for a signed-in visitor, with the
 * server-state providers it needs, so a signed-out visitor never downloads them
 * (docs/performance.md#a-light-first-page).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ServerStateProviders } from '@/app/app-providers';
import { UserMenu } from '@/app/layouts/app-shell/user-menu';
import { paths } from '@/config/paths';
import { useOnboardingStatus } from '@/features/onboarding';

function OnboardingRedirect() {
  const navigate = useNavigate();
  const onboarding = useOnboardingStatus();
  useEffect(() => {
    if (onboarding.isSuccess) {
      navigate(onboarding.data.onboardingCompleted ? paths.dashboard : paths.onboarding, {
        replace: true,
      });
    } else if (onboarding.isError) {
      navigate(paths.dashboard, { replace: true });
    }
  }, [onboarding.isSuccess, onboarding.isError, onboarding.data, navigate]);
  return null;
}

export default function LandingAccount() {
  return (
    <ServerStateProviders>
      <OnboardingRedirect />
      <UserMenu />
    </ServerStateProviders>
  );
}
