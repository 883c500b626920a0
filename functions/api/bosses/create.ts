/** POST /api/bosses: adds the manager; 409 while one exists (spec §7 People, §5 one manager). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { createBoss } from '../../lib/people/boss-store';

export const handler = route(api.bosses.create, ({ userId, body }) => createBoss(userId, body));
