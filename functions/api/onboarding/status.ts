/** GET /api/onboarding/status: `{ onboardingCompleted }` (docs/product.md#entities, #calls). */
import { onboardingRoutes } from '../../../shared/contract/routes/onboarding';
import { route } from '../../lib/http/route';
import { getOnboardingCompleted } from '../../lib/profile/profile-store';

export const handler = route(onboardingRoutes.status, async ({ userId }) => ({
  onboardingCompleted: await getOnboardingCompleted(userId),
}));
