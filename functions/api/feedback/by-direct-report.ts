/** GET /api/feedback/by-direct-report/{id}: counts this week, latest feedback and recognition. */
import { feedbackRoutes } from '../../../shared/contract/routes/feedback';
import { route } from '../../lib/http/route';
import { directReportFeedback } from '../../lib/moments/moment-reads';

export const handler = route(feedbackRoutes.byDirectReport, ({ userId, params }) =>
  directReportFeedback(userId, params.id),
);
