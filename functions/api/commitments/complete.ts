/**
 * POST /api/commitments/{id}/complete: ticks a commitment done everywhere it shows
 * (docs/api.md#commitments).
 */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route } from '../../lib/http/route';
import { completeCommitment } from '../../lib/commitments/commitment-store';

export const handler = route(commitmentsRoutes.complete, ({ userId, params, body }) =>
  completeCommitment(userId, params.id, body),
);
