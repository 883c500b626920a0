/** GET /api/direct-reports[?includeArchived=1] (docs/product.md#calls 'People'). */
import { directReportsRoutes } from '../../../shared/contract/routes/direct-reports';
import { route } from '../../lib/http/route';
import { listDirectReports } from '../../lib/people/direct-report-store';

export const handler = route(directReportsRoutes.list, ({ userId, query }) =>
  listDirectReports(userId, { includeArchived: query.includeArchived }),
);
