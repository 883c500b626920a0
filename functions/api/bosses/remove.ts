/**
 * DELETE /api/bosses/{id}: archives the manager and frees the one-manager slot
 * (docs/product.md#calls).
 */
import { bossesRoutes } from '../../../shared/contract/routes/bosses';
import { route } from '../../lib/http/route';
import { removeBoss } from '../../lib/people/boss-store';

export const handler = route(bossesRoutes.remove, ({ userId, params }) =>
  removeBoss(userId, params.id),
);
