/**
 * GET /api/direct-reports/detected[?includeAdded=1] (docs/product.md#calls,
 * #calendar-sync-and-11-detection): the people the last calendar sync found in 1:1s, each with its
 * `status` against the user's people ('new', 'previouslyRemoved'; 'alreadyAdded' ones only with
 * includeAdded=1, for the team review's 'Already added' rows, docs/product.md#screens-and-routes),
 * the suggested relationship and the calendar's 1:1 day, time and frequency in the user's time
 * zone. Empty before a sync. 1 Query and 1 GetItem (the profile's time zone), sent together.
 */
import { directReportsRoutes } from '../../../shared/contract/routes/direct-reports';
import { detectedPeople } from '../../lib/calendar-sync/calendar-reads';
import { route } from '../../lib/http/route';

export const handler = route(directReportsRoutes.detected, ({ userId, query }) =>
  detectedPeople(userId, { includeAdded: query.includeAdded }),
);
