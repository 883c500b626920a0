/**
 * GET /api/calendar/integration (docs/product.md#calls): connected, account, last sync,
 * unmatchedMeetingsCount.
 */
import { calendarRoutes } from '../../../shared/contract/routes/calendar';
import { calendarIntegration } from '../../lib/calendar-sync/calendar-reads';
import { route } from '../../lib/http/route';

export const handler = route(calendarRoutes.integration, ({ userId }) =>
  calendarIntegration(userId),
);
