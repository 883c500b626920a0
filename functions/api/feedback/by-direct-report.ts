/** GET /api/feedback/by-direct-report/{id}: counts this week, latest feedback and recognition. */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { directReportFeedback } from '../../lib/moments/moment-reads';

export const handler = route(api.feedback.byDirectReport, ({ userId, params }) =>
  directReportFeedback(userId, params.id),
);
