/**
 * 'Help me say it' without a model (spec §2 'How-to-say-it panel', §3 'Phrasing suggestions
 * response'): rewrites a message three ways with compromise's sentence splitting, part-of-speech
 * tags, negation and date recognition. Every fact sentence of the message appears in every
 * suggestion, so its facts, numbers and names are kept.
 *
 * - direct: drops hedges and apologies and leads with the point and the ask;
 * - empathetic: acknowledges, speaks in 'I' statements and offers support;
 * - balanced: situation, behaviour, impact, request.
 *
 * Deterministic: the same message and context always give the same three texts.
 */
import type {
  PhrasingContext,
  PhrasingSuggestions,
} from '../../../../shared/contract/schemas/coaching';
import { isNegative, lowerFirst, nlp, sentencesOf, timePhraseIn, upperFirst } from './nlp';

type View = ReturnType<typeof nlp>;

/** Filler that softens without adding meaning (removed wherever it appears). */
const HEDGE_WORDS =
  '(maybe|perhaps|probably|possibly|just|actually|basically|honestly|somewhat|kinda|sorta|literally|really|totally|hopefully)';
/**
 * Hedging phrases, in compromise match syntax; a `[group]` is what gets removed (the rest only
 * has to follow it).
 */
const HEDGE_PHRASES = [
  '^(sorry|apologies) (to|for)? (bother|bothering|interrupt|interrupting)? you? but?',
  '^i (think|guess|suppose|believe|feel|felt) (like|that)?',
  "^i('m| am) not (sure|certain) (but|if|whether)?",
  '^(no offense|to be honest|in my opinion|if possible) but?',
  '^(so|well|um|uh|anyway)',
  "if that('s| is)? (ok|okay|alright|fine|possible)",
  'if that makes sense',
  'or something like that',
  'or something',
  'i mean',
  '[a little bit] (#Adjective|#Adverb)',
  '[a little] (#Adjective|#Adverb)',
  '[a bit] (#Adjective|#Adverb)',
  '[(kind|sort) of] (#Adjective|#Adverb|#Verb|#Determiner)',
  HEDGE_WORDS,
] as const;

type Subject = 'you' | 'we' | 'i';

/** A request in the message: who should act and the action, or a question kept as written. */
type Ask = { subject: Subject; action: string } | { question: string };

/** Request patterns with the action captured, in compromise match syntax. */
const ASK_PATTERNS: readonly [string, Subject][] = [
  ['(can|could|would|will) you please? (try to)? [<action>.+]', 'you'],
  ['you (should|must|could) (try to)? [<action>.+]', 'you'],
  ['you (need|have|ought) to (try to)? [<action>.+]', 'you'],
  ["i ('d|would) (like|love) (for)? you to [<action>.+]", 'you'],
  ['i (need|want|expect) you to [<action>.+]', 'you'],
  ['^please [<action>.+]', 'you'],
  ["(i was|i am|i'm) wondering (if|whether) we (could|can|might) [<action>.+]", 'we'],
  ["(i was|i am|i'm) wondering (if|whether) you (could|can|would|might) [<action>.+]", 'you'],
  ['(can|could|should|shall) we [<action>.+]', 'we'],
  ['we (should|could|must|might) [<action>.+]', 'we'],
  ['we (need|have|ought) to [<action>.+]', 'we'],
  ["(let's|let us) [<action>.+]", 'we'],
  ["i ('d|would) (like|love) (for)? us to [<action>.+]", 'we'],
  ['(can|could|may|might) i [<action>.+]', 'i'],
  ["i ('d|would) (like|love) to [<action>.+]", 'i'],
  ['i (need|want) to [<action>.+]', 'i'],
];

const trimPunctuation = (text: string) =>
  text
    .replace(/^[\s,;:.!?-]+/, '')
    .replace(/[\s,;:.!?-]+$/, '')
    .trim();

/** Ends a sentence with a period unless it already ends with . ! or ?. */
const terminated = (text: string) => (/[.!?]["')\]]*$/.test(text) ? text : `${text}.`);

/** The sentence without hedges, capitalised and terminated; '' when nothing is left. */
export function withoutHedges(sentence: string): string {
  const doc = nlp(sentence);
  for (const phrase of HEDGE_PHRASES) {
    doc.remove(phrase.includes('[') ? doc.match(phrase, 0) : doc.match(phrase));
  }
  const question = /\?\s*$/.test(sentence);
  const text = trimPunctuation(
    doc
      .text()
      .replace(/\s+([,;:.!?])/g, '$1')
      .replace(/\s{2,}/g, ' '),
  );
  if (!text) return '';
  return upperFirst(question ? `${text}?` : terminated(text));
}

/** The request of a sentence, if it makes one. */
function askOf(sentence: string): Ask | null {
  const doc = nlp(sentence);
  for (const [pattern, subject] of ASK_PATTERNS) {
    const match = doc.match(pattern);
    if (!match.found) continue;
    const action = trimPunctuation((match.groups('action') as View).text());
    if (action && nlp(action).has('#Verb')) return { subject, action };
  }
  if (/\?\s*$/.test(sentence)) return { question: sentence };
  return null;
}

interface Parsed {
  /** Fact sentences without hedges, in order. */
  facts: string[];
  /** The first request, if any. */
  ask: Ask | null;
  /** Facts that describe consequences (for the balanced 'impact'). */
  impacts: Set<string>;
}

const IMPACT =
  '(because|so|which|caused|causes|meant|means|impact|affected|affects|delayed|blocked|missed|noticed|result|resulted|frustrated|worried|late|cost|lost)';

function parse(message: string): Parsed {
  const facts: string[] = [];
  let ask: Ask | null = null;
  for (const raw of sentencesOf(message)) {
    const sentence = withoutHedges(raw);
    if (!sentence) continue;
    const found = askOf(sentence);
    if (found && !ask) ask = found;
    else facts.push(sentence);
  }
  const impacts = new Set(facts.slice(1).filter((fact) => nlp(fact).has(IMPACT)));
  return { facts, ask, impacts };
}

const DIRECT_DEFAULT_ASK: Record<PhrasingContext, string> = {
  directReport: 'I need this to change. What will you do differently, and by when?',
  boss: 'I need a decision from you on how we handle this.',
  general: "Let's agree on the next step.",
};

function directAsk(ask: Ask | null, context: PhrasingContext): string {
  if (!ask) return DIRECT_DEFAULT_ASK[context];
  if ('question' in ask) return ask.question;
  if (ask.subject === 'we') return terminated(`Let's ${ask.action}`);
  if (ask.subject === 'i') return terminated(`I want to ${ask.action}`);
  return terminated(
    context === 'directReport' ? `I need you to ${ask.action}` : `Please ${ask.action}`,
  );
}

const ACKNOWLEDGEMENT: Record<PhrasingContext, string> = {
  directReport:
    "I really appreciate the effort you've been putting in, and I want to talk about something with care.",
  boss: "I know you're balancing a lot right now, and I appreciate your time.",
  general: 'I appreciate you making time for this.',
};
const SUPPORT: Record<PhrasingContext, string> = {
  directReport: "What would help you most? I'm here to support you.",
  boss: 'Let me know how I can support you with this.',
  general: "Let me know how I can help. I'm happy to work through it together.",
};

function empatheticAsk(ask: Ask | null): string | null {
  if (!ask) return 'I want to understand how it looks from your side.';
  if ('question' in ask) return `I'd like to ask: ${ask.question}`;
  if (ask.subject === 'we') return terminated(`I'd like us to ${ask.action} together`);
  if (ask.subject === 'i') return terminated(`I'd like to ${ask.action}, if that works for you`);
  return `Would you be able to ${ask.action}?`;
}

/** 'I' statements: the first fact as something I noticed, the rest as they are. */
function asIStatements(facts: readonly string[]): string[] {
  const [first, ...rest] = facts;
  if (!first) return [];
  const noticed = /^i\b/i.test(first) ? first : `I've noticed that ${lowerFirst(first)}`;
  const feeling = facts.some(isNegative)
    ? "I'm raising it because I care about how this goes for both of us."
    : "I'm sharing it because I care about how this goes.";
  return [noticed, ...rest, feeling];
}

const SITUATION_DEFAULT: Record<PhrasingContext, string> = {
  directReport: 'I want to give you some specific feedback about something I noticed recently.',
  boss: "I'd like to raise something specific from our recent work.",
  general: 'I want to share something specific I noticed recently.',
};
const IMPACT_DEFAULT: Record<PhrasingContext, string> = {
  directReport: 'The impact is on the team and the work that depends on it.',
  boss: "The impact is on my team's plans and what we can commit to.",
  general: 'The impact is on the work and the people around it.',
};

function balancedRequest(ask: Ask | null): string {
  if (!ask) return 'Going forward, can we agree on what we will do differently?';
  if ('question' in ask) return `Going forward: ${ask.question}`;
  if (ask.subject === 'we') return `Going forward, can we ${ask.action}?`;
  if (ask.subject === 'i') return terminated(`Going forward, I'd like to ${ask.action}`);
  return `Going forward, could you ${ask.action}?`;
}

/** The three suggestions for a message (trimmed, 1 to 2,000 characters). */
export function builtinPhrasings(message: string, context: PhrasingContext): PhrasingSuggestions {
  const { facts, ask, impacts } = parse(message);
  const [point, ...details] = facts;

  const direct = [point, directAsk(ask, context), ...details];

  const empathetic = [
    ACKNOWLEDGEMENT[context],
    ...asIStatements(facts),
    empatheticAsk(ask),
    SUPPORT[context],
  ];

  const when = facts.map(timePhraseIn).find((phrase) => phrase !== null);
  const behaviour = facts.filter((fact) => !impacts.has(fact));
  const impact = facts.filter((fact) => impacts.has(fact));
  const balanced = [
    when ? `I want to be specific about ${when}.` : SITUATION_DEFAULT[context],
    ...behaviour,
    ...(impact.length
      ? [`The impact: ${lowerFirst(impact[0] ?? '')}`, ...impact.slice(1)]
      : [IMPACT_DEFAULT[context]]),
    balancedRequest(ask),
  ];

  const join = (parts: readonly (string | null | undefined)[]) =>
    parts.filter((part): part is string => Boolean(part)).join(' ');
  return { empathetic: join(empathetic), direct: join(direct), balanced: join(balanced) };
}
