/**
 * POST /api/onboarding: stores the wizard's answers and completes onboarding
 * (docs/product.md#states-and-transitions, #calls).
 */
import { onboardingRoutes } from '../../../shared/contract/routes/onboarding';
import { route } from '../../lib/http/route';
import { completeOnboarding } from '../../lib/profile/profile-store';

export const handler = route(onboardingRoutes.complete, ({ userId, email, body }) =>
  completeOnboarding(userId, body, email),
);
