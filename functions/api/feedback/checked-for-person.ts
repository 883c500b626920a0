/** GET /api/feedback/checked-for-person: this week's feedback flags of a direct report (spec §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { checkedForPerson } from '../../lib/moments/moment-reads';

export const handler = route(api.feedback.checkedForPerson, ({ userId, query }) =>
  checkedForPerson(userId, query.directReportId),
);
