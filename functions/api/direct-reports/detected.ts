/**
 * GET /api/direct-reports/detected: people found in the connected calendar (spec §7). Empty while
 * no calendar is connected, which is always the case until calendar connection ships.
 */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';

export const handler = route(api.directReports.detected, async () => []);
