/** GET /api/bosses/next: next 1:1 with the manager, agenda and nudges (spec §3, §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { bossNext } from '../../lib/meetings/boss-next';

export const handler = route(api.bosses.next, ({ userId }) => bossNext(userId));
