/** GET /api/bosses/lean: the active manager for the sidebar (spec §7 People). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { listBossesLean } from '../../lib/people/boss-store';

export const handler = route(api.bosses.listLean, ({ userId }) => listBossesLean(userId));
