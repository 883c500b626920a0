/**
 * Coaching help (docs/product.md#how-to-say-it-panel, #entities 'Phrasing suggestions response',
 * #validation-rules 'Phrasing',
 * #calls 'Notes'): `POST /api/notes/phrasing-suggestions` takes what the manager wants to say and who
 * it is for, and answers three ways to say it — empathetic, direct and balanced.
 */
import * as z from '../../zod';
import { LIMITS } from '../../domain/constants';
import { PHRASING_CONTEXTS } from '../../domain/phrasing';

export {
  PHRASING_CONTEXTS,
  PHRASING_STYLES,
  type PhrasingContext,
  type PhrasingStyle,
} from '../../domain/phrasing';

/** `POST /api/notes/phrasing-suggestions` body: a non-blank message of at most 2,000 characters. */
export const phrasingRequestSchema = z.object({
  message: z
    .string({ error: 'message is required' })
    .check(
      z.trim(),
      z.minLength(1, 'message is required: enter what you want to say'),
      z.maxLength(
        LIMITS.phrasingMessage,
        `message must be at most ${LIMITS.phrasingMessage} characters`,
      ),
    ),
  /** Defaults to 'general'. */
  context: z._default(
    z.enum(PHRASING_CONTEXTS, { error: `context must be one of ${PHRASING_CONTEXTS.join(', ')}` }),
    'general',
  ),
});
export type PhrasingRequest = z.output<typeof phrasingRequestSchema>;

const suggestion = z.string().check(z.minLength(1), z.maxLength(LIMITS.phrasingSuggestion));

/** Three different, non-empty ways to say the message (docs/product.md#entities). */
export const phrasingSuggestionsSchema = z.object({
  suggestions: z.object({ empathetic: suggestion, direct: suggestion, balanced: suggestion }),
});
export type PhrasingSuggestions = z.infer<typeof phrasingSuggestionsSchema>['suggestions'];
