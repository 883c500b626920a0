/**
 * POST /api/feedback/dismiss-banner: the banner stays away for the rest of its week
 * (docs/product.md#states-and-transitions, #calls). One UpdateItem; dismissing twice is the same.
 */
import { feedbackRoutes } from '../../../shared/contract/routes/feedback';
import { route } from '../../lib/http/route';
import { dismissBanner } from '../../lib/week-summary/week-summary-store';

export const handler = route(feedbackRoutes.dismissBanner, ({ userId, body }) =>
  dismissBanner(userId, body.nudgeId),
);
