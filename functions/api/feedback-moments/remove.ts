/** DELETE /api/feedback/moments: removes this week's moment captured by hand, answering its note. */
import { feedbackMomentsRoutes } from '../../../shared/contract/routes/feedback-moments';
import { route } from '../../lib/http/route';
import { removeMoment } from '../../lib/moments/manual-moments';

export const handler = route(feedbackMomentsRoutes.remove, async ({ userId, query }) => {
  const { directReportId, type } = query;
  const person = { kind: 'directReport', id: directReportId } as const;
  return { directReportId, type, ...(await removeMoment(userId, { person, type })) };
});
