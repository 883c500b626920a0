/**
 * Hedges and throat-clearing removed from a message before the builtin engine rewrites it
 * (docs/architecture.md#the-ai-layer, builtin phrasing): filler words ('maybe', 'just',
 * 'honestly'), hedging openings ('I think', 'Sorry to bother you, but', 'Not sure if this is weird
 * to say but') and softened adjectives ('a bit sharp' → 'sharp'), as compromise match patterns. A
 * hedge that carries meaning — 'I'm not sure the numbers include that' in the middle of a sentence,
 * a negation — is never removed.
 */
import { compiled, nlp, upperFirst } from './nlp';

/** Filler that softens without adding meaning (removed wherever it appears). */
const HEDGE_WORDS =
  '(maybe|perhaps|probably|possibly|just|actually|basically|honestly|frankly|somewhat|kinda|sorta|literally|really|totally|hopefully|genuinely|realistically|um|uh)';

/**
 * Hedging phrases, in compromise match syntax; a `[group]` is what gets removed (the rest only
 * has to follow it).
 */
const HEDGE_PHRASES = [
  '^(sorry|apologies) (to|for)? (bother|bothering|interrupt|interrupting|bring|ask)? (this up)? you? but?',
  '^sorry but',
  '^(no offense|to be honest|in my opinion|if possible|by the way) but?',
  '^not sure (if|whether)? this is .{1,4} to say but?',
  '^not sure (if|whether) you have (the)? (bandwidth|time|capacity) but?',
  '^this is (awkward|weird|hard) but?',
  '^i (think|guess|suppose|believe|feel|felt) (like|that)?',
  "^i('m| am) not (sure|certain) (but|if|whether)",
  '^(so|well|um|uh|anyway|ok|okay|oh)',
  "if that('s| is)? (ok|okay|alright|fine|possible)",
  'if that makes sense',
  'or something like that',
  'or something',
  'i mean',
  '^you know',
  'you know$',
  '^no [sorry]',
  '[a little bit] (#Adjective|#Adverb)',
  '[a little] (#Adjective|#Adverb)',
  '[a bit] (#Adjective|#Adverb)',
  '[(kind|sort) of] (#Adjective|#Adverb|#Verb|#Determiner)',
  '[seriously] #Adjective',
  HEDGE_WORDS,
] as const;

/** Words a hedge above starts with, anywhere or at a sentence start (to skip parsing the rest). */
const ANYWHERE = new Set(
  'maybe perhaps probably possibly just actually basically honestly frankly somewhat kinda sorta literally really totally hopefully genuinely realistically um uh seriously mean know makes something bit little kind sort possible ok okay alright fine'.split(
    ' ',
  ),
);
const STARTS = new Set(
  'sorry apologies no to in if by not this i so well anyway ok okay oh um uh you'.split(' '),
);

const trimPunctuation = (text: string) =>
  text
    .replace(/^[\s,;:.!?—–-]+/, '')
    .replace(/[\s,;:—–-]+$/, '')
    .replace(/[\s.!?]+$/, '')
    .trim();

/** Ends a sentence with a period unless it already ends with . ! or ?. */
export const terminated = (text: string) => (/[.!?]["')\]]*$/.test(text) ? text : `${text}.`);

/**
 * The sentence without hedges, capitalised and terminated ('?' kept when it asked one); '' when
 * nothing is left.
 */
export function withoutHedges(sentence: string): string {
  const words = sentence.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const hedged = STARTS.has(words[0] ?? '') || words.some((word) => ANYWHERE.has(word));
  let kept = sentence;
  if (hedged) {
    const doc = nlp(sentence);
    for (const phrase of HEDGE_PHRASES) {
      doc.remove(
        phrase.includes('[') ? doc.match(compiled(phrase), 0) : doc.match(compiled(phrase)),
      );
    }
    kept = doc.text();
  }
  const question = /\?\s*$/.test(sentence);
  const exclaim = /!\s*$/.test(sentence);
  const text = trimPunctuation(
    kept
      .replace(/\s+([,;:.!?])/g, '$1')
      .replace(/([,;:])(?=[,;:.!?])/g, '')
      .replace(/\b(and|but|so), (?=\p{Ll}|I\b)/gu, '$1 ')
      .replace(/\s{2,}/g, ' '),
  );
  if (!text) return '';
  return upperFirst(question ? `${text}?` : exclaim ? `${text}!` : terminated(text));
}
