/** PUT /api/manage-up/current: sets a week's manage-up flags by hand. */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { setManageUpFlags } from '../../lib/moments/manual-moments';

export const handler = route(api.manageUp.setCurrent, ({ userId, query, body }) =>
  setManageUpFlags(userId, query.bossId, query.weekStart, body),
);
