/**
 * POST /api/feedback/dismiss-banner: the banner stays away for the rest of its week (spec §4, §7).
 * One UpdateItem; dismissing twice is the same.
 */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { dismissBanner } from '../../lib/week-summary/week-summary-store';

export const handler = route(api.feedback.dismissBanner, ({ userId, body }) =>
  dismissBanner(userId, body.nudgeId),
);
