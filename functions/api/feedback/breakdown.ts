/** GET /api/feedback/breakdown: one row per active direct report (the dashboard's dot row). */
import { feedbackRoutes } from '../../../shared/contract/routes/feedback';
import { route } from '../../lib/http/route';
import { feedbackBreakdown } from '../../lib/moments/moment-reads';

export const handler = route(feedbackRoutes.breakdown, ({ userId }) => feedbackBreakdown(userId));
