/** GET /api/bosses[?includeArchived=1] (spec §7 People). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { listBosses } from '../../lib/people/boss-store';

export const handler = route(api.bosses.list, ({ userId, query }) =>
  listBosses(userId, { includeArchived: query.includeArchived }),
);
