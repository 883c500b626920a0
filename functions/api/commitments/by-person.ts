/**
 * GET /api/commitments/by-person?directReportId=|bossId=: one person's open commitments, oldest
 * 1:1 first (docs/api.md#commitments).
 */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route } from '../../lib/http/route';
import { listPersonCommitments } from '../../lib/commitments/commitment-store';
import { linkOf } from '../../lib/notes/note-links';

export const handler = route(commitmentsRoutes.byPerson, ({ userId, query }) =>
  listPersonCommitments(userId, linkOf(query)!, query),
);
