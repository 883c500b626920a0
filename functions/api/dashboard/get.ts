/** GET /api/dashboard: the Lead dashboard in one read (spec §3 'Dashboard payload'). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { emptyDashboard } from '../../lib/dashboard/empty-dashboard';

export const handler = route(api.dashboard.get, () =>
  Promise.resolve(emptyDashboard(new Date(), 'UTC', '')),
);
