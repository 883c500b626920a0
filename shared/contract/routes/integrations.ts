/** The `integrations` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  integrationProviderParams,
  integrationRemovedSchema,
  integrationsSchema,
} from '../schemas/integrations';

export const integrationsRoutes = {
  list: defineRoute('integrations.list', {
    method: 'GET',
    path: '/api/integrations',
    summary: 'Google Calendar and Slack: connected, needing a reconnect or not, and the account.',
    access: 'read',
    response: integrationsSchema,
  }),
  remove: defineRoute('integrations.remove', {
    method: 'DELETE',
    path: '/api/integrations/{provider}',
    summary: "Disconnects: revokes the grant at the provider and deletes the user's tokens.",
    access: 'write',
    integrations: { providers: ['google', 'slack'], tokens: 'decrypt' },
    params: integrationProviderParams,
    response: integrationRemovedSchema,
  }),
} as const;
