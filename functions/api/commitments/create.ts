/** POST /api/commitments: adds an open commitment to a 1:1 (docs/api.md#commitments). */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route } from '../../lib/http/route';
import { createCommitment } from '../../lib/commitments/commitment-store';

export const handler = route(commitmentsRoutes.create, ({ userId, body }) =>
  createCommitment(userId, body),
);
