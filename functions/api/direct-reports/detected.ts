/**
 * GET /api/direct-reports/detected: people found in the connected calendar (spec §7). Empty while
 * no calendar is connected, which is always the case until calendar connection ships.
 */
import { directReportsRoutes } from '../../../shared/contract/routes/direct-reports';
import { route } from '../../lib/http/route';

export const handler = route(directReportsRoutes.detected, async () => []);
