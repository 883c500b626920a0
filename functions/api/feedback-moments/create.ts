/** POST /api/feedback/moments: captures a feedback moment by hand for this week. */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { captureMoment } from '../../lib/moments/manual-moments';

export const handler = route(api.feedbackMoments.create, ({ userId, body }) =>
  captureMoment(userId, body.directReportId, body.type),
);
