/** GET /api/bosses[?includeArchived=1] (docs/product.md#calls 'People'). */
import { bossesRoutes } from '../../../shared/contract/routes/bosses';
import { route } from '../../lib/http/route';
import { listBosses } from '../../lib/people/boss-store';

export const handler = route(bossesRoutes.list, ({ userId, query }) =>
  listBosses(userId, { includeArchived: query.includeArchived }),
);
