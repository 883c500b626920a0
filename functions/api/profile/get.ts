/** GET /api/profile: the user's profile (docs/product.md#calls). */
import { profileRoutes } from '../../../shared/contract/routes/profile';
import { route } from '../../lib/http/route';
import { getProfile } from '../../lib/profile/profile-store';

export const handler = route(profileRoutes.get, ({ userId, email }) => getProfile(userId, email));
