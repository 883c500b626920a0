/** GET /api/onboarding/status: `{ onboardingCompleted }` (spec §3, §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { getOnboardingCompleted } from '../../lib/profile/profile-store';

export const handler = route(api.onboarding.status, async ({ userId }) => ({
  onboardingCompleted: await getOnboardingCompleted(userId),
}));
