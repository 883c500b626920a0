/** DELETE /api/bosses/{id}: archives the manager and frees the one-manager slot (spec §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { removeBoss } from '../../lib/people/boss-store';

export const handler = route(api.bosses.remove, ({ userId, params }) =>
  removeBoss(userId, params.id),
);
