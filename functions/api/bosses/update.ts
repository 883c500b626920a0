/** PUT /api/bosses/{id}: updates the manager (spec §7 People, §5 boss dialog). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { updateBoss } from '../../lib/people/boss-store';

export const handler = route(api.bosses.update, ({ userId, params, body }) =>
  updateBoss(userId, params.id, body),
);
