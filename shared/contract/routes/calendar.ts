/** The `calendar` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  calendarIntegrationSchema,
  calendarSyncRequestSchema,
  calendarSyncResultSchema,
} from '../schemas/calendar';

export const calendarRoutes = {
  sync: defineRoute('calendar.sync', {
    method: 'POST',
    path: '/api/calendar/sync',
    summary:
      'Reads the connected Google Calendar (the last and next weeks) and detects 1:1s; skipped within 5 minutes of the last sync unless force.',
    access: 'write',
    integrations: { providers: ['google'], tokens: 'encryptDecrypt', clientSecret: true },
    body: calendarSyncRequestSchema,
    response: calendarSyncResultSchema,
  }),
  integration: defineRoute('calendar.integration', {
    method: 'GET',
    path: '/api/calendar/integration',
    summary:
      'Google Calendar: connected or not, the account, the last sync and how many detected 1:1 partners are not tracked.',
    access: 'read',
    response: calendarIntegrationSchema,
  }),
} as const;
