/** GET /api/direct-reports[?includeArchived=1] (spec §7 People). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { listDirectReports } from '../../lib/people/direct-report-store';

export const handler = route(api.directReports.list, ({ userId, query }) =>
  listDirectReports(userId, { includeArchived: query.includeArchived }),
);
