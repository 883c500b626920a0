/** GET /api/integrations: Google Calendar and Slack, connected or not, and the account. */
import { integrationsRoutes } from '../../../shared/contract/routes/integrations';
import { listIntegrations } from '../../lib/integrations/integration-store';
import { route } from '../../lib/http/route';

export const handler = route(integrationsRoutes.list, ({ userId }) => listIntegrations(userId));
