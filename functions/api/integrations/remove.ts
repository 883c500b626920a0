/** DELETE /api/integrations/{provider}: revokes the grant at the provider and deletes the tokens. */
import { api } from '../../../shared/contract/api';
import { disconnect } from '../../lib/integrations/disconnect';
import { route } from '../../lib/http/route';

export const handler = route(api.integrations.remove, ({ userId, params }) =>
  disconnect(userId, params.provider),
);
