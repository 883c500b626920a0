/**
 * GET /api/direct-reports/lean: active direct reports for the sidebar (docs/product.md#calls
 * 'People').
 */
import { directReportsRoutes } from '../../../shared/contract/routes/direct-reports';
import { route } from '../../lib/http/route';
import { listDirectReportsLean } from '../../lib/people/direct-report-store';

export const handler = route(directReportsRoutes.listLean, ({ userId }) =>
  listDirectReportsLean(userId),
);
