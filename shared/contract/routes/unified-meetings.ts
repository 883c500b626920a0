/** The `unifiedMeetings` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import { weeklyMeetingsQuerySchema, weeklyMeetingsSchema } from '../schemas/meeting';

export const unifiedMeetingsRoutes = {
  weekly: defineRoute('unifiedMeetings.weekly', {
    method: 'GET',
    path: '/api/unified-meetings/weekly',
    summary: "This week's 1:1s (Monday start, user's zone) with direct reports or the manager.",
    access: 'read',
    query: weeklyMeetingsQuerySchema,
    response: weeklyMeetingsSchema,
  }),
} as const;
