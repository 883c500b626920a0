/**
 * GET /api/feedback/stats: this week's feedback moments, inferred and by hand
 * (docs/product.md#entities).
 */
import { feedbackRoutes } from '../../../shared/contract/routes/feedback';
import { route } from '../../lib/http/route';
import { feedbackStats } from '../../lib/moments/moment-reads';

export const handler = route(feedbackRoutes.stats, ({ userId }) => feedbackStats(userId));
