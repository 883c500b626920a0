/**
 * The words of a text as the commitment detector reads them
 * (docs/product.md#commitments-suggested-from-reflections): compromise splits the text into
 * sentences and tags each word (part of speech, tense, negation, names, dates) and gives its
 * lemma; each word keeps the text written around it, so any run of words joins back into the
 * writer's own words. Pure and synchronous.
 */
import { nlp } from '../builtin/nlp';

/** A word of a sentence. */
export interface Token {
  /** As written, with the spacing and punctuation before and after it. */
  pre: string;
  text: string;
  post: string;
  /** Lower-case form; a contraction's implied word is its own token ("I'll" → 'i', 'will'). */
  normal: string;
  /** The lemma ('agreed' → 'agree', 'taking' → 'take'), or the lower-case form. */
  lemma: string;
  tags: ReadonlySet<string>;
}

interface CompromiseTerm {
  pre: string;
  text: string;
  post: string;
  tags: string[];
  normal?: string;
  implicit?: string;
  root?: string | null;
}

/** The sentences of a text, each as its words (see the module comment). */
export function sentenceTokens(text: string): Token[][] {
  const doc = nlp(text);
  doc.compute('root');
  // compromise's JSON options do not type `root`, which `compute('root')` adds.
  const options = { terms: { normal: true, root: true } } as Parameters<typeof doc.json>[0];
  const sentences = doc.json(options) as { terms: CompromiseTerm[] }[];
  return sentences
    .map(({ terms }) =>
      terms.map((term): Token => {
        const normal = (term.implicit ?? term.normal ?? term.text)
          .toLowerCase()
          .replace(/[‘’]/g, "'");
        return {
          pre: term.pre,
          text: term.text,
          post: term.post,
          normal,
          lemma: term.root ?? normal,
          tags: new Set(term.tags),
        };
      }),
    )
    .filter((tokens) => tokens.length > 0);
}

/** The words joined back as written, without the spacing before the first or after the last. */
export function writtenText(tokens: readonly Token[]): string {
  return tokens
    .map((token, index) => (index === 0 ? '' : token.pre) + token.text + token.post)
    .join('')
    .trim();
}

/** Whether the token's form or lemma is one of `words`. */
export const isOneOf = (token: Token | undefined, words: ReadonlySet<string>): boolean =>
  token !== undefined && (words.has(token.normal) || words.has(token.lemma));
