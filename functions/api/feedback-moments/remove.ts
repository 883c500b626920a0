/** DELETE /api/feedback/moments: removes this week's moment captured by hand. */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { removeMoment } from '../../lib/moments/manual-moments';

export const handler = route(api.feedbackMoments.remove, ({ userId, query }) =>
  removeMoment(userId, query.directReportId, query.type),
);
