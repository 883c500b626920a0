/**
 * The words the intent model reads in a 'Help me say it' message
 * (docs/architecture.md#the-ai-layer, builtin phrasing): compromise's normal form of every word
 * after chat shorthand is spelt out (contractions as their words: "can't" → 'can', 'not'), each
 * word and each pair of neighbours, and who the message is for ('context:boss'). Pure.
 */
import type { PhrasingContext } from '../../../../shared/contract/schemas/coaching';
import { expandShorthand } from './chat-shorthand';
import { nlp } from './nlp';

interface NormalTerm {
  normal?: string;
  implicit?: string;
}

/** The features of a message for the intent model, each once. */
export function intentFeatures(message: string, context: PhrasingContext): string[] {
  const sentences = nlp(expandShorthand(message)).json({ terms: { normal: true } }) as {
    terms: NormalTerm[];
  }[];
  const features = new Set<string>([`context:${context}`]);
  for (const { terms } of sentences) {
    const words = terms
      .map((term) => (term.implicit ?? term.normal ?? '').toLowerCase())
      .filter((word) => /\w/.test(word));
    words.forEach((word, index) => {
      features.add(word);
      const next = words[index + 1];
      if (next) features.add(`${word} ${next}`);
    });
  }
  return [...features];
}
