/** DELETE /api/direct-reports/{id}: archives the person (docs/product.md#calls 'People'). */
import { directReportsRoutes } from '../../../shared/contract/routes/direct-reports';
import { route } from '../../lib/http/route';
import { removeDirectReport } from '../../lib/people/direct-report-store';

export const handler = route(directReportsRoutes.remove, ({ userId, params }) =>
  removeDirectReport(userId, params.id),
);
