/** PUT /api/direct-reports/{id}: updates a direct report (spec §7 People, §5 rules). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { updateDirectReport } from '../../lib/people/direct-report-store';

export const handler = route(api.directReports.update, ({ userId, params, body }) =>
  updateDirectReport(userId, params.id, body),
);
