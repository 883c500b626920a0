/**
 * The English NLP the builtin engine and the privacy filter stand on: compromise (its `two`
 * build: tokenizer, sentence splitting, part-of-speech tagging with negation, names and dates;
 * wink-nlp's English model would not fit a 700 KB Lambda bundle). Pure and synchronous; every
 * helper takes and returns plain strings.
 *
 * compromise is loaded with `require`, for which its package resolves `compromise/two` to its
 * one-file build (`builds/two/compromise-two.cjs`); an `import` resolves to its source tree, some
 * 450 ES modules that Node's ES module loader takes about 200 ms of CPU longer to load. In a
 * Lambda the `compromise` beside the bundle is the prebuilt copy (infra/lib/compromise-prebuilt.ts:
 * the same version's `two` build with the model it computes on load, and its tagger's pattern
 * net, computed at build time): loading it and tagging a first text take about 110 ms of CPU
 * instead of 430 (docs/performance.md#cold-starts). Same code, same model, same tags; here
 * (tests, the local server) it is the installed package.
 */
import { createRequire } from 'node:module';
import type compromiseTwo from 'compromise/two';

const nlp = createRequire(import.meta.url)('compromise/two') as typeof compromiseTwo;

export { nlp };

/** The sentences of a text, in order, trimmed, empty ones dropped. */
export function sentencesOf(text: string): string[] {
  return (nlp(text).json() as { text: string }[])
    .map((sentence) => sentence.text.trim())
    .filter(Boolean);
}

/**
 * Names compromise recognises — people ('Carol Smith') and other proper nouns (a capitalised
 * word inside a sentence: 'Priya', 'Acme') — without dates or trailing punctuation. A name that
 * only ever starts a sentence and that compromise does not know is not found.
 */
export function namesIn(text: string): string[] {
  return (nlp(text).match('(#Person|#ProperNoun)+').out('array') as string[])
    .map((name) => name.replace(/[^\p{L}\p{M}'’ -]+$/u, '').trim())
    .filter((name) => name.length > 1 && !nlp(name).has('(#Date|i)'));
}

/** The first time phrase of a text ('last week', 'this month', 'Tuesday'), or null. */
export function timePhraseIn(text: string): string | null {
  const match = nlp(text).match('(last|this|next|past|earlier)? #Date+').first();
  const phrase = match.found ? match.text('normal').replace(/[.,;:!?]+$/, '') : '';
  return phrase ? phrase : null;
}

/** Whether the sentence starts with a word that keeps its capital (a name, an acronym, 'I'). */
export function startsWithProperWord(sentence: string): boolean {
  return nlp(sentence).terms().first().has('(#ProperNoun|#Acronym|#Person|i)');
}

/** Whether the sentence has a negation ('didn't', 'never', 'not'). */
export function isNegative(sentence: string): boolean {
  return nlp(sentence).has('#Negative');
}

/** `sentence` with a lower-case first letter unless it starts with a name, acronym or 'I'. */
export function lowerFirst(sentence: string): string {
  if (!sentence || startsWithProperWord(sentence)) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/** `text` with an upper-case first letter. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One word of a text as compromise tokenised it: leading and trailing punctuation/space, tags. */
export interface Term {
  pre: string;
  text: string;
  post: string;
  tags: ReadonlySet<string>;
}

/**
 * The words of a text, sentence by sentence, as compromise tokenised and tagged them. Joining
 * every term's `pre + text + post` gives the text back unchanged. A contraction compromise
 * expands ('cant', "I'm") keeps its written form on its first term; the implied word is a term
 * with empty text.
 */
export function termsOf(text: string, lexicon?: Record<string, string>): Term[][] {
  type Json = { terms: { pre: string; text: string; post: string; tags: string[] }[] }[];
  return (nlp(text, lexicon).json() as Json).map((sentence) =>
    sentence.terms.map(({ pre, text: word, post, tags }) => ({
      pre,
      text: word,
      post,
      tags: new Set(tags),
    })),
  );
}

/** The terms joined back into text. */
export function textOfTerms(terms: readonly Term[]): string {
  return terms.map((term) => term.pre + term.text + term.post).join('');
}

/** compromise's lexicon: the tag of each word it knows (lower case). */
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one
  .lexicon;

/** The tag compromise's lexicon gives a word (lower-cased), or undefined for a word it does not know. */
export function lexiconTag(word: string): string | undefined {
  return Object.hasOwn(LEXICON, word.toLowerCase()) ? LEXICON[word.toLowerCase()] : undefined;
}

/**
 * `sentence` with a lower-case first letter when it starts with a word compromise knows that
 * is not a name ('The', 'Your', 'We'); a name, acronym, 'I' or an unknown capitalised word
 * ('Atlas', 'Priya') keeps its capital.
 */
export function lowerFirstKnown(sentence: string): string {
  const first = /^\p{L}+/u.exec(sentence)?.[0] ?? '';
  if (!first) return sentence;
  const tag = lexiconTag(first);
  if (tag !== undefined)
    return /Name|Person|Place|Organization/.test(String(tag)) ? sentence : lowerFirst(sentence);
  // An unknown word: a common noun when it is plural or part of a compound ('Handover notes').
  const [head, next] = (termsOf(sentence)[0] ?? []).filter((term) => term.text);
  const common =
    head !== undefined &&
    !head.tags.has('Person') &&
    !/[,;:]/.test(head.post) &&
    (head.tags.has('Plural') ||
      (next !== undefined && next.tags.has('Noun') && !next.tags.has('Pronoun')));
  return common ? lowerFirst(sentence) : sentence;
}

/** The text of a match's named capture group ('' when the group matched nothing). */
export function groupText(match: { groups: (name: string) => unknown }, name: string): string {
  const group = match.groups(name) as { text?: () => string } | undefined;
  return group && typeof group.text === 'function' ? group.text().trim() : '';
}

/** A compromise match pattern, as a string or compiled. */
export type Pattern = Parameters<ReturnType<typeof nlp>['match']>[0];
const compiledPatterns = new Map<string, Pattern>();

/**
 * `pattern` compiled once by compromise (`parseMatch`) and cached, for patterns matched in a loop
 * over every sentence: matching then skips parsing the pattern again.
 */
export function compiled(pattern: string): Pattern {
  let parsed = compiledPatterns.get(pattern);
  if (parsed === undefined) {
    parsed = nlp.parseMatch(pattern) as unknown as Pattern;
    compiledPatterns.set(pattern, parsed);
  }
  return parsed;
}
