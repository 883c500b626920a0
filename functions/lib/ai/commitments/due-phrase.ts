/**
 * The due phrase of a commitment (docs/product.md#commitments-suggested-from-reflections): when
 * the writer says when an action is due — 'by Friday', 'next week', 'before the offsite',
 * 'tomorrow', 'by 3 March', 'end of month', 'in two weeks', 'next 1:1' — the words that say it,
 * found among compromise's tagged words (#Date, #Value, #Month, #WeekDay) and the meetings and
 * note shorthand ('EOD', 'tmrw', 'Thu') managers write. Pure.
 */
import { isOneOf, type Token } from './sentence-tokens';

/** Words that end a due phrase on their own or after 'next' / 'the' ('Friday', 'EOD', '1:1'). */
const TIME_WORDS = new Set([
  'today',
  'tonight',
  'tomorrow',
  'tmrw',
  'tmr',
  'tmw',
  'eod',
  'eow',
  'eom',
  'eoq',
  'eoy',
  'cob',
  'asap',
  'q1',
  'q2',
  'q3',
  'q4',
  'h1',
  'h2',
  'mon',
  'tue',
  'tues',
  'wed',
  'weds',
  'thu',
  'thur',
  'thurs',
  'fri',
  'sat',
  'sun',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);
/** Spans of time, due after 'next', 'this', 'end of', 'in two …' ('next week', 'in two weeks'). */
const PERIOD_WORDS = new Set([
  'week',
  'weekend',
  'month',
  'quarter',
  'year',
  'sprint',
  'day',
  'days',
  'weeks',
  'months',
  'time',
  'morning',
  'afternoon',
  'evening',
  'cycle',
  'summer',
  'spring',
  'autumn',
  'fall',
  'winter',
]);
/** Meetings and milestones a commitment is due before or at ('before the offsite', 'next 1:1'). */
const EVENT_WORDS = new Set([
  '1:1',
  '1-1',
  '1on1',
  'one-on-one',
  '121',
  'offsite',
  'off-site',
  'launch',
  'release',
  'retro',
  'standup',
  'stand-up',
  'planning',
  'review',
  'meeting',
  'all-hands',
  'demo',
  'kickoff',
  'deadline',
  'holidays',
  'break',
  'sync',
  'check-in',
  'catch-up',
  'qbr',
  'summit',
  'handover',
  'cutover',
  'go-live',
  'freeze',
  'interview',
  'interviews',
  'presentation',
  'town-hall',
  'townhall',
  'conference',
  'leave',
  'vacation',
  'trip',
  'calibration',
  'reviews',
  'reorg',
  'audit',
  'announcement',
  'kick-off',
  'cutoff',
  'close',
]);
/** One-on-one meetings, the only events a commitment is due 'at' ('at our next 1:1'). */
const ONE_ON_ONE = new Set(['1:1', '1-1', '1on1', 'one-on-one', '121']);
/** Words inside a due phrase before the word that ends it ('the end of the', 'our next'). */
const INNER_WORDS = new Set([
  'the',
  'our',
  'my',
  'her',
  'his',
  'their',
  'this',
  'next',
  'coming',
  'following',
  'a',
  'an',
  'end',
  'start',
  'beginning',
  'middle',
  'of',
  'later',
  'early',
  'first',
  'thing',
  'couple',
  'few',
  'new',
]);
/** Words that open a due phrase of their own, without a preposition ('next week', 'EOD'). */
const OPENERS = new Set(['next', 'this', 'later', 'early', 'end']);

type Preposition =
  'by' | 'before' | 'after' | 'on' | 'in' | 'within' | 'at' | 'starting' | 'from' | 'over';
const PREPOSITIONS = new Set<string>([
  'by',
  'before',
  'after',
  'on',
  'in',
  'within',
  'at',
  'starting',
  'from',
  'over',
]);

/** Prepositions after which a time is a span or a target, not a due date ('until January'). */
const OTHER_PREPOSITIONS = new Set([
  'until',
  'till',
  'to',
  'for',
  'of',
  'during',
  'through',
  'throughout',
  'since',
]);

/** Subjects that open a clause after 'before' or 'after' ('before it's announced'). */
const CLAUSE_SUBJECTS = new Set(['it', 'he', 'she', 'they', 'we', 'i', 'you']);

const isDateWord = (token: Token) =>
  // compromise tags 'HR' as an hour: an acronym is a date only when the time words know it.
  (token.tags.has('Date') && !/^[A-Z]{2,}$/.test(token.text)) || isOneOf(token, TIME_WORDS);
const isCalendarDay = (token: Token) =>
  token.tags.has('WeekDay') ||
  token.tags.has('Month') ||
  /^\d+(?:st|nd|rd|th)$/.test(token.normal) ||
  /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)$/.test(token.normal);

/** A number inside a due phrase: a day ('the 15th', '3 March') or a count of days or weeks. */
function countsTime(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  if (!token.tags.has('Value')) return false;
  if (token.tags.has('Ordinal') || token.tags.has('Date')) return true;
  const next = tokens[at + 1];
  return next !== undefined && (anchorSort(next) !== undefined || next.normal === 'of');
}

/** A noun naming a meeting with the word after it ('ops review', 'board meeting'). */
function compoundNoun(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  const noun = token.tags.has('Noun') || token.tags.has('Hyphenated');
  if (!noun || token.tags.has('Pronoun') || /[,;:.!?]/.test(token.post)) {
    return false;
  }
  const next = tokens[at + 1];
  return next !== undefined && (anchorSort(next) === 'event' || compoundNoun(tokens, at + 1));
}

/** Whether `token` may end a due phrase, and of which sort it is. */
function anchorSort(token: Token): 'date' | 'period' | 'event' | undefined {
  const word = token.normal.replace(/'s$/, '');
  if (EVENT_WORDS.has(word)) return 'event';
  if (PERIOD_WORDS.has(word)) return 'period';
  if (isDateWord(token) || isCalendarDay(token)) return 'date';
  return undefined;
}

/** Whether the phrase `words` (after a preposition, if any) fits that preposition. */
function fits(preposition: Preposition | undefined, words: readonly Token[]): boolean {
  const last = words.at(-1)!;
  const sort = anchorSort(last)!;
  const hasCount = words.some(
    (word) => word.tags.has('Value') || isOneOf(word, new Set(['a', 'an', 'couple', 'few'])),
  );
  const opensWithTime =
    isOneOf(words[0], OPENERS) ||
    isOneOf(words[0], TIME_WORDS) ||
    isCalendarDay(words[0]!) ||
    (words[0]!.normal === 'first' && words[1]?.normal === 'thing');
  switch (preposition) {
    case undefined:
      // 'the Q3 numbers': a quarter alone is a name, not a due date.
      if (words.length === 1 && /^[qh]\d$/.test(last.normal)) return false;
      return opensWithTime && (sort !== 'event' || ONE_ON_ONE.has(last.normal));
    case 'in':
    case 'within':
      if (preposition === 'in' && ONE_ON_ONE.has(last.normal)) return true;
      return (
        words.some((word) => word.tags.has('Month')) ||
        (sort === 'period' && (hasCount || isOneOf(words[0], new Set(['the']))))
      );
    case 'on':
      return sort === 'date' && words.some(isCalendarDay);
    case 'over':
      return isOneOf(last, new Set(['weekend', 'holidays', 'break']));
    case 'at':
      // 'at our next 1:1', 'at the end of Q2'.
      return ONE_ON_ONE.has(last.normal) || words.some((word) => word.normal === 'end');
    case 'starting':
    case 'from':
      return sort !== 'event';
    default:
      // 'by a week', 'by two days': an amount, not a date.
      if (sort === 'period' && hasCount && !words.some((word) => word.normal === 'end')) {
        return false;
      }
      return sort !== 'period' || words.length > 1 || last.normal === 'weekend';
  }
}

/** Where a due phrase stands among `tokens` (a half-open range), or undefined when none does. */
export interface DueRange {
  start: number;
  end: number;
}

/**
 * The first due phrase among `tokens`: an optional preposition ('by', 'before', 'after', 'on',
 * 'in', 'within', 'at', 'starting', 'from') and the longest run of time words that ends in a
 * date, a span of time or a meeting, and fits the preposition ('in two weeks' but not 'in the
 * channel', 'on Monday' but not 'on the plan', 'at' only a 1:1). A phrase without a preposition
 * opens with 'next', 'this', 'end', 'later' or a day ('tomorrow', 'EOD'); a bare weekday or month
 * counts only at the end of the words ('send it Friday', not 'take Friday off').
 */
export function findDuePhrase(tokens: readonly Token[]): DueRange | undefined {
  for (let start = 0; start < tokens.length; start += 1) {
    const first = tokens[start]!;
    // 'once the release is out', 'before it's announced': the rest of the clause says when.
    const clause =
      first.normal === 'once' ||
      (isOneOf(first, new Set(['before', 'after'])) && isOneOf(tokens[start + 1], CLAUSE_SUBJECTS));
    if (clause && start > 0) {
      let end = start + 1;
      while (end < tokens.length && !/[,;:.!?]/.test(tokens[end - 1]!.post)) end += 1;
      if (end - start > 2) return { start, end };
    }
    const preposition = PREPOSITIONS.has(first.normal) ? (first.normal as Preposition) : undefined;
    const coreStart = preposition ? start + 1 : start;
    if (!preposition && first.normal === 'due') continue;
    let best: number | undefined;
    for (let at = coreStart; at < tokens.length; at += 1) {
      const token = tokens[at]!;
      const inside =
        isOneOf(token, INNER_WORDS) ||
        countsTime(tokens, at) ||
        anchorSort(token) !== undefined ||
        compoundNoun(tokens, at);
      if (!inside) break;
      if (anchorSort(token) && fits(preposition, tokens.slice(coreStart, at + 1))) best = at + 1;
      if (/[,;:.!?]/.test(token.post)) break;
    }
    if (best === undefined) continue;
    // 'until January', 'to 10am', 'for two weeks': a time after another preposition is no due date.
    let before = start - 1;
    while (before >= 0 && isOneOf(tokens[before], new Set(['the', 'a', 'an', 'our', 'my']))) {
      before -= 1;
    }
    if (!preposition && isOneOf(tokens[before], OTHER_PREPOSITIONS)) continue;
    const bareDay =
      !preposition && best - coreStart === 1 && !isOneOf(first, OPENERS) && isCalendarDay(first);
    if (bareDay && tokens.slice(best).some((token) => /\w/.test(token.text))) continue;
    // 'before the next cycle starts': a verb closing the clause goes with its event.
    const verb = tokens[best];
    const closes =
      verb !== undefined &&
      verb.tags.has('Verb') &&
      verb.tags.has('PresentTense') &&
      !/[,;:]/.test(tokens[best - 1]!.post) &&
      (best + 1 === tokens.length || /[,;:.!?]/.test(verb.post));
    return { start, end: closes ? best + 1 : best };
  }
  return undefined;
}
