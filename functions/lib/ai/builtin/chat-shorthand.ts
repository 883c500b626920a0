/**
 * Chat-style text made into written English for 'Help me say it'
 * (docs/architecture.md#the-ai-layer, builtin phrasing): chat shorthand expanded from a lexicon
 * ('u' → 'you', 'ppl' → 'people', 'tmrw' → 'tomorrow', 'cant' → "can't", 'sat' → 'Saturday' where
 * it names a day), lowercase 'i' and the names compromise knows capitalised, and every sentence
 * started with a capital letter and ended with punctuation. Works on compromise's terms, so words
 * are only ever replaced whole.
 */
import { termsOf, textOfTerms, type Term } from './nlp';

/** Shorthand with one reading wherever it stands (lower case → written form). */
export const SHORTHAND: Readonly<Record<string, string>> = {
  u: 'you',
  ya: 'you',
  r: 'are',
  n: 'and',
  '&': 'and',
  ppl: 'people',
  pls: 'please',
  plz: 'please',
  plse: 'please',
  thx: 'thanks',
  thnx: 'thanks',
  thanx: 'thanks',
  thks: 'thanks',
  tx: 'thanks',
  ty: 'thank you',
  tyvm: 'thank you very much',
  gr8: 'great',
  b4: 'before',
  l8r: 'later',
  l8: 'late',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  tmrow: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2mrw': 'tomorrow',
  '2day': 'today',
  tdy: 'today',
  '2nite': 'tonight',
  tonite: 'tonight',
  yday: 'yesterday',
  asap: 'as soon as possible',
  rn: 'right now',
  bc: 'because',
  'b/c': 'because',
  bcuz: 'because',
  bcoz: 'because',
  cuz: 'because',
  coz: 'because',
  msg: 'message',
  msgs: 'messages',
  convo: 'conversation',
  convos: 'conversations',
  abt: 'about',
  idk: "I don't know",
  btw: 'by the way',
  imo: 'in my opinion',
  imho: 'in my opinion',
  tbh: 'to be honest',
  np: 'no problem',
  nvm: 'never mind',
  wk: 'week',
  wks: 'weeks',
  wkend: 'weekend',
  wknd: 'weekend',
  wkends: 'weekends',
  til: 'until',
  till: 'until',
  mtg: 'meeting',
  mtgs: 'meetings',
  hrs: 'hours',
  mins: 'minutes',
  min: 'minutes',
  qtr: 'quarter',
  qtrs: 'quarters',
  wfh: 'work from home',
  eod: 'end of day',
  eow: 'end of week',
  cob: 'close of business',
  sry: 'sorry',
  srry: 'sorry',
  ok: 'OK',
  k: 'OK',
  kk: 'OK',
  cam: 'camera',
  mgr: 'manager',
  dept: 'department',
  approx: 'approximately',
  'w/o': 'without',
  'b/w': 'between',
  thru: 'through',
  tho: 'though',
  altho: 'although',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  kinda: 'kind of',
  sorta: 'sort of',
  lemme: 'let me',
  gimme: 'give me',
  dunno: "don't know",
  bday: 'birthday',
  '#s': 'numbers',
  im: "I'm",
  ive: "I've",
  cant: "can't",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  werent: "weren't",
  wont: "won't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  youre: "you're",
  youve: "you've",
  youll: "you'll",
  theyre: "they're",
  theyve: "they've",
  thats: "that's",
  whats: "what's",
  everyones: "everyone's",
  q1: 'Q1',
  q2: 'Q2',
  q3: 'Q3',
  q4: 'Q4',
  fyi: 'FYI',
  csat: 'CSAT',
  eta: 'ETA',
  pto: 'PTO',
  ooo: 'out of office',
  mon: 'Monday',
  tue: 'Tuesday',
  tues: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  thur: 'Thursday',
  thurs: 'Thursday',
  fri: 'Friday',
  jan: 'January',
  feb: 'February',
  apr: 'April',
  jun: 'June',
  jul: 'July',
  aug: 'August',
  sep: 'September',
  sept: 'September',
  oct: 'October',
  nov: 'November',
  dec: 'December',
};

/** Day shorthand that is also a common word ('sat', 'sun'): a day only next to a day's words. */
const DAY_WORDS: Readonly<Record<string, string>> = { sat: 'Saturday', sun: 'Sunday' };
const DAY_NEIGHBOURS = new Set([
  'morning',
  'afternoon',
  'evening',
  'night',
  'shift',
  'cover',
  'rota',
]);
const DAY_PREPOSITIONS = new Set([
  'on',
  'by',
  'until',
  'till',
  'this',
  'next',
  'last',
  'before',
  'after',
  'from',
]);

const isWord = (term: Term | undefined) => Boolean(term && term.text);

/** The written form of a chat word in its place, or null when it stays as it is. */
function expansionOf(
  term: Term,
  previous: Term | undefined,
  next: Term | undefined,
  afterTerm: Term | undefined,
  beforePrevious?: Term,
): string | null {
  const word = term.text.toLowerCase();
  if (word === 'w' && term.post.startsWith('/')) return 'with';
  // 'this am', 'tomorrow am': the morning.
  if (
    word === 'am' &&
    ['this', 'tomorrow', 'monday', 'friday'].includes(previous?.text.toLowerCase() ?? '')
  ) {
    return 'morning';
  }
  // 'a yr', 'this yr', '3 yrs' count years; 'yr report' is 'your'.
  if (word === 'yr' || word === 'yrs') {
    const counted =
      previous?.tags.has('Value') ||
      ['a', 'per', 'this', 'last', 'next', 'every', 'the'].includes(
        previous?.text.toLowerCase() ?? '',
      );
    return counted ? (word === 'yr' ? 'year' : 'years') : 'your';
  }
  // '2 hr', 'an hr': hours; 'HR' stays the department.
  if (
    word === 'hr' &&
    term.text === 'hr' &&
    (previous?.tags.has('Value') || /^an?$/i.test(previous?.text ?? ''))
  ) {
    return 'hour';
  }
  if (word === 'ur') {
    // 'ur on-call': a hyphenated compound after it is a noun.
    if (next?.tags.has('Hyphenated')) return 'your';
    // 'ur late', 'ur doing great', 'ur a star', 'ur not' are 'you're'; 'ur report' is 'your'.
    const predicate =
      !next ||
      ['Gerund', 'Determiner', 'Adverb', 'Negative', 'Preposition', 'PastTense'].some((tag) =>
        next.tags.has(tag),
      ) ||
      (next.tags.has('Adjective') && !(afterTerm && afterTerm.tags.has('Noun')));
    return predicate && !next?.tags.has('Plural') ? "you're" : 'your';
  }
  if (word === 'its') {
    // 'its goals' stays possessive; 'its making', 'its exactly' are 'it's'.
    const verbal = next && (next.tags.has('Gerund') || /ing$/.test(next.text));
    return next?.tags.has('Noun') && !verbal && !next.tags.has('Pronoun') ? null : "it's";
  }
  if (word === 'lets' && !previous) return "let's";
  // 'the till', 'a till': the cash register, not 'until'.
  if (word === 'till' && previous?.tags.has('Determiner')) return null;
  if (word in DAY_WORDS) {
    const before = previous?.text.toLowerCase() ?? '';
    const after = next?.text.toLowerCase() ?? '';
    const afterNext = afterTerm;
    // 'sat or sun', 'sat and sun': two days named together.
    const joins = (word: string) => ['or', 'and', '&'].includes(word);
    const isDay = (other: Term | undefined) =>
      Boolean(other) && (other!.text.toLowerCase() in DAY_WORDS || other!.tags.has('Date'));
    const paired = (joins(after) && isDay(afterNext)) || (joins(before) && isDay(beforePrevious));
    const daylike =
      paired ||
      DAY_NEIGHBOURS.has(after) ||
      DAY_PREPOSITIONS.has(before) ||
      (previous?.tags.has('Noun') === true &&
        !previous.tags.has('Pronoun') &&
        before !== 'the' &&
        (!isWord(next) || /[,.;!?]/.test(term.post)));
    return daylike ? (DAY_WORDS[word] ?? null) : null;
  }
  return Object.hasOwn(SHORTHAND, word) ? (SHORTHAND[word] ?? null) : null;
}

/** `expansion` with the capital of the written word kept ('Pls' → 'Please'). */
function inCaseOf(written: string, expansion: string): string {
  const capital = written.charAt(0) !== written.charAt(0).toLowerCase();
  return capital ? expansion.charAt(0).toUpperCase() + expansion.slice(1) : expansion;
}

/** Whether a lowercase word is a name to capitalise: a known first name or place. */
function isLowercaseName(term: Term, previous: Term | undefined): boolean {
  if (term.text !== term.text.toLowerCase() || term.text.length < 2) return false;
  if (previous && (previous.tags.has('Determiner') || previous.tags.has('Possessive')))
    return false;
  return (
    (term.tags.has('FirstName') || term.tags.has('Place') || term.tags.has('Country')) &&
    !term.tags.has('Verb') &&
    !term.tags.has('Adjective')
  );
}

/**
 * `text` with chat shorthand expanded (SHORTHAND, 'w/' → 'with', 'ur' as 'your' or "you're",
 * 'its' as "it's" where a verb follows), lowercase 'i' and known names capitalised. Words not in
 * the lexicon, spacing and punctuation stay as written.
 */
export function expandShorthand(text: string): string {
  // Names are only capitalised in a text written without capitals ('hey tom', not 'a Grant').
  const lowercase = text === text.toLowerCase();
  return termsOf(text)
    .map((terms) => {
      const words = terms.map((term, index) => ({ term, index })).filter(({ term }) => term.text);
      const out = terms.map((term) => ({ ...term }));
      words.forEach(({ term, index }, position) => {
        const previous = words[position - 1]?.term;
        const next = words[position + 1]?.term;
        const expansion = expansionOf(
          term,
          previous,
          next,
          words[position + 2]?.term,
          words[position - 2]?.term,
        );
        const target = out[index]!;
        if (expansion !== null) {
          target.text = inCaseOf(term.text, expansion);
          if (term.text.toLowerCase() === 'w') target.post = term.post.replace(/^\//, '');
        } else if (/^i(['’](m|ve|d|ll))?$/.test(term.text)) {
          target.text = `I${term.text.slice(1)}`;
        } else if (lowercase && isLowercaseName(term, previous)) {
          target.text = term.text.charAt(0).toUpperCase() + term.text.slice(1);
        }
      });
      return textOfTerms(out);
    })
    .join('');
}
