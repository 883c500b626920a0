/** GET /api/profile: the user's profile (spec §7). */
import { profileRoutes } from '../../../shared/contract/routes/profile';
import { route } from '../../lib/http/route';
import { getProfile } from '../../lib/profile/profile-store';

export const handler = route(profileRoutes.get, ({ userId, email }) => getProfile(userId, email));
