/** DELETE /api/manage-up/moments: removes this week's moment with the manager captured by hand. */
import { manageUpMomentsRoutes } from '../../../shared/contract/routes/manage-up-moments';
import { route } from '../../lib/http/route';
import { removeMoment } from '../../lib/moments/manual-moments';

export const handler = route(
  manageUpMomentsRoutes.remove,
  async ({ userId, query: { bossId, type } }) => ({
    bossId,
    type,
    ...(await removeMoment(userId, { person: { kind: 'boss', id: bossId }, type })),
  }),
);
