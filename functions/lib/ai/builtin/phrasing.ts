/**
 * 'Help me say it' without a model (docs/product.md#how-to-say-it-panel, #entities 'Phrasing
 * suggestions response'; docs/architecture.md#the-ai-layer): the builtin engine first understands
 * the message (understand-message.ts: intent, addressee, facts, asks, tidied sentences), then
 * writes the three tones for that intent (phrasing-tones.ts), then opens each with the addressee's
 * name or the greeted group and tidies the text (one space between sentences, no doubled
 * punctuation, a capital at each sentence start).
 *
 * Deterministic: the same message and context always give the same three texts.
 */
import type {
  PhrasingContext,
  PhrasingSuggestions,
} from '../../../../shared/contract/schemas/coaching';
import { capLength } from '../suggestions-output';
import { lowerFirstKnown, sentencesOf, upperFirst } from './nlp';
import { writeTones } from './phrasing-tones';
import { understandMessage, type Addressee, type MessageUnderstanding } from './understand-message';

export { withoutHedges } from './hedges';

/** The first sentence opened with the addressee's name or the group ('Marcus, your …'). */
function addressed(sentences: readonly string[], addressee: Addressee): string[] {
  const [first, ...rest] = sentences;
  if (!first) return [];
  const opening = addressee.name ?? addressee.group;
  if (!opening) return [...sentences];
  const head = /^to\b/i.test(opening) ? `${upperFirst(opening)}: ` : `${opening}, `;
  return [`${head}${lowerFirstKnown(first)}`, ...rest];
}

/** Sentences joined, with doubled punctuation and stray spaces removed and capitals fixed. */
export function tidy(sentences: readonly string[]): string {
  const text = sentences
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([!?])\.+/g, '$1')
    .replace(/[,;:]+([.!?])/g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return sentencesOf(text)
    .map((sentence) => upperFirst(sentence))
    .join(' ');
}

/**
 * The three suggestions for a message and what the engine understood of it (the intent is what
 * the evaluation scores).
 */
export function phraseMessage(
  message: string,
  context: PhrasingContext,
): { suggestions: PhrasingSuggestions; understanding: MessageUnderstanding } {
  const understanding = understandMessage(message, context);
  const drafts = writeTones(understanding);
  const write = (sentences: readonly string[]) =>
    capLength(tidy(addressed(sentences, understanding.addressee)));
  return {
    suggestions: {
      empathetic: write(drafts.empathetic),
      direct: write(drafts.direct),
      balanced: write(drafts.balanced),
    },
    understanding,
  };
}

/** The three suggestions for a message (trimmed, at most LIMITS.phrasingSuggestion characters). */
export function builtinPhrasings(message: string, context: PhrasingContext): PhrasingSuggestions {
  return phraseMessage(message, context).suggestions;
}
