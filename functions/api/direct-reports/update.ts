/**
 * PUT /api/direct-reports/{id}: updates a direct report (docs/product.md#calls 'People',
 * #validation-rules rules).
 */
import { directReportsRoutes } from '../../../shared/contract/routes/direct-reports';
import { route } from '../../lib/http/route';
import { updateDirectReport } from '../../lib/people/direct-report-store';

export const handler = route(directReportsRoutes.update, ({ userId, params, body }) =>
  updateDirectReport(userId, params.id, body),
);
