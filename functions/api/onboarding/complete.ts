/** POST /api/onboarding: stores the wizard's answers and completes onboarding (spec §4, §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { completeOnboarding } from '../../lib/profile/profile-store';

export const handler = route(api.onboarding.complete, ({ userId, email, body }) =>
  completeOnboarding(userId, body, email),
);
