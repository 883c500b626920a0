/** GET /api/feedback/breakdown: one row per active direct report (the dashboard's dot row). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { feedbackBreakdown } from '../../lib/moments/moment-reads';

export const handler = route(api.feedback.breakdown, ({ userId }) => feedbackBreakdown(userId));
