/**
 * What a 'Help me say it' message says, before the builtin engine rewrites it
 * (docs/architecture.md#the-ai-layer, builtin phrasing): its intent (phrasing-intent.ts), who it is
 * addressed to (a vocative name such as 'Marcus, …', a greeted group, or the person it speaks about
 * when it is for a direct report), the facts it carries (names, numbers, dates, work items), its
 * requests, and its sentences made ready to rewrite — chat shorthand expanded, hedges and
 * throat-clearing dropped, the dropped 'I' of chat restored ('Need the deck' → 'I need the deck'),
 * a statement with an upward '?' made a statement, and a message about the addressee turned to
 * speak to them.
 *
 * Pure and deterministic; never throws for a non-empty message.
 */
import type { PhrasingContext } from '../../../../shared/contract/schemas/coaching';
import { expandShorthand } from './chat-shorthand';
import { terminated, withoutHedges } from './hedges';
import {
  compiled,
  groupText,
  lexiconTag,
  namesIn,
  nlp,
  sentencesOf,
  termsOf,
  textOfTerms,
  upperFirst,
} from './nlp';
import { toSecondPerson } from './person-shift';
import { intentOf, intentScores, type PhrasingIntent } from './phrasing-intent';

export type { PhrasingIntent } from './phrasing-intent';
export { PHRASING_INTENTS } from './phrasing-intent';

/** Who the message is for. */
export interface Addressee {
  /** The person the message names as its addressee ('Marcus', 'Mr. Okafor'), or null. */
  name: string | null;
  /** A group it greets ('Team', 'Hi all', 'To the pharmacy team'), or null. */
  group: string | null;
  /** The context the manager picked: directReport, boss or general. */
  context: PhrasingContext;
  /**
   * How the message spoke of the named person: 'second' ('Marcus, your …'), 'third' ('Priya did
   * …', turned to 'you' in `sentences`), null without a name.
   */
  spokenOf: 'second' | 'third' | null;
}

/** The facts a rewrite must keep, each as written in the (expanded) message. */
export interface MessageFacts {
  names: string[];
  /** Numbers with what they count ('three sprint deliverables', '$1,840', '8%'). */
  numbers: string[];
  /** Date and time phrases ('last week', 'Friday at 5pm', 'the 14th', 'end of day'). */
  dates: string[];
  /** The things the message is about ('the Q3 budget deck', 'the night shift handovers'). */
  workItems: string[];
}

/** A request the message makes: who should act, the action (a verb phrase), and by when. */
export interface MessageAsk {
  /** 'you', 'we', 'i', or who else is asked ('someone from IT', 'your team'). */
  who: string;
  /** What to do, starting with its verb ('send the weekly report on time'). */
  action: string;
  /** The time phrase of the action, if it has one ('by Thursday'). */
  when: string | null;
  /** The sentence the request was made in, as in `sentences`. */
  sentence: string;
  /** Whether the request is the whole sentence ('Can you …?'), not a clause of it. */
  wholeSentence: boolean;
  /** What comes before the request in its sentence ('' when it is the whole sentence). */
  lead: string;
}

export interface MessageUnderstanding {
  intent: PhrasingIntent;
  /** Each intent's cue score, for explaining a classification. */
  scores: Record<PhrasingIntent, number>;
  addressee: Addressee;
  facts: MessageFacts;
  asks: MessageAsk[];
  /**
   * The message's sentences ready to rewrite, in order, without the vocative or greeting; each
   * capitalised and terminated.
   */
  sentences: string[];
  /** Whether the message was written chat-style (shorthand, no capitals). */
  chat: boolean;
}

const GREETINGS = new Set(['hey', 'hi', 'hello', 'dear', 'morning', 'yo']);
const GROUP_WORDS = "(team|all|everyone|everybody|folks|guys|y'all|gang|crew|people)";
const FUNCTION_TAGS = [
  'Pronoun',
  'Determiner',
  'Verb',
  'Adverb',
  'Preposition',
  'Adjective',
  'Conjunction',
  'Value',
  'QuestionWord',
  'Expression',
  'Date',
];

/** Whether a term can be (part of) a person's name at the head of a message. */
function nameLike(term: { text: string; tags: ReadonlySet<string> }, afterGreeting: boolean) {
  if (!term.text || !/^\p{L}/u.test(term.text)) return false;
  if (term.tags.has('Person') || term.tags.has('FirstName') || term.tags.has('Honorific'))
    return true;
  if (FUNCTION_TAGS.some((tag) => term.tags.has(tag))) return false;
  const capitalised = /^\p{Lu}/u.test(term.text);
  return capitalised || afterGreeting;
}

const capitalised = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => upperFirst(word))
    .join(' ');

interface Opening {
  name: string | null;
  group: string | null;
  rest: string;
}

/** The vocative or greeting a message opens with ('Marcus, …', 'hey mo can …', 'Team, …'). */
function openingOf(text: string): Opening {
  const none = { name: null, group: null, rest: text };
  const [first] = termsOf(text);
  if (!first) return none;
  const group = nlp(text).match(`^(hi|hey|hello)? ${GROUP_WORDS}`);
  const groupEnd = group.found ? group.terms().length : 0;
  if (groupEnd > 0 && /[,:—–-]/.test(first[groupEnd - 1]!.post)) {
    return {
      name: null,
      group: upperFirst(group.text().replace(/[,:—–-\s]+$/, '')),
      rest: textOfTerms(first.slice(groupEnd)) + text.slice(textOfTerms(first).length),
    };
  }
  // 'To the pharmacy team: …', 'To the nursing staff on 4 West — …'
  if (/^to$/i.test(first[0]?.text ?? '') && /^the$/i.test(first[1]?.text ?? '')) {
    const end = first.slice(2, 8).findIndex((term) => /[:—–]/.test(term.post));
    if (end >= 0) {
      const count = end + 3;
      return {
        name: null,
        group: upperFirst(textOfTerms(first.slice(0, count)).replace(/[,:—–-\s]+$/, '')),
        rest: textOfTerms(first.slice(count)) + text.slice(textOfTerms(first).length),
      };
    }
  }
  const words = first.filter((term) => term.text);
  let index = 0;
  const greeted = GREETINGS.has(words[0]?.text.toLowerCase() ?? '');
  if (greeted) index += 1;
  const nameTerms = [];
  while (index < words.length && nameTerms.length < 3 && nameLike(words[index]!, greeted)) {
    nameTerms.push(words[index]!);
    if (/[,:—–-]/.test(words[index]!.post)) break;
    index += 1;
  }
  const lastName = nameTerms.at(-1);
  const closed = lastName && /[,:—–-]/.test(lastName.post);
  const next = words[greeted ? nameTerms.length + 1 : nameTerms.length];
  const openName = greeted && nameTerms.length === 1 && next && !nameLike(next, false);
  if (!lastName || !(closed || openName)) {
    const rest = textOfTerms(first.slice(1)) + text.slice(textOfTerms(first).length);
    // 'Hi there.' stays as it is; 'hey sorry but …' loses its 'hey'.
    return greeted &&
      termsOf(rest)
        .flat()
        .filter((term) => term.text).length > 2
      ? { ...none, rest }
      : none;
  }
  const used = first.indexOf(lastName) + 1;
  return {
    name: capitalised(
      nameTerms
        .map((term, at) => (at < nameTerms.length - 1 ? term.text + term.post : term.text))
        .join('')
        .trim(),
    ),
    group: null,
    rest: textOfTerms(first.slice(used)) + text.slice(textOfTerms(first).length),
  };
}

/** A name said at the end of a clause: '… yesterday Tom, you found …', '…, Ada.' */
function trailingVocativeOf(sentence: string): { name: string; rest: string } | null {
  const terms = termsOf(sentence)[0] ?? [];
  const words = terms.filter((term) => term.text);
  for (let index = 1; index < words.length; index += 1) {
    const term = words[index]!;
    const previous = words[index - 1]!;
    const next = words[index + 1];
    const last = !next;
    const named = term.tags.has('FirstName') || term.tags.has('Person');
    // '…, Priya.': a capitalised word compromise does not know, alone after a final comma.
    const unknownName =
      last && /^\p{Lu}\p{Ll}+$/u.test(term.text) && lexiconTag(term.text) === undefined;
    if (!named && !unknownName) continue;
    const beforeYou = next && /^(you|your|you're|you've)$/i.test(next.text) && /,/.test(term.post);
    const set = last ? /,\s*$/.test(previous.post) : beforeYou && !previous.tags.has('Preposition');
    if (!set) continue;
    const out = terms.map((other) => ({ ...other }));
    const at = terms.indexOf(term);
    const before = out[at - 1]!;
    if (last) {
      before.post = out[at]!.post;
    } else {
      before.post = `${out[at]!.post.replace(/,\s*/, '')}. `.replace(/^\.\s*$/, '. ');
      const following = out[at + 1]!;
      following.text = upperFirst(following.text);
    }
    out.splice(at, 1);
    return { name: capitalised(term.text), rest: textOfTerms(out) };
  }
  return null;
}

/** Words that open a new clause after a comma splice ('…, it's making …', '…, can we talk …'). */
const CLAUSE_OPENERS = new Set([
  'you',
  "you're",
  'i',
  "i'm",
  'we',
  "we're",
  'it',
  "it's",
  'they',
  "they're",
  'that',
  "that's",
  'this',
  'he',
  'she',
  "he's",
  "she's",
]);
/** Words that make a clause lean on the next one ('but between …, I don't see how'). */
const SUBORDINATORS = new Set([
  'if',
  'when',
  'while',
  'because',
  'since',
  'although',
  'though',
  'unless',
  'between',
  'after',
  'before',
  'once',
  'whether',
  'as',
]);
const QUESTION_OPENERS = new Set([
  'can',
  'could',
  'would',
  'will',
  'should',
  'is',
  'are',
  'do',
  'does',
]);

/**
 * A comma splice split in two: "Stop interrupting people, it's making the juniors go quiet" →
 * two sentences; so is a question tacked on ('…, can we talk about it tomorrow').
 */
function splitSplices(sentence: string): string[] {
  const terms = termsOf(sentence).flat();
  const words = terms.filter((term) => term.text);
  for (let index = 2; index < words.length - 1; index += 1) {
    const comma = words[index - 1]!;
    const opener = words[index]!;
    const following = words[index + 1]!;
    if (!/^,\s*$/.test(comma.post)) continue;
    const left = words.slice(0, index);
    if (left.length < 3 || !left.some((term) => term.tags.has('Verb'))) continue;
    if (comma.tags.has('Conjunction')) continue;
    const chunkStart = left.findLastIndex(
      (term, at) => at < left.length - 1 && /,/.test(term.post),
    );
    const chunk = left.slice(chunkStart + 1, chunkStart + 3).map((term) => term.text.toLowerCase());
    if (chunk.some((word) => SUBORDINATORS.has(word))) continue;
    const lower = opener.text.toLowerCase();
    const clause =
      (/^(everything|everyone|all)$/.test(lower) &&
        /^(ok|okay|alright|fine|good|well)$/i.test(following.text)) ||
      (CLAUSE_OPENERS.has(lower) &&
        (opener.text.includes("'") ||
          following.tags.has('Verb') ||
          following.tags.has('Adverb'))) ||
      (QUESTION_OPENERS.has(lower) && following.tags.has('Pronoun'));
    if (!clause) continue;
    const at = terms.indexOf(comma);
    const head = terms.slice(0, at + 1).map((term) => ({ ...term }));
    head.at(-1)!.post = '';
    const tail = terms.slice(at + 1);
    const question = QUESTION_OPENERS.has(lower);
    const right = textOfTerms(tail).trim();
    return [
      terminated(textOfTerms(head).trim()),
      ...splitSplices(
        upperFirst(question && !/[?]$/.test(right) ? `${right.replace(/[.!]$/, '')}?` : right),
      ),
    ];
  }
  return [sentence];
}

/** Chat's dropped subject restored: 'Need the deck' → 'I need the deck'. */
const DROPPED_SUBJECT: readonly [string, string][] = [
  [
    '^(need|want|hope|think|love|wanted|noticed|saw|heard|asked|appreciate|hate|got|just|spoke|talked|met)',
    'I',
  ],
  ['^(proud|grateful|glad|thrilled|impressed|worried|frustrated|exhausted)', "I'm"],
  ['^no (can not|will not|do not|cannot)', 'No, I'],
  ['^(can not|will not|do not|did not|cannot)', 'I'],
  [
    '^(anyone|anybody|someone|somebody|everything|everyone) (free|ok|okay|available|around|alright|good)',
    'Is',
  ],
];

function withSubject(sentence: string): string {
  const doc = nlp(sentence);
  for (const [pattern, subject] of DROPPED_SUBJECT) {
    if (!doc.has(compiled(pattern))) continue;
    const first = sentence.charAt(0).toLowerCase() + sentence.slice(1);
    if (subject === 'I' && /^noticed\b/i.test(sentence)) return `I've ${first}`;
    if (subject === 'No, I') return `No, I ${sentence.replace(/^no,?\s*/i, '')}`;
    return `${subject} ${first}`;
  }
  return sentence;
}

/** Sentences that only announce or narrate the message ('Want to recognise him properly.'). */
const ASIDES = [
  '^i? (want|wanted|need|have) to (recognise|recognize|thank|praise|acknowledge|celebrate) (him|her|them) .{0,2}$',
  '^i? (am|feel)? .{0,2} (sorry|gutted|sad) to (tell|say|share) (you)? this$',
  '^(bad news|heads up|fyi)$',
];
const ASIDES_NET = nlp.buildNet(ASIDES.map((match) => ({ match })));
/** Openings that only announce what follows ('I don't really know how to say this, but …'). */
const PREAMBLES = [
  '^i (have|need|want) to be (straight|honest|upfront|frank) with you',
  '^(i am|i) (so|really)? sorry but',
  '^(i am|i) (so|really)? sorry',
  '^i (do not|really|even)? (do not|really)? know how to (say|put|tell you) this but?',
  '^(bad news|heads up|fyi|so)',
  '^(hey|hi) sorry but?',
  '^sorry but',
  '^about #Determiner? .{1,4} —',
];

function withoutPreamble(sentence: string): string {
  let doc = nlp(sentence);
  for (const pattern of PREAMBLES) {
    const found = doc.match(compiled(pattern));
    if (found.found && doc.terms().length > found.terms().length + 2) {
      doc.remove(found);
      doc = nlp(
        doc
          .text()
          .replace(/^[\s,;:—–-]+/, '')
          .replace(/^but\s+/i, ''),
      );
    }
  }
  return doc.text().trim();
}

/** A '?' after a statement ('It has been sharp?') becomes a '.'. */
function withoutUptalk(sentence: string): string {
  if (!/\?\s*$/.test(sentence)) return sentence;
  const doc = nlp(sentence);
  const asks =
    doc.has(
      '^(#QuestionWord|#Modal|#Copula|do|does|did|have|has|had|is|are|was|were|any|anyone|anybody|someone|somebody|shall|should|can|could|would|will|may|might|why|how|what|when|where|who|which)',
    ) || doc.has('(but|so|and) (#Modal|do|does|is|are) (you|we|i|someone|anyone|your)');
  return asks ? sentence : sentence.replace(/\?\s*$/, '.');
}

/** Request patterns, the asked and the action captured, in compromise match syntax. */
const ASK_PATTERNS: readonly [string, string | null][] = [
  ['(any chance|is there any chance) that? you (could|can|would) [<action>.+]', 'you'],
  ['would you (mind|be willing to|be able to) [<action>.+]', 'you'],
  ['(can|could|would|will) you please? (try to)? [<action>.+]', 'you'],
  [
    '(can|could|would|will) [<who>(someone|somebody|anyone|anybody) (from|in|on|at)? #Noun{0,2}] (be able to)? [<action>.+]',
    null,
  ],
  ['(can|could|would|will) [<who>(your|the|one of) #Noun{1,2}] [<action>.+]', null],
  ['you (should|must|could) (try to)? [<action>.+]', 'you'],
  ['you (need|have|ought) to (try to)? [<action>.+]', 'you'],
  ['(i would|i) (like|love) for? you to [<action>.+]', 'you'],
  ['(are|were) you able to [<action>.+]', 'you'],
  ['i (need|want|expect) you to [<action>.+]', 'you'],
  ['(it would|it might|it could) be good for you to [<action>.+]', 'you'],
  ['please [<action>.+]', 'you'],
  ["(i was|i am|i'm) wondering (if|whether) we (could|can|might) [<action>.+]", 'we'],
  ["(i was|i am|i'm) wondering (if|whether) you (could|can|would|might) [<action>.+]", 'you'],
  ['(can|could|should|shall) we [<action>.+]', 'we'],
  ["(let's|let us) [<action>.+]", 'we'],
  ['(can|could|may) i [<action>.+]', 'i'],
];

const clean = (text: string) =>
  text
    .replace(/^[\s,;:.!?—–-]+/, '')
    .replace(/[\s,;:.!?—–-]+$/, '')
    .trim();

/** When a request is due, as its phrase says it ('by Friday', 'before your leave starts on the 18th'). */
const WHEN_PATTERNS = [
  '(by|before|until|starting|from|due|on) (the|next|this)? (#Date|#Ordinal|noon|lunch|tomorrow|today|tonight) #Date?',
  '(this|next) (week|month|quarter|year|#Date)',
  '(today|tomorrow|tonight|as soon as possible|end of day|end of week)',
  '#Date+',
];

function whenIn(action: string): string | null {
  const doc = nlp(action);
  for (const pattern of WHEN_PATTERNS) {
    const found = doc.match(compiled(pattern)).first();
    if (found.found && !found.has('^#Duration$')) return clean(found.text());
  }
  return null;
}

function asksIn(sentences: readonly string[]): MessageAsk[] {
  const asks: MessageAsk[] = [];
  for (const sentence of sentences) {
    const doc = nlp(sentence);
    for (const [pattern, who] of ASK_PATTERNS) {
      const match = doc.match(compiled(pattern));
      if (!match.found) continue;
      let action = clean(groupText(match, 'action'));
      // 'Would you mind training Grace …' asks to 'train Grace …'.
      const [verb = '', ...rest] = action.split(' ');
      if (/ing$/.test(verb) && nlp(verb).has('#Gerund')) {
        action = [infinitiveOf(verb), ...rest].join(' ');
      }
      const verbal =
        nlp(`to ${action}`).has('^to #Verb') || nlp(`we will ${action}`).has('^we will #Verb');
      // After 'you to', 'please' and the like the action is a verb phrase by grammar.
      if (!action || (who === null && !verbal)) continue;
      const asked = who ?? clean(groupText(match, 'who'));
      const when = whenIn(action);
      const matched = match.first().text().trim();
      const before = sentence.slice(0, Math.max(0, sentence.indexOf(matched))).trim();
      asks.push({
        who: asked,
        action,
        when,
        sentence,
        wholeSentence: before === '',
        lead: before,
      });
      break;
    }
  }
  return asks;
}

/** A verb's infinitive ('training' → 'train'). */
function infinitiveOf(verb: string): string {
  const { toInfinitive } = (
    nlp.methods() as {
      two: { transform: { verb: { toInfinitive: (word: string, model: unknown) => string } } };
    }
  ).two.transform.verb;
  return toInfinitive(verb.toLowerCase(), nlp.model()) || verb;
}

/** Names, numbers, dates and work items of the tidied text. */
function factsOf(text: string, addressee: string | null): MessageFacts {
  const doc = nlp(text);
  const unique = (values: string[]) => [
    ...new Set(values.map(clean).filter((value) => value.length > 0)),
  ];
  const names = unique([...(addressee ? [addressee] : []), ...namesIn(text)]).filter(
    (name) => !/^(i|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i.test(name),
  );
  const numbers = unique(doc.match('#Value+ (#Adjective|#Noun){0,2}').out('array') as string[]);
  const dates = unique(
    doc
      .match('(by|before|until|on|at|from|since|starting|this|next|last|past|end of)? #Date+')
      .out('array') as string[],
  );
  const workItems = unique(
    doc
      .match('(the|my|our|your|their|this|that) #Adjective? (#Value|#Date)? #Noun+')
      .not('#Pronoun')
      .out('array') as string[],
  ).filter((item) => !/\b(week|month|year|day|time|way)$/i.test(item));
  return { names, numbers, dates, workItems };
}

/** Whether `sentence` has one of `words` (lower case): a cheap check before a compromise parse. */
function mayContain(sentence: string, words: ReadonlySet<string>): boolean {
  return (sentence.toLowerCase().match(/[\p{L}']+/gu) ?? []).some((word) => words.has(word));
}
const PREAMBLE_WORDS = new Set([
  'i',
  "i'm",
  'bad',
  'heads',
  'fyi',
  'so',
  'hey',
  'hi',
  'sorry',
  'about',
]);
const DROPPED_SUBJECT_WORDS = new Set(
  "need want hope think love wanted noticed saw heard asked appreciate hate got just spoke talked met proud grateful glad thrilled impressed worried frustrated exhausted no cannot can't won't don't didn't anyone anybody someone somebody everything everyone".split(
    ' ',
  ),
);

/** Second-person words: the message already speaks to its addressee. */
const SPEAKS_TO = /\b(you|your|yours|you're|you've|you'd|you'll|yourself)\b/i;
/** compromise's lexicon: a word's tag when compromise knows the word. */
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one
  .lexicon;
const TO_YOU_TAGS = new Set([
  'Noun',
  'Singular',
  'ProperNoun',
  'Person',
  'FirstName',
  'MaleName',
  'FemaleName',
  'TitleCase',
]);

/**
 * The one person a message for a direct report speaks about in the third person ('Priya did an
 * amazing job …', 'Jordan keeps skipping …'): a known first name, or a capitalised unknown word
 * that starts a sentence and is followed by its verb. Null when it names several people or
 * already speaks to someone.
 */
function personSpokenAbout(sentences: readonly string[]): string | null {
  if (SPEAKS_TO.test(sentences.join(' '))) return null;
  const people = new Set<string>();
  for (const terms of sentences.flatMap((sentence) => termsOf(sentence))) {
    const words = terms.filter((term) => term.text);
    words.forEach((term, index) => {
      if (!/^\p{Lu}\p{Ll}+$/u.test(term.text)) return;
      // 'the Hendersons' is a family, not the person the message is about.
      if (words[index - 1]?.text.toLowerCase() === 'the') return;
      const known = LEXICON[term.text.toLowerCase()];
      if (term.tags.has('FirstName') || (term.tags.has('Person') && !term.tags.has('LastName'))) {
        people.add(term.text);
      } else if (
        (known === undefined || /Name|Person/.test(known)) &&
        [...term.tags].every((tag) => TO_YOU_TAGS.has(tag)) &&
        words[index + 1]?.tags.has('Verb')
      ) {
        people.add(term.text);
      }
    });
  }
  return people.size === 1 ? [...people][0]! : null;
}

/** A chat question written without its '?' ('can we talk about it tomorrow'). */
function withQuestionMark(sentence: string): string {
  if (/\?\s*$/.test(sentence)) return sentence;
  const doc = nlp(sentence);
  const asks =
    doc.has(
      '^(can|could|would|will|should|is|are|do|does|did) (you|we|i|someone|anyone|everything|everyone|your)',
    ) ||
    doc.has('^any chance') ||
    doc.has(
      '^(when|if|whenever) you (get|have) a (sec|second|chance|minute|moment) (can|could|would) you',
    );
  return asks ? `${sentence.replace(/[.!\s]+$/, '')}?` : sentence;
}

/**
 * The intent, addressee, facts, asks and rewritable sentences of `message` (1 to 2,000
 * characters) written for `context`.
 */
export function understandMessage(message: string, context: PhrasingContext): MessageUnderstanding {
  const expanded = expandShorthand(message.trim());
  const chat = expanded !== message.trim() || /^[\p{Ll}]/u.test(message.trim());
  const [head = expanded, ...tail] = sentencesOf(expanded);
  const opening = openingOf(head);
  let name = opening.name;
  let spokenOf: Addressee['spokenOf'] = name ? 'second' : null;

  let sentences = [opening.rest, ...tail]
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) =>
      mayContain(sentence, PREAMBLE_WORDS) ? withoutPreamble(sentence) : sentence,
    )
    .map(withoutHedges)
    .filter((sentence) => /\p{L}/u.test(sentence))
    .flatMap((sentence) => (sentence.includes(',') ? splitSplices(sentence) : [sentence]))
    .map((sentence) => upperFirst(sentence.trim()));
  if (!name) {
    for (const [index, sentence] of sentences.entries()) {
      if (!sentence.includes(',')) continue;
      const trailing = trailingVocativeOf(sentence);
      if (!trailing) continue;
      name = trailing.name;
      spokenOf = 'second';
      sentences.splice(index, 1, ...sentencesOf(trailing.rest));
      break;
    }
  }
  sentences = sentences
    .map((sentence) =>
      mayContain(sentence, DROPPED_SUBJECT_WORDS) ? withSubject(sentence) : sentence,
    )
    .filter((sentence) => sentence.length > 80 || !nlp(sentence).has(ASIDES_NET));

  const about = !name && context === 'directReport' ? personSpokenAbout(sentences) : null;
  if (about) {
    name = about;
    spokenOf = 'third';
    sentences = sentences.map((sentence) => upperFirst(toSecondPerson(sentence, about, true)));
  }
  sentences = sentences
    .map(withoutUptalk)
    .map(withQuestionMark)
    .map((sentence) => upperFirst(terminated(sentence)));
  if (sentences.length === 0) sentences = [upperFirst(terminated(clean(expanded) || expanded))];

  const asks = asksIn(sentences);
  const text = sentences.join(' ');
  const scores = intentScores(expanded, context);
  return {
    intent: intentOf(expanded, context, asks.length > 0, scores),
    scores,
    addressee: { name, group: opening.group, context, spokenOf },
    facts: factsOf(text, name),
    asks,
    sentences,
    chat,
  };
}
