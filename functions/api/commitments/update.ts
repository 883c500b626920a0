/**
 * PUT /api/commitments/{id}: edits the text, owner or due date; 409 on a stale version
 * (docs/api.md#commitments).
 */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route } from '../../lib/http/route';
import { updateCommitment } from '../../lib/commitments/commitment-store';

export const handler = route(commitmentsRoutes.update, ({ userId, params, body }) =>
  updateCommitment(userId, params.id, body),
);
