/** GET /api/integrations: Google Calendar and Slack, connected or not, and the account. */
import { api } from '../../../shared/contract/api';
import { listIntegrations } from '../../lib/integrations/integration-store';
import { route } from '../../lib/http/route';

export const handler = route(api.integrations.list, ({ userId }) => listIntegrations(userId));
