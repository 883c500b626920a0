/** POST /api/feedback/moments: captures a feedback moment by hand for this week. */
import { feedbackMomentsRoutes } from '../../../shared/contract/routes/feedback-moments';
import { route } from '../../lib/http/route';
import { captureMoment } from '../../lib/moments/manual-moments';

export const handler = route(feedbackMomentsRoutes.create, ({ userId, body }) =>
  captureMoment(userId, body.directReportId, body.type),
);
