/**
 * The automatic judge of 'Help me say it' suggestions (docs/architecture.md#the-ai-layer, builtin
 * phrasing evaluation): the rules a suggestion the manager would send must meet, checked one by one
 * so a failure names its rule. Independent of how the builtin engine writes — it reads only the
 * labelled case (message, context, intent, addressee, facts) and the three texts — so it can
 * judge any engine.
 *
 * - length: 1 to 2,000 characters;
 * - facts: every labelled fact appears (case-insensitive);
 * - intent: praise asks for no change and invents no criticism; a concern ends with a request
 *   or a question; a request asks someone to do something; a decline says no plainly and offers
 *   a trade-off; bad news / disagreement carries the news (a fact) in its first sentence and goes
 *   on to context or a next step;
 * - vocative: no name addressed inside a clause ('I've noticed that Marcus, your …');
 * - punctuation: no doubled punctuation ('..', '?.', ',.', '!.', '!!') or space before it;
 * - capitals: every sentence starts with a capital letter (or a digit), no lowercase 'i';
 * - pronouns: the addressee, once spoken to, is not also spoken of in the third person;
 * - shorthand: no chat shorthand left ('u', 'ppl', 'tmrw', …);
 * - distinct: each suggestion differs from the other two by at least four words.
 */
import { nlp, sentencesOf } from './nlp';

export const JUDGE_RULES = [
  'length',
  'facts',
  'intent',
  'vocative',
  'punctuation',
  'capitals',
  'pronouns',
  'shorthand',
  'distinct',
] as const;

export type JudgeRule = (typeof JUDGE_RULES)[number];

/** A labelled message (the corpus' shape). */
export interface PhrasingCase {
  id: string;
  context: 'directReport' | 'boss' | 'general';
  intent: 'praise' | 'concern' | 'request' | 'decline' | 'bad-news';
  chat: boolean;
  /** The person the message is addressed to, as written in it, or null. */
  addressee: string | null;
  message: string;
  /** Names, numbers, dates and work items every suggestion must keep. */
  facts: string[];
}

export interface Failure {
  rule: JudgeRule;
  reason: string;
}

export type SuggestionTexts = Readonly<Record<'empathetic' | 'direct' | 'balanced', string>>;

export interface Verdict {
  style: 'empathetic' | 'direct' | 'balanced';
  text: string;
  failures: Failure[];
}

const MAX_LENGTH = 2_000;
const MIN_WORD_DISTANCE = 4;

/** Shorthand no suggestion may keep (lower case, whole words). */
const SHORTHAND = new Set([
  'u',
  'ur',
  'ppl',
  'tmrw',
  'tmr',
  '2moro',
  'gr8',
  'pls',
  'plz',
  'thx',
  'thnx',
  'b4',
  'asap',
  'rn',
  'bc',
  'b/c',
  'msg',
  'convo',
  'abt',
  'idk',
  '2day',
  'w/',
  'w/o',
  'sry',
  'cant',
  'dont',
  'im',
  'wk',
  'eod',
  'gonna',
  'wanna',
  'kinda',
  'cuz',
  'ty',
  'yr',
  'r',
  'n',
  'k',
  'tho',
  'thru',
]);

const normal = (text: string) =>
  text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/** Requests for change that praise must not make. */
const CHANGE =
  /\b(going forward|differently|i need you to|next time|from now on|in (the )?future|improve|should have|could have|make sure (?!you (heard|hear|know|knew))|needs? to change|(need to|should|could|must|please) work on|instead)\b/i;
/** Criticism praise must not invent (allowed only when the message itself says it). */
const CRITICISM =
  /\b(late|missed|mistakes?|problems?|issues?|concerns?|concerned|disappoint\w*|frustrat\w*|unacceptable|not good enough|sloppy|wrong)\b/gi;
/** A request or a question's words. */
const REQUEST =
  /\b(please|i need you to|i need (an?|the|your|someone|\d+)|can you|could you|would you|will you|let's|can we|could we|i'd like you to|i'd like \w+ to|i'd like to ask you|ask you to|has to be|needs to be|must|we need|can someone|could someone|can your|could your|is anyone|can anyone|can i|could i|i'm handing|would you mind|i'd like to|i'd love (for )?you to|let me know|are you able to|any chance you|i'm going to need|i'd like your|i need your)\b/i;
const PLAIN_NO =
  /(\b(i|we|my team|our \w+|\w+ team)( really)? (can't|cannot|can not|won't|will not|am not going to)\b|\bi'm not going to\b|\b(unable to|not able to|not in a position to|pass on|turn(ing)? down|won't work for|doesn't work for|don't have the (capacity|bandwidth|time)|no way|sit this one out|bow out|i'll (have to )?pass|not (realistic|possible|feasible)|not taking on|not going to be able|not something (i|we|my team) can|turn (this |it |that )?(one )?down|don't have the time)\b|\b(say no|have to decline|going to decline|push back on|my answer (has to be|is) no|count (me|us) out|(isn't|is not|not) (doable|workable|an option)|let's not)\b|^no\b|^not (this|now|today|right now|yet)\b|\bno[,—–]|\bno, )/i;
const TRADE_OFF =
  /\b(instead|what i can do|i can|i could|we could|we can|would have to give|has to give|something else|earliest|would need|we'd need|i'd need|happy to|once|other options|another time|someone else|rather|if (it|this|the|we|you)|i'll (send|cover|do|take|help|share|find|join|catch up|pick))\b/i;

function wordsOf(text: string): string[] {
  return normal(text)
    .split(/[^\p{L}\p{N}'%$]+/u)
    .filter(Boolean);
}

/** Word-level edit distance of two texts. */
export function wordDistance(a: string, b: string): number {
  const x = wordsOf(a);
  const y = wordsOf(b);
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** The text without a leading vocative or greeting ('Marcus, …', 'Team, …'). */
function withoutVocative(sentence: string, addressee: string | null): string {
  if (addressee && normal(sentence).startsWith(`${normal(addressee)},`)) {
    return sentence.slice(addressee.length + 1).trim();
  }
  return sentence.replace(/^(hi|hey)?\s*(team|all|everyone|folks)\s*,\s*/i, '');
}

function intentFailure(item: PhrasingCase, text: string): string | null {
  const sentences = sentencesOf(text);
  const last = sentences.at(-1) ?? '';
  switch (item.intent) {
    case 'praise': {
      const change = CHANGE.exec(text);
      if (change) return `praise asks for change ('${change[0]}')`;
      const invented = [...text.matchAll(CRITICISM)]
        .map((match) => match[0].toLowerCase())
        .filter((word) => !normal(item.message).includes(word));
      return invented.length ? `praise invents criticism ('${invented[0]}')` : null;
    }
    case 'concern':
      return /\?$/.test(last.trim()) || REQUEST.test(last)
        ? null
        : 'a concern must end with a request or a question';
    case 'request':
      return sentences.some((sentence) => REQUEST.test(sentence) || /\?$/.test(sentence.trim()))
        ? null
        : 'a request must ask someone to do something';
    case 'decline':
      if (!PLAIN_NO.test(text)) return 'a decline must say no plainly';
      return TRADE_OFF.test(text) ? null : 'a decline must offer a trade-off';
    case 'bad-news': {
      const first = normal(withoutVocative(sentences[0] ?? '', item.addressee));
      if (!item.facts.some((fact) => first.includes(normal(fact)))) {
        return 'bad news must come first (no fact in the first sentence)';
      }
      return sentences.length > 1 ? null : 'bad news needs context or a next step after it';
    }
  }
}

/** Whether a name is spoken of in the third person ('Marcus's report', 'Marcus was late'). */
function thirdPersonUse(text: string, name: string): string | null {
  const first = name.split(/\s+/).at(-1)!.toLowerCase();
  for (const sentence of sentencesOf(text)) {
    const doc = nlp(sentence);
    const terms = (doc.json() as { terms: { text: string; post: string; tags: string[] }[] }[])
      .flatMap((part) => part.terms)
      .filter((term) => term.text);
    for (const [index, term] of terms.entries()) {
      const word = term.text.toLowerCase().replace(/[’]/g, "'");
      if (word === `${first}'s` && !/,/.test(term.post)) return `${term.text} (possessive)`;
      if (word !== first || /[,:]/.test(term.post)) continue;
      const next = terms[index + 1];
      if (next && next.tags.includes('Verb') && index > 0) return `${term.text} ${next.text}`;
    }
  }
  return null;
}

function ruleFailures(item: PhrasingCase, text: string): Failure[] {
  const failures: Failure[] = [];
  const fail = (rule: JudgeRule, reason: string) => failures.push({ rule, reason });
  const trimmed = text.trim();
  if (trimmed.length < 1 || trimmed.length > MAX_LENGTH) {
    fail('length', `${trimmed.length} characters`);
  }
  const lower = normal(text);
  const missing = item.facts.filter((fact) => !lower.includes(normal(fact)));
  if (missing.length) fail('facts', `missing ${missing.map((fact) => `'${fact}'`).join(', ')}`);
  const intent = intentFailure(item, text);
  if (intent) fail('intent', intent);
  const inside =
    /\b[a-z]+\s+([A-Z][\p{L}.'-]*(?:\s[A-Z][\p{L}'-]*)?),\s+(you|your|you're|you've)\b/u.exec(text);
  if (inside) fail('vocative', `'${inside[0]}'`);
  const doubled = /(\.\.|\?\.|,\.|!\.|\.,|,,|;\.|:\.|!!|\?\?|\s[,.;:!?](?!\d))/.exec(text);
  if (doubled) fail('punctuation', `'${doubled[0]}'`);
  const lowerStart = sentencesOf(text).find((sentence) => /^[\p{Ll}]/u.test(sentence));
  const lowerI = /(^|\s)i(\s|'|’|$)/.exec(text);
  if (lowerStart) fail('capitals', `'${lowerStart.slice(0, 30)}'`);
  else if (lowerI) fail('capitals', "lowercase 'i'");
  if (item.addressee && /\b(you|your|you're|you've)\b/i.test(text)) {
    const third = thirdPersonUse(text, item.addressee);
    if (third) fail('pronouns', `speaks to ${item.addressee} and of '${third}'`);
  }
  const shorthand = text
    .split(/[\s,.;:!?()"]+/)
    .map((word) => word.toLowerCase())
    .find((word) => SHORTHAND.has(word));
  if (shorthand) fail('shorthand', `'${shorthand}'`);
  return failures;
}

/** The verdict on each of the three suggestions for a labelled message. */
export function judgeSuggestions(item: PhrasingCase, suggestions: SuggestionTexts): Verdict[] {
  const styles = ['empathetic', 'direct', 'balanced'] as const;
  return styles.map((style) => {
    const text = suggestions[style];
    const failures = ruleFailures(item, text);
    const close = styles
      .filter((other) => other !== style)
      .find((other) => wordDistance(text, suggestions[other]) < MIN_WORD_DISTANCE);
    if (close) failures.push({ rule: 'distinct', reason: `too close to ${close}` });
    return { style, text, failures };
  });
}
