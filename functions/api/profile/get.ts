/** GET /api/profile: the user's profile (spec §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { getProfile } from '../../lib/profile/profile-store';

export const handler = route(api.profile.get, ({ userId, email }) => getProfile(userId, email));
