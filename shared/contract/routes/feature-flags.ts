/** The `featureFlags` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import { featureFlagsSchema } from '../schemas/usage';

export const featureFlagsRoutes = {
  get: defineRoute('featureFlags.get', {
    method: 'GET',
    path: '/api/feature-flags',
    summary: 'What this deployment has configured: the AI provider and processor, integrations.',
    access: 'read',
    response: featureFlagsSchema,
  }),
} as const;
