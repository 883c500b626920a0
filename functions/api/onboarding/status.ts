/** GET /api/onboarding/status: `{ onboardingCompleted }` (spec §3, §7). */
import { onboardingRoutes } from '../../../shared/contract/routes/onboarding';
import { route } from '../../lib/http/route';
import { getOnboardingCompleted } from '../../lib/profile/profile-store';

export const handler = route(onboardingRoutes.status, async ({ userId }) => ({
  onboardingCompleted: await getOnboardingCompleted(userId),
}));
