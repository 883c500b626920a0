/**
 * POST /api/commitments/suggestions (docs/api.md#commitments,
 * docs/product.md#commitments-suggested-from-reflections): `{ meetingId, text }` → the
 * commitments the text records as checklist items `{ text, owner, due }`, and the engine that
 * read it. An `ai: true` route: it counts against the AI call limit. The engine that answered is
 * logged; the text never is.
 */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route, type RequestContext } from '../../lib/http/route';
import { appendRequestKeys } from '../../lib/logger';
import { suggestMeetingCommitments } from '../../lib/commitments/commitment-suggestions';

async function suggestions({
  userId,
  body,
  logger,
  aiCallAllowed,
}: RequestContext<typeof commitmentsRoutes.suggestions>) {
  const answer = await suggestMeetingCommitments({ userId, ...body, log: logger, aiCallAllowed });
  appendRequestKeys({ aiEngine: answer.engine });
  return answer;
}

export const handler = route(commitmentsRoutes.suggestions, suggestions);
