/** GET /api/direct-reports/lean: active direct reports for the sidebar (spec §7 People). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { listDirectReportsLean } from '../../lib/people/direct-report-store';

export const handler = route(api.directReports.listLean, ({ userId }) =>
  listDirectReportsLean(userId),
);
