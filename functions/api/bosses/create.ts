/**
 * POST /api/bosses: adds the manager; 409 while one exists (docs/product.md#calls 'People',
 * #validation-rules one manager).
 */
import { bossesRoutes } from '../../../shared/contract/routes/bosses';
import { route } from '../../lib/http/route';
import { createBoss } from '../../lib/people/boss-store';

export const handler = route(bossesRoutes.create, ({ userId, body }) => createBoss(userId, body));
