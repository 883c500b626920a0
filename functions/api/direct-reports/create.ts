/** POST /api/direct-reports: adds a direct report (spec §7 People, §5 rules). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { createDirectReport } from '../../lib/people/direct-report-store';

export const handler = route(api.directReports.create, ({ userId, body }) =>
  createDirectReport(userId, body),
);
