/** PUT /api/profile: saves the settings (spec §7, §4 'Profile save'). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { updateProfile } from '../../lib/profile/profile-store';

export const handler = route(api.profile.update, ({ userId, email, body }) =>
  updateProfile(userId, body, email),
);
