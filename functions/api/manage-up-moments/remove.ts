/** DELETE /api/manage-up/moments: removes this week's moment with the manager captured by hand. */
import { manageUpMomentsRoutes } from '../../../shared/contract/routes/manage-up-moments';
import { route } from '../../lib/http/route';
import { removeMoment } from '../../lib/moments/manual-moments';

export const handler = route(manageUpMomentsRoutes.remove, async ({ userId, query }) => {
  const { bossId, type } = query;
  const person = { kind: 'boss', id: bossId } as const;
  return { bossId, type, ...(await removeMoment(userId, { person, type })) };
});
