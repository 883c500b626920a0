/** The `onboarding` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  onboardingCompleteSchema,
  onboardingStatusSchema,
  profileSchema,
} from '../schemas/profile';

export const onboardingRoutes = {
  status: defineRoute('onboarding.status', {
    method: 'GET',
    path: '/api/onboarding/status',
    summary: 'Whether the user finished onboarding.',
    access: 'read',
    response: onboardingStatusSchema,
  }),
  complete: defineRoute('onboarding.complete', {
    method: 'POST',
    path: '/api/onboarding',
    summary: 'Saves the onboarding answers into the profile and marks onboarding complete.',
    access: 'write',
    body: onboardingCompleteSchema,
    response: profileSchema,
  }),
} as const;
