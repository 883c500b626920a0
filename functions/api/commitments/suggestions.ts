/**
 * POST /api/commitments/suggestions (docs/api.md#commitments,
 * docs/product.md#commitments-suggested-from-reflections): `{ meetingId, text }` → the
 * commitments the text records as checklist items `{ text, owner, due }`, and the engine that
 * read it. An `ai: true` route: it counts against the AI call limit. The engine that answered is
 * logged; the text never is.
 */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route } from '../../lib/http/route';
import { appendRequestKeys } from '../../lib/logger';
import { suggestMeetingCommitments } from '../../lib/commitments/commitment-suggestions';

export const handler = route(
  commitmentsRoutes.suggestions,
  async ({ userId, body, logger, aiCallAllowed }) => {
    const answer = await suggestMeetingCommitments({ userId, ...body, log: logger, aiCallAllowed });
    appendRequestKeys({ aiEngine: answer.engine });
    return answer;
  },
);
