/** POST /api/feedback/dismiss-banner: dismisses a banner for the rest of its week (spec §4, §7). */
import { api } from '../../../shared/contract/api';
import { parseBannerId } from '../../../shared/domain/nudge-kinds';
import { route } from '../../lib/http/route';

export const handler = route(api.feedback.dismissBanner, ({ body }) =>
  Promise.resolve({
    nudgeId: body.nudgeId,
    weekStart: parseBannerId(body.nudgeId)?.weekStart ?? '',
    dismissedAt: new Date().toISOString(),
  }),
);
