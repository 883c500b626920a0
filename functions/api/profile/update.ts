/** PUT /api/profile: saves the settings (spec §7, §4 'Profile save'). */
import { profileRoutes } from '../../../shared/contract/routes/profile';
import { route } from '../../lib/http/route';
import { updateProfile } from '../../lib/profile/profile-store';

export const handler = route(profileRoutes.update, ({ userId, email, body }) =>
  updateProfile(userId, body, email),
);
