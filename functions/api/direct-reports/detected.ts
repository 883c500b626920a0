/**
 * GET /api/direct-reports/detected (spec §7; issue 10 item 3): the people the last calendar sync
 * found in 1:1s who are not among the user's active people. Empty before a sync.
 */
import { api } from '../../../shared/contract/api';
import { detectedPeople } from '../../lib/calendar/calendar-reads';
import { route } from '../../lib/http/route';

export const handler = route(api.directReports.detected, ({ userId }) => detectedPeople(userId));
