/**
 * POST /api/feedback/banner-nudge: the nudge banner of the requested type, or null when none
 * applies (docs/product.md#entities 'Nudge banner', #states-and-transitions, #calls). Two DynamoDB
 * calls (the user's week).
 */
import { feedbackRoutes } from '../../../shared/contract/routes/feedback';
import { loadUserWeek } from '../../lib/nudges/user-week';
import { route } from '../../lib/http/route';
import { chooseBanner } from '../../lib/nudges/banner-nudge';

export const handler = route(feedbackRoutes.bannerNudge, async ({ userId, body }) =>
  chooseBanner(await loadUserWeek(userId), body),
);
