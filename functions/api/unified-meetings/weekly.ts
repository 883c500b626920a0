/**
 * GET /api/unified-meetings/weekly?scope=direct-report|boss[&personId=] (docs/product.md#calls).
 */
import { unifiedMeetingsRoutes } from '../../../shared/contract/routes/unified-meetings';
import { route } from '../../lib/http/route';
import { weeklyMeetings } from '../../lib/one-on-ones/weekly-meetings';

export const handler = route(unifiedMeetingsRoutes.weekly, ({ userId, query }) =>
  weeklyMeetings(userId, {
    kind: query.scope === 'boss' ? 'boss' : 'directReport',
    personId: query.personId,
  }),
);
