/**
 * The three tones of 'Help me say it' written from an understood message
 * (docs/architecture.md#the-ai-layer, builtin phrasing; docs/product.md#how-to-say-it-panel). Every
 * tone keeps all of the message's sentences (so every name, number, date and work item) and adds
 * only what its intent needs:
 *
 * - praise: specific thanks and what it meant — never a request for change;
 * - concern: the observation, then a concrete request or question to end on;
 * - request: who does what by when, asked plainly (direct), kindly (empathetic), or as a
 *   proposal to confirm (balanced);
 * - decline: a plain no first ("I can't …", "I'm going to say no to …"), the reason, and a
 *   trade-off (what I can do instead, or what would have to give);
 * - bad news / disagreement: the news in the first sentence, then context and the next step.
 *
 * Deterministic; each tone is a list of sentences, joined and checked by phrasing.ts.
 */
import type { PhrasingContext } from '../../../../shared/contract/schemas/coaching';
import { terminated } from './hedges';
import {
  compiled,
  groupText,
  lowerFirst as lowerPronoun,
  lowerFirstKnown as lowerFirst,
  nlp,
  termsOf,
  upperFirst,
} from './nlp';
import type { MessageAsk, MessageUnderstanding } from './understand-message';

export interface ToneDrafts {
  empathetic: string[];
  direct: string[];
  balanced: string[];
}

type Tone = keyof ToneDrafts;
type Lines = Readonly<Record<PhrasingContext, Readonly<Record<Tone, string>>>>;

const withoutEnd = (sentence: string) => sentence.replace(/[.!?]+$/, '');

/** The verb phrase `action` with its first verb as a gerund ('add the …' → 'adding the …'). */
function asGerund(action: string): string {
  const [verb = '', ...rest] = action.split(' ');
  if (/ing$/.test(verb)) return action;
  const { conjugate } = (
    nlp.methods() as {
      two: {
        transform: {
          verb: { conjugate: (word: string, model: unknown) => { Gerund?: string } };
        };
      };
    }
  ).two.transform.verb;
  const gerund = conjugate(verb.toLowerCase(), nlp.model()).Gerund;
  return [gerund ?? verb, ...rest].join(' ');
}

/* ------------------------------------------------------------------ praise */

const PRAISE_OPENERS: Readonly<Record<PhrasingContext, string>> = {
  directReport: 'I wanted to make sure you heard this from me.',
  boss: 'I wanted to say this properly.',
  general: 'I wanted to say this properly.',
};

/**
 * Closing lines per tone, best first; the first whose key word the message does not already use
 * is taken (no 'I noticed … it was noticed').
 */
const PRAISE_CLOSERS: Readonly<Record<PhrasingContext, Readonly<Record<Tone, readonly string[]>>>> =
  {
    directReport: {
      empathetic: ['Thank you for the care you put into it.', 'I really appreciate it.'],
      direct: ['Thank you.', 'Well done.'],
      balanced: [
        'It made a real difference, and I wanted you to know it was noticed.',
        'That deserves to be recognised.',
      ],
    },
    boss: {
      empathetic: ['Thank you, it means a lot to me and the team.', 'I really appreciate it.'],
      direct: ['Thank you.', ''],
      balanced: [
        'It made a real difference to me and the team.',
        'I wanted you to know how much it helped.',
      ],
    },
    general: {
      empathetic: ['Thank you, it really is appreciated.', 'I really appreciate it.'],
      direct: ['Thank you.', 'Well done.'],
      balanced: [
        'It made a real difference, and it deserves to be recognised.',
        'That deserves to be recognised.',
      ],
    },
  };

/** Words whose presence in the message rules out a closing line that says the same. */
const ALREADY_SAID: readonly [RegExp, RegExp][] = [
  [/\b(thank|thanks|grateful)\b/i, /\bthank/i],
  [/\b(difference|meant a lot|means a lot)\b/i, /\b(difference|means a lot)\b/i],
  [/\bnoticed\b/i, /\bnoticed\b/i],
  [/\bappreciate/i, /\bappreciate/i],
];

function praise(u: MessageUnderstanding): ToneDrafts {
  const body = u.sentences;
  const text = body.join(' ');
  const closer = (tone: Tone) => {
    const lines = PRAISE_CLOSERS[u.addressee.context][tone];
    const fresh = lines.find(
      (line) =>
        !ALREADY_SAID.some(([inMessage, inLine]) => inMessage.test(text) && inLine.test(line)),
    );
    return fresh ?? lines.at(-1) ?? '';
  };
  const opener = /^I wanted\b/.test(body[0] ?? '') ? null : PRAISE_OPENERS[u.addressee.context];
  const lines = (items: readonly (string | null)[]) =>
    items.filter((item): item is string => Boolean(item));
  return {
    empathetic: lines([opener, ...body, closer('empathetic')]),
    direct: lines([...body, closer('direct')]),
    balanced: lines([...body, closer('balanced')]),
  };
}

/* ----------------------------------------------------------------- concern */

const CONCERN_CLOSERS: Lines = {
  directReport: {
    empathetic: "If something is getting in the way, I want to help. What's going on?",
    direct: 'What will you change, and by when?',
    balanced: 'Can we sit down this week and agree on a plan to fix it?',
  },
  boss: {
    empathetic: "I'd value your view on it. Could we talk it through this week?",
    direct: 'Can we agree on how we handle this from now on?',
    balanced: "I'd like us to agree on a better way to handle this. Can we find time this week?",
  },
  general: {
    empathetic:
      "I know there's a lot going on for you too. Could we work out a fix together this week?",
    direct: 'Can we agree on how to stop this happening again?',
    balanced: "I'd like us to agree on a fix. Can we find time this week?",
  },
};

/** Whether a sentence asks something or requests an action. */
const asksSomething = (sentence: string) =>
  /\?$/.test(sentence) ||
  nlp(sentence).has(
    compiled(
      '(please|i need you to|i need an|can you|could you|would you|let us|can we|could we|has to be fixed|i would like you to|ask you to)',
    ),
  );

/**
 * The body with its last request moved to the end: a sentence right after it that only explains
 * it ('It's making the juniors go quiet.') joins it after a dash.
 */
function endingOnAsk(body: readonly string[]): string[] {
  const index = body.findLastIndex(asksSomething);
  if (index < 0 || index === body.length - 1) return [...body];
  const after = body.slice(index + 1);
  if (after.every((sentence) => /^(it|this|that)\b/i.test(sentence)) && after.length === 1) {
    const ask = body[index]!;
    const mark = /\?$/.test(ask) ? '?' : '.';
    const merged = `${withoutEnd(ask)} — ${lowerPronoun(withoutEnd(after[0]!))}${mark}`;
    return [...body.slice(0, index), merged];
  }
  return [...body];
}

/** The concern's own request in each tone's words, as a statement to join an explanation to. */
const CONCERN_ASKS: Readonly<Record<Tone, (action: string) => string>> = {
  direct: (action) => `I need you to ${action}`,
  empathetic: (action) => `I'd like to ask you to ${action}`,
  balanced: (action) => `Please ${action}`,
};

function concern(u: MessageUnderstanding): ToneDrafts {
  const context = u.addressee.context;
  const ask = u.asks.find((found) => found.who === 'you' && found.wholeSentence);
  const draft = (tone: Tone) => {
    // A 'can you …?' followed by its reason becomes one request: 'I need you to … — it's …'.
    const sentences = u.sentences.map((sentence) =>
      ask && sentence === ask.sentence ? `${CONCERN_ASKS[tone](ask.action)}.` : sentence,
    );
    return endingOnAsk(sentences);
  };
  const closer = (tone: Tone) => CONCERN_CLOSERS[context][tone];
  const empathetic = draft('empathetic');
  const direct = draft('direct');
  const balanced = draft('balanced');
  const ends = asksSomething(direct.at(-1) ?? '');
  const support = "I'm happy to help however I can.";
  return {
    empathetic:
      ends && /\?$/.test(empathetic.at(-1) ?? '')
        ? [...empathetic.slice(0, -1), support, empathetic.at(-1)!]
        : [...empathetic, closer('empathetic')],
    direct: ends ? direct : [...direct, closer('direct')],
    balanced: [...balanced, ends ? "Let's agree on the next step together." : closer('balanced')],
  };
}

/* ----------------------------------------------------------------- request */

/** The request put in each tone's words, after what led up to it in its sentence. */
function askIn(ask: MessageAsk | undefined, tone: Tone, context: PhrasingContext): string | null {
  if (!ask) return null;
  const asked = askWords(ask, tone, context);
  if (ask.wholeSentence) return asked;
  const lead = ask.lead
    .replace(/\b(I was thinking|I thought|I think|I was wondering if|I guess)\s*(that)?\s*$/i, '')
    .trim();
  if (/(,|\bso|\band|\bbut)$/i.test(lead)) return `${lead} ${lowerPronoun(asked)}`;
  // A short lead-in ('When you get a sec') stays in front of the request.
  if (lead.split(/\s+/).length <= 6 && !/[.;:]/.test(lead))
    return `${lead}, ${lowerPronoun(asked)}`;
  return null;
}

function askWords(ask: MessageAsk, tone: Tone, context: PhrasingContext): string {
  const { who, action } = ask;
  if (who === 'you') {
    if (tone === 'direct')
      return context === 'directReport' ? `I need you to ${action}.` : `Please ${action}.`;
    if (tone === 'empathetic') return `Could you ${action}?`;
    return `I'd like you to ${action}.`;
  }
  if (who === 'we') {
    if (tone === 'direct') return `Let's ${action}.`;
    if (tone === 'empathetic') return `Could we ${action}?`;
    return `I'd like us to ${action}.`;
  }
  if (who === 'i') {
    if (tone === 'direct') return `I'd like to ${action}.`;
    if (tone === 'empathetic') return `Could I ${action}?`;
    return `Can I ${action}?`;
  }
  if (tone === 'direct')
    return `I need ${who.replace(/^any(one|body)\b/i, 'some$1')} to ${action}.`;
  if (tone === 'empathetic') return `Could ${who} ${action}?`;
  return `Can ${who} ${action}?`;
}

const REQUEST_LINES: Lines = {
  directReport: {
    empathetic: "I know you've got a lot on, so tell me if anything gets in the way.",
    direct: '',
    balanced: 'Does that work for you?',
  },
  boss: {
    empathetic: 'I know your time is tight, so thank you for looking at this.',
    direct: '',
    balanced: 'Does that work for you?',
  },
  general: {
    empathetic: 'I know this is extra on top of everything else, so thank you.',
    direct: '',
    balanced: "Let me know if that's a problem.",
  },
};

/** How a request that states a need ('I need sign-off on …') asks for it plainly, per tone. */
const NEED_ASKS: Readonly<Record<Tone, string>> = {
  empathetic: 'Could you let me know when you can?',
  direct: 'Please let me know by then.',
  balanced: 'Does that timing work for you?',
};

function request(u: MessageUnderstanding): ToneDrafts {
  const ask = u.asks[0];
  const draft = (tone: Tone) => {
    const asked = askIn(ask, tone, u.addressee.context);
    const body = u.sentences.map((sentence) =>
      asked && ask && sentence === ask.sentence ? asked : sentence,
    );
    // 'I need sign-off on the extra $25k this week.': a need stated, then asked for.
    const closing = ask || body.some((sentence) => /\?$/.test(sentence)) ? null : NEED_ASKS[tone];
    return [...body, closing ?? REQUEST_LINES[u.addressee.context][tone]].filter(Boolean);
  };
  return { empathetic: draft('empathetic'), direct: draft('direct'), balanced: draft('balanced') };
}

/* ----------------------------------------------------------------- decline */

/** A sentence that already says no plainly. */
const PLAIN_NO = [
  '^no',
  '(i am|i|we are|we) (unable|not able) to',
  'not in a position to',
  '(have to|going to have to|will have to|going to) (pass|say no|decline|turn down)',
  '(pass on|turn down|turning down|count me out)',
  '(does not|will not|do not) work for (me|us|my team|the team)',
  '(i|we|my team) (do not|does not) have (the)? (capacity|bandwidth|time|room|headcount|budget)',
  'can not commit',
  '(i am|i|we are|we) not (taking on|taking|doing|able)',
  'not going to be able to',
  'not something (i|we|my team|the team) can',
  '(turn|turning) .{0,2} down',
  '(i|we) (do not|does not) have (the)? time',
  '(is not|not) (realistic|possible|feasible|doable)',
  '(sit this one out|sit it out|sit this out|bow out|no way)',
  '(i|we|my team|our #Noun|#Noun) (can not|cannot|will not) (be able to)? #Verb',
  '(i|we) (have to|am going to|must|need to) (say no|decline|push back|turn down)',
  'i am not going to #Verb',
  '(i|we) (am|are) going to (say no|push back|decline|pass)',
];

const PLAIN_NO_NET = nlp.buildNet(PLAIN_NO.map((match) => ({ match })));
/** A no whose subject is the writer or their team, or a no with no subject at all. */
const FIRST_PERSON_NO = compiled(
  '(^no|^not|(i|we|team|my|our|us|me) .{0,4} (can not|will not|not|unable|decline|pass|no)|^(can not|will not|not) #Verb)',
);

/** Hedged no's and the plain sentence each becomes ({x} is the captured rest). */
const SOFT_NO: readonly [pattern: string, plain: (x: string) => string][] = [
  ['^i do not think [<x>.+] can #Adverb? [<y>.+]', (x) => x],
  [
    '^(i would|i had|i) like to (say no to|decline|pass on|push back on) [<x>.+]',
    (x) => `I'm going to say no to ${x}`,
  ],
  ['^(i would|i had|i) rather not [<x>.+]', (x) => `I'm going to say no to ${asGerund(x)}`],
  ['^i do not want to [<x>.+]', (x) => `I'm going to say no to ${asGerund(x)}`],
  ['^(i would|i had|i) prefer not to [<x>.+]', (x) => `I'm going to say no to ${asGerund(x)}`],
  ['^(we|i) should not [<x>.+]', (x) => `I'm going to say no to ${asGerund(x)}`],
  ['^can we not [<x>.+]', (x) => `I'm going to say no to ${asGerund(x)}`],
  ['^do (we|you) need me (in|at|on|for) [<x>.+]', (x) => `I'm going to say no to ${x}`],
];

function plainNo(sentence: string): string | null {
  const doc = nlp(sentence);
  const think = doc.match('^i do not think [<x>.+] can #Adverb? [<y>.+]');
  if (think.found) {
    const who = groupText(think, 'x');
    const what = groupText(think, 'y');
    return upperFirst(`${who} can't ${what.replace(/[.?!]+$/, '')}.`);
  }
  for (const [pattern, plain] of SOFT_NO.slice(1)) {
    const match = doc.match(compiled(pattern));
    if (!match.found) continue;
    const x = groupText(match, 'x').replace(/[.?!]+$/, '');
    return `${plain(x)}.`;
  }
  return null;
}

/** The words of a match up to the first clause break (a comma, a dash, 'but', 'and', 'because'). */
function untilBreak(match: { text: () => string }): string {
  const words: string[] = [];
  for (const term of termsOf(match.text()).flat()) {
    if (!term.text) continue;
    if (words.length > 1 && /^(but|and|because|while|so)$/i.test(term.text)) break;
    words.push(term.text);
    if (/[,;—–-]|\s-\s/.test(term.post)) break;
  }
  return words.join(' ');
}

/** What is being declined, when no sentence says no plainly ('the offsite planning'). */
function declinedThing(sentences: readonly string[]): string | null {
  for (const sentence of sentences) {
    const doc = nlp(sentence);
    const about = doc.match('^about #Determiner .{1,6}');
    if (about.found) return untilBreak(about).replace(/^about\s+/i, '');
    const take = doc.match('(take on|taking on|run|lead|join) #Determiner .{1,8}');
    if (take.found) {
      const [verb = '', ...rest] = untilBreak(take).split(' ');
      const particle = rest[0] === 'on' ? rest.shift() : null;
      return [asGerund(verb.toLowerCase()), particle, ...rest].filter(Boolean).join(' ');
    }
  }
  return null;
}

const MEETING =
  '(meeting|meetings|review|sync|call|standup|retro|session|sessions|workshop|1:1|one-on-one|briefing|update)';

const TRADE_OFFS: Lines = {
  directReport: {
    empathetic: "Let's look together at what I can do instead.",
    direct: 'What I can do instead is go through other options with you this week.',
    balanced: "Let's look at what could work instead; I'm open to other options.",
  },
  boss: {
    empathetic:
      "What I can do is help find another way to cover it, and I'm happy to talk it through.",
    direct: 'If it has to happen now, something else has to give, so tell me what to drop.',
    balanced:
      'If it is a priority, I can pick it up once something else comes off my plate. Which would you move?',
  },
  general: {
    empathetic: "I'm sorry I can't help this time, and I'm happy to suggest someone who could.",
    direct: 'What I can do instead is suggest someone else who could help.',
    balanced: 'If the timing can move, I could help later; otherwise I can suggest someone else.',
  },
};

const MEETING_TRADE_OFFS: Readonly<Record<Tone, string>> = {
  empathetic:
    "I'm sorry to miss it. I'll send my input beforehand and catch up with you afterwards.",
  direct: "I'll send my input in writing beforehand instead.",
  balanced: 'I can send my input beforehand or join at another time, whichever helps more.',
};

/** Whether the message itself offers something instead (a later date, someone else, a condition). */
const OFFERS = [
  '(earliest|instead|rather|happy to|what i can do|once)',
  '(we|i) would need',
  '(i|we) (can|could) !not',
];

/** Hedged no's inside a sentence, and the plain words that replace them. */
const SOFT_NO_CLAUSES: readonly [RegExp, string][] = [
  [
    /\bI (?:do not|don't) think (?:now's|now is|this is) the right time\b/i,
    "I'm going to say no for now",
  ],
];

function decline(u: MessageUnderstanding): ToneDrafts {
  const sentences = u.sentences.map((sentence) =>
    SOFT_NO_CLAUSES.reduce((text, [soft, plain]) => text.replace(soft, plain), sentence),
  );
  // A no said by the writer ('I can't …', 'we won't …'), not 'the numbers won't be checked'.
  let noIndex = sentences.findIndex(
    (sentence) => nlp(sentence).has(PLAIN_NO_NET) && nlp(sentence).has(FIRST_PERSON_NO),
  );
  let no: string;
  if (noIndex >= 0) {
    no = sentences[noIndex]!;
  } else {
    const softIndex = sentences.findIndex((sentence) => plainNo(sentence) !== null);
    if (softIndex >= 0) {
      noIndex = softIndex;
      no = plainNo(sentences[softIndex]!)!;
      // Keep the hedged sentence's other facts: it becomes the plain no plus what it went on to say.
      const original = sentences[softIndex]!;
      const rest = original
        .split(/ — |; /)
        .slice(1)
        .join('. ');
      if (rest && !no.includes(rest.replace(/[.?!]+$/, ''))) {
        no = `${withoutEnd(no)}. ${upperFirst(terminated(rest))}`;
      }
    } else {
      const thing = declinedThing(sentences);
      no = thing ? `I'm going to say no to ${thing}.` : 'My answer has to be no.';
      noIndex = -1;
      // 'About the offsite planning — I know …': the plain no now names it.
      if (thing) {
        const index = sentences.findIndex((sentence) => sentence.startsWith(`About ${thing}`));
        if (index >= 0) {
          sentences[index] = upperFirst(
            sentences[index]!.slice(`About ${thing}`.length).replace(/^\s*[—–,-]\s*/, ''),
          );
        }
      }
    }
  }
  no = no.replace(/, earliest is\b/i, '; the earliest I can manage is');
  const others = sentences.filter((_, index) => index !== noIndex);
  const thing = `${no} ${others.join(' ')}`;
  const offers = OFFERS.some((pattern) => nlp(thing).has(compiled(pattern)));
  const said = `${no} ${noIndex >= 0 ? (u.sentences[noIndex] ?? '') : ''}`;
  const meeting =
    nlp(said).has(
      `(make|attend|join|be in|be at|me in|me at|present at|presenting at|sit in) .{0,4} ${MEETING}`,
    ) && !nlp(said).has('(deadline|project|role|planning)');
  const tradeOff = (tone: Tone) =>
    meeting ? MEETING_TRADE_OFFS[tone] : TRADE_OFFS[u.addressee.context][tone];
  const bareNo = no.replace(/^(no\s*(,|—|–|-)|unfortunately,?|sadly,?|regrettably,?)\s*/i, '');
  // 'no to the extra retro' said in full; then a kind opening unless the message has one.
  const sayNo = bareNo.replace(/^no to\b/i, "I'm going to say no to");
  const softened = /^(I know|I appreciate|Thanks|Thank you|I'm sorry|Sorry|I'm exhausted)/.test(
    sayNo,
  )
    ? sayNo
    : `I wish I could say yes, but ${lowerFirst(sayNo)}`;
  return {
    empathetic: [softened, ...others, tradeOff('empathetic')],
    direct: [no, ...others, ...(offers ? [] : [tradeOff('direct')])],
    balanced: [no, ...others, tradeOff('balanced')],
  };
}

/* ---------------------------------------------------------------- bad news */

const DISAGREEMENT =
  '(disagree|do not agree|a mistake|concerns about|not convinced|not sure about|will cost|will backfire|bad idea|the wrong call|will not work)';

const NEXT_STEPS: Lines = {
  directReport: {
    empathetic: "I know this is hard to hear. Let's talk it through whenever you're ready.",
    direct: "Let's talk about what this means for you.",
    balanced: "I'll walk you through what happens next. What questions do you have?",
  },
  boss: {
    empathetic:
      "I'm working on a plan and will keep you posted. Let me know if you need anything from me before then.",
    direct:
      "I'll come back to you with a revised plan. Can we find time this week to agree on next steps?",
    balanced:
      "I'd like to walk you through the options. Could we meet this week to agree on next steps?",
  },
  general: {
    empathetic:
      "I know this is disappointing. I'll keep you posted, so please let me know if you have questions.",
    direct: "I'll share the next steps as soon as they're confirmed.",
    balanced:
      "I'll share the next steps as soon as they're confirmed. Let me know if you have questions in the meantime.",
  },
};

const DISAGREEMENT_STEPS: Readonly<Record<Tone, string>> = {
  empathetic: "I'd welcome the chance to talk it through before it's final.",
  direct: 'Can we revisit the decision before it is final?',
  balanced: 'Can we look at it again together this week?',
};

function badNews(u: MessageUnderstanding): ToneDrafts {
  const sentences = u.sentences.map((sentence, index) => {
    if (index > 0) return sentence;
    const sure = nlp(sentence).match('^are we sure about [<x>.+]');
    return sure.found
      ? `I have concerns about ${groupText(sure, 'x').replace(/[?.!]+$/, '')}.`
      : sentence;
  });
  // 'I'm sorry. Your role is …': an apology alone leads into the news, not before it.
  if (
    sentences.length > 1 &&
    /^(I'm sorry|I am sorry|Sorry|Unfortunately|Bad news)[.!]?$/i.test(sentences[0]!)
  ) {
    const [apology, next] = sentences.splice(0, 2) as [string, string];
    sentences.unshift(`${withoutEnd(apology)}, ${lowerFirst(next)}`);
  }
  const [news = '', ...rest] = sentences;
  const disagreement = nlp(news).has(DISAGREEMENT);
  const sorry = /^(I'm sorry|Unfortunately|I'm afraid)/i.test(news);
  const step = (tone: Tone) =>
    disagreement ? DISAGREEMENT_STEPS[tone] : NEXT_STEPS[u.addressee.context][tone];
  const empatheticNews = disagreement
    ? `I know a lot of thought went into this, but ${lowerFirst(news)}`
    : sorry
      ? news
      : `I'm sorry to tell you that ${lowerFirst(news)}`;
  return {
    empathetic: [empatheticNews, ...rest, step('empathetic')],
    direct: [news, ...rest, step('direct')],
    balanced: [news, ...rest, step('balanced')],
  };
}

/* ---------------------------------------------------------------- fragment */

/** A message with no verb ('Hello', 'Q3 numbers'): kept as it is, with a friendly line. */
function fragment(u: MessageUnderstanding): ToneDrafts {
  return {
    empathetic: [...u.sentences, "Hope you're doing well."],
    direct: [...u.sentences],
    balanced: [...u.sentences, "Let me know if there's anything you need from me."],
  };
}

/** The three tones of the message, as sentences (the vocative not yet added). */
export function writeTones(u: MessageUnderstanding): ToneDrafts {
  // 'Not this quarter, sorry.': a no without a verb is still a decline.
  if (u.intent !== 'decline' && !nlp(u.sentences.join(' ')).has('#Verb')) return fragment(u);
  switch (u.intent) {
    case 'praise':
      return praise(u);
    case 'concern':
      return concern(u);
    case 'request':
      return request(u);
    case 'decline':
      return decline(u);
    case 'bad-news':
      return badNews(u);
  }
}
