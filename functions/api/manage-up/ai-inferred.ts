/**
 * GET /api/manage-up/ai-inferred: a week's inferred manage-up moments, counted
 * (docs/product.md#calls).
 */
import { manageUpRoutes } from '../../../shared/contract/routes/manage-up';
import { route } from '../../lib/http/route';
import { manageUpAiInferred } from '../../lib/moments/moment-reads';

export const handler = route(manageUpRoutes.aiInferred, ({ userId, query }) =>
  manageUpAiInferred(userId, query.bossId, query.weekStart),
);
