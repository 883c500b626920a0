/**
 * The intent of a 'Help me say it' message (README 'The AI layer', builtin phrasing): praise or
 * recognition, a concern about work or behaviour, a request or delegation, declining or pushing
 * back, disagreement or bad news. A small linear model over cues: each cue is a compromise match
 * pattern (contractions match their expanded form: 'can not' finds "can't") with a weight for
 * one intent; a message scores the weights of the cues it contains (each once), plus a small
 * prior for who it is for, and takes the best-scoring intent. Ties go to the earlier intent of
 * PHRASING_INTENTS; a message with no cue is a request when it asks something, else a concern.
 */
import type { PhrasingContext } from '../../../../shared/contract/schemas/coaching';
import { nlp } from './nlp';

export const PHRASING_INTENTS = ['praise', 'concern', 'request', 'decline', 'bad-news'] as const;

/** What a message means to do (the corpus and the OpenAI prompt use the same names). */
export type PhrasingIntent = (typeof PHRASING_INTENTS)[number];

type Cue = readonly [pattern: string, weight: number];

/** Words a first-person 'no' is said with: "I can't take on …", "we won't be able to …". */
const DECLINED_VERBS =
  '(take|do|make|join|approve|give|lend|run|lead|hit|absorb|extend|attend|cover|commit|support|sponsor|present|own|fit|move|add|spare|manage|be)';

export const INTENT_CUES: Readonly<Record<PhrasingIntent, readonly Cue[]>> = {
  praise: [
    [
      '(great|amazing|nice|good|fantastic|excellent|brilliant|impressive|awesome|incredible|outstanding|stellar|superb|terrific|wonderful|solid|huge|fine|top|gr8) (job|work|catch|call|effort|stuff|result|results|save|idea|win|turnaround|presentation|session)',
      3,
    ],
    ['(thanks|thank|grateful|gratitude|kudos|props|congrats|congratulations|bravo)', 2],
    [
      '(shoutout|shout out|hats off|well done|nailed|crushed|smashed|lifesaver|rockstar|legend)',
      2.5,
    ],
    [
      '(proud|blown away|impressed|impressive|amazing|fantastic|incredible|outstanding|stellar|exceptional|phenomenal)',
      1.5,
    ],
    ['(appreciate|appreciated) (you|your|the|how|everything|all|it)', 2],
    ['(recognise|recognize|recognition|celebrate)', 2],
    ['made a (real|huge|big|massive)? difference', 2],
    ['best .{0,2} (we|i) (have|had)? ever', 2],
    ['(more|better) than anyone', 2],
    ['(the|our)? most (helpful|thorough|reliable|useful|valuable)', 2],
    ['exactly what (i|we) (hoped|wanted|needed|pictured)', 2],
    ['(loved|love|raved) (your|the|it|how|what)', 1.5],
    ['(had|have) a (good|great|strong) (run|month|quarter|year)', 1.5],
    ['(without a hitch|went off|zero #Noun|on their own|on his own|on her own)', 0.5],
  ],
  concern: [
    ['(late|lateness|overdue|tardy)', 1.5],
    ['again', 1],
    ['{keep} on? #Gerund', 1.5],
    ['stop /ing$/', 3],
    ['(everything|all) (ok|okay|alright|good|fine)', 1.5],
    [
      '(rude|sharp|tone|unprepared|sloppy|careless|gaps|friction|disrespectful|dismissive|inappropriate|unprofessional|abrupt|defensive|aggressive)',
      2,
    ],
    [
      '(skipping|skipped|missing|missed|ignoring|ignored|interrupting|leaving early|taking credit|piles up|piling up|thin|blind|flooding|no tests|not tested)',
      1.5,
    ],
    ['without (telling|warning|asking|checking|letting) #Noun?', 1.5],
    ['(broke|breaking|rejected|errors|mistakes|complaints|complained)', 1],
    ['(frustrated|frustrating|disappointed|disappointing|concerned|worried|upset|threw me)', 1.5],
    ['noticed', 1],
    ['why (is|are|was|were|has|have|did) .{0,8} still? not', 2.5],
    ['still (not|is not|was not|has not|have not|had not)', 1.5],
    ['i need an explanation', 2.5],
    ['(has|have|needs|need) to be fixed', 1.5],
    ['(something is|something was) (off|wrong|not right)', 2],
    ['your .{0,3} (has|have)? (dropped|fallen|slipped)', 2],
    ['(out of the loop|look bad|safety issue)', 1],
    [
      '(a couple of people|several #Plural|people on the team) (have|has)? (mentioned|said|told me|complained)',
      1.5,
    ],
  ],
  request: [
    ['(can|could|would|will) (you|someone|somebody|anyone|anybody|your team|one of you)', 2],
    ['^please', 2],
    ['please #Verb', 1.5],
    ['would you (mind|be willing|be able)', 2.5],
    ['(i would|i) (like|love|want) (you|#Person|#Noun) to', 2.5],
    ['(i|we) need (the|a|your|#Value|someone|somebody|everyone)', 1.5],
    ['^need', 2],
    ['need your help', 2.5],
    ['(handing|hand|handed) (you|over)', 2.5],
    ['(take|taking) over', 1],
    ['(anyone|anybody|someone|somebody) (free|available|around|able)', 2.5],
    ['(could|can|may) i (get|have|borrow|grab)', 2.5],
    ['you could (own|take|lead|run|handle|pick)', 2],
    ['good for you to', 2],
    ['by (#Date|noon|end of day|close of business|tomorrow|tonight)', 1],
    ['(posted|submitted|sent|done|signed) (on|by|before)', 0.5],
  ],
  decline: [
    [`^(i|we)? can not ${DECLINED_VERBS}`, 3],
    [`(i|we|my team|our #Noun) (can not|will not|would not) realistically? ${DECLINED_VERBS}`, 2.5],
    [`(i|we|my team|our #Noun) (will not|can not) be able? to? #Verb`, 3],
    ['(say no|saying no|have to decline|decline|declining|push back|pushing back)', 3],
    ['(i would|i) rather not', 3],
    ["(i|we) (do not|don't) want to", 2.5],
    ['(i am|i) not going to', 3],
    ['(we|i) should not', 2],
    ['can we not', 3],
    ['do (we|you) (really)? need (me|us)', 3],
    ['(i would|i) rather (send|you|we|not|keep|focus|stick)', 1.5],
    ['(is not|not) the right time', 2.5],
    ['(earliest|soonest) (is|would be|i can)', 1.5],
    [
      '(at capacity|slammed|short staffed|short-staffed|stretched|no bandwidth|not sustainable|fully booked|maxed out)',
      1,
    ],
    ['do not see how (i|we)', 2.5],
    ['do not think (i|we|my|our|#Noun) .{0,2} can', 3],
    ['do not think (now|this) is the right time', 2.5],
    ['thanks for thinking of me', 1.5],
    ['^no', 2],
    ['(we would|we|i would|i) need at least', 1],
  ],
  'bad-news': [
    [
      '(lost|slip|slipping|slipped|delayed|resigned|resigning|quit|cancelled|canceled|cancel|cut|cutting|recall|escalated|backed out|pull out|pulling out|freeze|layoffs|laid off|let #Pronoun go|fell through|fallen through)',
      2,
    ],
    [
      '(disagree|do not agree|is a mistake|are we sure|not convinced|concerns about|have doubts)',
      2.5,
    ],
    ['(bad news|heads up|gutted|unfortunately)', 2],
    ['sorry to (tell|say|share|let)', 2],
    ['i am afraid', 1.5],
    ['(over budget|under target|behind schedule|below target)', 2.5],
    ['miss the (target|deadline|date|number|window)', 2.5],
    [
      '(did not|was not|were not|will not be) (approve|approved|pass|go|getting|selected|chosen|funded)',
      2,
    ],
    ['(is|are) being (moved|cancelled|canceled|cut|closed|reduced|changed|dropped)', 2.5],
    ['going from .{1,3} to', 1.5],
    ['(our|the) .{0,4} (dropped|fell|fallen|declined)', 2],
    ['(went with|go with) (an|another|someone|a) (external|other|different)? #Noun?', 1.5],
    ['(can not|will not) go live', 2],
    ['(found|discovered) .{0,3} (critical|serious|major)', 1.5],
    ['(bigger|worse|longer|later) than (we|i) (thought|expected|hoped)', 1.5],
    ['not (the way|as) (we|i) (hoped|expected|planned)', 1.5],
    ['did not go the way', 2],
    ['not the #Value', 1.5],
    ['(resignation|competitor|on me)', 1],
  ],
};

/** Who the message is for tips close calls: bad news and pushing back go up, concerns down. */
const CONTEXT_PRIOR: Readonly<Record<PhrasingContext, Partial<Record<PhrasingIntent, number>>>> = {
  directReport: { concern: 0.3 },
  boss: { 'bad-news': 0.4, decline: 0.4 },
  general: { request: 0.2 },
};

/** Each intent's score for a message (its cues' weights, each cue once, plus the prior). */
export function intentScores(
  message: string,
  context: PhrasingContext,
): Record<PhrasingIntent, number> {
  const doc = nlp(message);
  const scores = Object.fromEntries(
    PHRASING_INTENTS.map((intent) => [intent, CONTEXT_PRIOR[context][intent] ?? 0]),
  ) as Record<PhrasingIntent, number>;
  for (const intent of PHRASING_INTENTS) {
    for (const [pattern, weight] of INTENT_CUES[intent]) {
      if (doc.has(pattern)) scores[intent] += weight;
    }
  }
  return scores;
}

/**
 * The intent of a tidied message (shorthand expanded). `asks` says whether a request was found
 * in it, for a message with no cue at all.
 */
export function intentOf(message: string, context: PhrasingContext, asks: boolean): PhrasingIntent {
  const scores = intentScores(message, context);
  const best = PHRASING_INTENTS.reduce((top, intent) =>
    scores[intent] > scores[top] ? intent : top,
  );
  if (scores[best] < 1) return asks ? 'request' : 'concern';
  return best;
}
