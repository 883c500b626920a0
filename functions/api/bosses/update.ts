/**
 * PUT /api/bosses/{id}: updates the manager (docs/product.md#calls 'People', #validation-rules boss
 * dialog).
 */
import { bossesRoutes } from '../../../shared/contract/routes/bosses';
import { route } from '../../lib/http/route';
import { updateBoss } from '../../lib/people/boss-store';

export const handler = route(bossesRoutes.update, ({ userId, params, body }) =>
  updateBoss(userId, params.id, body),
);
