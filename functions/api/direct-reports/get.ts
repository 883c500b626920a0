/**
 * GET /api/direct-reports/{id}: the person with this week, next 1:1, suggestions
 * (docs/product.md#entities, #calls).
 */
import { directReportsRoutes } from '../../../shared/contract/routes/direct-reports';
import { route } from '../../lib/http/route';
import { directReportDetail } from '../../lib/person-pages/direct-report-detail';

export const handler = route(directReportsRoutes.get, ({ userId, params }) =>
  directReportDetail(userId, params.id),
);
