/** GET /api/unified-meetings/weekly?scope=direct-report|boss[&personId=] (spec §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { weeklyMeetings } from '../../lib/meetings/weekly-meetings';

export const handler = route(api.unifiedMeetings.weekly, ({ userId, query }) =>
  weeklyMeetings(userId, {
    kind: query.scope === 'boss' ? 'boss' : 'directReport',
    personId: query.personId,
  }),
);
