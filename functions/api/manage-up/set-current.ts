/** PUT /api/manage-up/current: sets a week's manage-up flags by hand. */
import { manageUpRoutes } from '../../../shared/contract/routes/manage-up';
import { route } from '../../lib/http/route';
import { setManageUpFlags } from '../../lib/moments/manual-moments';

export const handler = route(manageUpRoutes.setCurrent, ({ userId, query, body }) =>
  setManageUpFlags(userId, query.bossId, query.weekStart, body),
);
