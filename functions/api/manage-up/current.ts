/**
 * GET /api/manage-up/current: a week's manage-up flags, inferred or by hand
 * (docs/product.md#calls).
 */
import { manageUpRoutes } from '../../../shared/contract/routes/manage-up';
import { route } from '../../lib/http/route';
import { manageUpCurrent } from '../../lib/moments/moment-reads';

export const handler = route(manageUpRoutes.current, ({ userId, query }) =>
  manageUpCurrent(userId, query.bossId, query.weekStart),
);
