/**
 * The English NLP the builtin engine and the privacy filter stand on: compromise (its `two`
 * build: tokenizer, sentence splitting, part-of-speech tagging with negation, names and dates —
 * about 300 KB, where wink-nlp's English model would not fit a 700 KB Lambda bundle). Pure and
 * synchronous; every helper takes and returns plain strings.
 *
 * compromise is loaded with `require`, for which its package resolves `compromise/two` to its
 * one-file build (`builds/two/compromise-two.cjs`); an `import` resolves to its source tree, some
 * 450 ES modules that Node's ES module loader takes about 200 ms of CPU longer to load, on every
 * cold start of the functions that ship it beside their bundle (the AI routes and the
 * note-moments consumer, issue 11 item 7). Same version, same code.
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
