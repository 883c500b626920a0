/**
 * POST /api/calendar/sync (docs/product.md#calls, #calendar-sync-and-11-detection): reads the
 * connected Google Calendar and detects 1:1s. No body in the team review; `{ force: true }` after
 * connecting. 409 when Google Calendar is not connected or needs a reconnect, 502 when Google
 * fails.
 */
import { calendarRoutes } from '../../../shared/contract/routes/calendar';
import { syncCalendar } from '../../lib/calendar-sync/calendar-sync';
import { route } from '../../lib/http/route';

export const handler = route(calendarRoutes.sync, ({ userId, body }) =>
  syncCalendar(userId, { force: body?.force ?? false }),
);
