/**
 * POST /api/notes/phrasing-suggestions ('Help me say it', spec §2 'How-to-say-it panel', §5
 * 'Phrasing', §7 'Notes'): `{ message, context }` → `{ suggestions: { empathetic, direct,
 * balanced } }` from the AI layer (functions/lib/ai). A blank message or one over 2,000
 * characters is a 400 `validation_failed` on `message`; a failing model answers with the builtin
 * engine instead, never a 5xx. The engine that answered is logged; the message never is.
 */
import { api } from '../../../shared/contract/api';
import { suggestPhrasings } from '../../lib/ai/ai';
import { route } from '../../lib/http/route';

export const handler = route(api.notes.phrasingSuggestions, async ({ body, logger }) => {
  const { value, engine } = await suggestPhrasings(body, logger);
  logger.appendKeys({ aiEngine: engine });
  return { suggestions: value };
});
