/**
 * DELETE /api/commitments/{id}: drops a commitment and answers it as it was, for Undo
 * (docs/api.md#commitments).
 */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route } from '../../lib/http/route';
import { removeCommitment } from '../../lib/commitments/commitment-store';

export const handler = route(commitmentsRoutes.remove, ({ userId, params }) =>
  removeCommitment(userId, params.id),
);
