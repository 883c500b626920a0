/** POST /api/commitments/{id}/reopen: makes a done commitment open again (docs/api.md#commitments). */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route } from '../../lib/http/route';
import { reopenCommitment } from '../../lib/commitments/commitment-store';

export const handler = route(commitmentsRoutes.reopen, ({ userId, params, body }) =>
  reopenCommitment(userId, params.id, body),
);
