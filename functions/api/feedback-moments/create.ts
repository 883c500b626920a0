/** POST /api/feedback/moments: captures a feedback moment by hand for this week, with its note. */
import { feedbackMomentsRoutes } from '../../../shared/contract/routes/feedback-moments';
import { route } from '../../lib/http/route';
import { captureMoment } from '../../lib/moments/manual-moments';

export const handler = route(
  feedbackMomentsRoutes.create,
  async ({ userId, body: { directReportId, type, noteId } }) => ({
    directReportId,
    type,
    ...(await captureMoment(userId, {
      person: { kind: 'directReport', id: directReportId },
      type,
      noteId,
    })),
  }),
);
