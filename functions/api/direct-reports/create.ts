/**
 * POST /api/direct-reports: adds a direct report (docs/product.md#calls 'People', #validation-rules
 * rules).
 */
import { directReportsRoutes } from '../../../shared/contract/routes/direct-reports';
import { route } from '../../lib/http/route';
import { createDirectReport } from '../../lib/people/direct-report-store';

export const handler = route(directReportsRoutes.create, ({ userId, body }) =>
  createDirectReport(userId, body),
);
