/**
 * GET /api/direct-reports/detected (spec §7; issue 10 item 3): the people the last calendar sync
 * found in 1:1s who are not among the user's active people. Empty before a sync.
 */
import { directReportsRoutes } from '../../../shared/contract/routes/direct-reports';
import { detectedPeople } from '../../lib/calendar/calendar-reads';
import { route } from '../../lib/http/route';

export const handler = route(directReportsRoutes.detected, ({ userId }) => detectedPeople(userId));
