/** DELETE /api/direct-reports/{id}: archives the person (spec §7 People). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { removeDirectReport } from '../../lib/people/direct-report-store';

export const handler = route(api.directReports.remove, ({ userId, params }) =>
  removeDirectReport(userId, params.id),
);
