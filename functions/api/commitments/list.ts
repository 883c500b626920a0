/**
 * GET /api/commitments[?cursor=&limit=]: the user's open commitments with everyone, the manager's
 * own first (docs/api.md#commitments).
 */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route } from '../../lib/http/route';
import { listOpenCommitments } from '../../lib/commitments/commitment-store';

export const handler = route(commitmentsRoutes.list, ({ userId, query }) =>
  listOpenCommitments(userId, query),
);
