/** POST /api/feedback/moments: captures a feedback moment by hand for this week, with its note. */
import { feedbackMomentsRoutes } from '../../../shared/contract/routes/feedback-moments';
import { route } from '../../lib/http/route';
import { captureMoment } from '../../lib/moments/manual-moments';

export const handler = route(feedbackMomentsRoutes.create, async ({ userId, body }) => {
  const { directReportId, type, noteId } = body;
  const person = { kind: 'directReport', id: directReportId } as const;
  return { directReportId, type, ...(await captureMoment(userId, { person, type, noteId })) };
});
