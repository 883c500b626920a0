/**
 * GET /api/dashboard: the Lead dashboard in one read (docs/product.md#entities 'Dashboard
 * payload'): this week's 1:1s, people with their dot row, insights, today's nudges, progress,
 * engagement, the daily reflection. Two DynamoDB calls, flat in the number of notes.
 */
import { dashboardRoutes } from '../../../shared/contract/routes/dashboard';
import { dashboard } from '../../lib/dashboard/dashboard';
import { route } from '../../lib/http/route';

export const handler = route(dashboardRoutes.get, ({ userId }) => dashboard(userId));
