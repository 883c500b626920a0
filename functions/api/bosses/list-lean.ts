/** GET /api/bosses/lean: the active manager for the sidebar (docs/product.md#calls 'People'). */
import { bossesRoutes } from '../../../shared/contract/routes/bosses';
import { route } from '../../lib/http/route';
import { listBossesLean } from '../../lib/people/boss-store';

export const handler = route(bossesRoutes.listLean, ({ userId }) => listBossesLean(userId));
