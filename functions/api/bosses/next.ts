/**
 * GET /api/bosses/next: next 1:1 with the manager, agenda and nudges (docs/product.md#entities,
 * #calls).
 */
import { bossesRoutes } from '../../../shared/contract/routes/bosses';
import { route } from '../../lib/http/route';
import { bossNext } from '../../lib/person-pages/boss-next';

export const handler = route(bossesRoutes.next, ({ userId }) => bossNext(userId));
