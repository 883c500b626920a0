/** DELETE /api/feedback/moments: removes this week's moment captured by hand. */
import { feedbackMomentsRoutes } from '../../../shared/contract/routes/feedback-moments';
import { route } from '../../lib/http/route';
import { removeMoment } from '../../lib/moments/manual-moments';

export const handler = route(feedbackMomentsRoutes.remove, ({ userId, query }) =>
  removeMoment(userId, query.directReportId, query.type),
);
