/**
 * PUT /api/profile: saves the settings (docs/product.md#calls, #states-and-transitions 'Profile
 * save').
 */
import { profileRoutes } from '../../../shared/contract/routes/profile';
import { route } from '../../lib/http/route';
import { updateProfile } from '../../lib/profile/profile-store';

export const handler = route(profileRoutes.update, ({ userId, email, body }) =>
  updateProfile(userId, body, email),
);
