/** POST /api/manage-up/moments: captures a moment with the manager by hand this week, with its note. */
import { manageUpMomentsRoutes } from '../../../shared/contract/routes/manage-up-moments';
import { route } from '../../lib/http/route';
import { captureMoment } from '../../lib/moments/manual-moments';

export const handler = route(manageUpMomentsRoutes.create, async ({ userId, body }) => {
  const { bossId, type, noteId } = body;
  const person = { kind: 'boss', id: bossId } as const;
  return { bossId, type, ...(await captureMoment(userId, { person, type, noteId })) };
});
