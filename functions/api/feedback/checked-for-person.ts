/**
 * GET /api/feedback/checked-for-person: this week's feedback flags of a direct report
 * (docs/product.md#calls).
 */
import { feedbackRoutes } from '../../../shared/contract/routes/feedback';
import { route } from '../../lib/http/route';
import { checkedForPerson } from '../../lib/moments/moment-reads';

export const handler = route(feedbackRoutes.checkedForPerson, ({ userId, query }) =>
  checkedForPerson(userId, query.directReportId),
);
