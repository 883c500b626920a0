/**
 * POST /api/notes/phrasing-suggestions ('Help me say it', docs/product.md#how-to-say-it-panel,
 * #validation-rules 'Phrasing', #calls 'Notes'): `{ message, context }` → `{ suggestions: {
 * empathetic, direct, balanced } }` from the AI layer (functions/lib/ai). A blank message or one
 * over 2,000 characters is a 400 `validation_failed` on `message`; a failing model answers with the
 * builtin engine instead, never a 5xx. With a model configured, the profile is read (one GetItem,
 * beside the wrapper's rate-limit UpdateItem): 'Use AI assistance' off answers with builtin only.
 * The engine that answered is logged; the message never is.
 */
import { notesRoutes } from '../../../shared/contract/routes/notes';
import { suggestPhrasings, usesRemoteModel } from '../../lib/ai/ai';
import { route } from '../../lib/http/route';
import { appendRequestKeys } from '../../lib/logger';
import { getUseAiAssistance } from '../../lib/profile/profile-store';

export const handler = route(notesRoutes.phrasingSuggestions, async (request) => {
  const { userId, body, logger, aiCallAllowed } = request;
  // The profile is read while the wrapper counts the call; the model waits for both.
  const [useAi] = await Promise.all([
    usesRemoteModel() ? getUseAiAssistance(userId) : false,
    aiCallAllowed(),
  ]);
  const { value, engine } = await suggestPhrasings(body, logger, { useAi });
  appendRequestKeys({ aiEngine: engine });
  return { suggestions: value };
});
