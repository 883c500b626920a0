/** GET /api/calendar/integration (spec §7): connected, account, last sync, unmatchedMeetingsCount. */
import { api } from '../../../shared/contract/api';
import { calendarIntegration } from '../../lib/calendar/calendar-reads';
import { route } from '../../lib/http/route';

export const handler = route(api.calendar.integration, ({ userId }) => calendarIntegration(userId));
