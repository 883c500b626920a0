/** DELETE /api/integrations/{provider}: revokes the grant at the provider and deletes the tokens. */
import { integrationsRoutes } from '../../../shared/contract/routes/integrations';
import { disconnect } from '../../lib/connections/disconnect';
import { route } from '../../lib/http/route';

export const handler = route(integrationsRoutes.remove, ({ userId, params }) =>
  disconnect(userId, params.provider),
);
