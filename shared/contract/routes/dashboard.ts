/** The `dashboard` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import { dashboardSchema } from '../schemas/dashboard';

export const dashboardRoutes = {
  get: defineRoute('dashboard.get', {
    method: 'GET',
    path: '/api/dashboard',
    summary:
      "The Lead dashboard in one read: this week's 1:1s, notes, moments per person, today's nudges, progress and engagement.",
    access: 'read',
    response: dashboardSchema,
  }),
} as const;
