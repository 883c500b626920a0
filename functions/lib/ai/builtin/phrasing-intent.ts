/**
 * The intent of a 'Help me say it' message (docs/architecture.md#the-ai-layer, builtin phrasing):
 * praise or recognition, a concern about work or behaviour, a request or delegation, declining or
 * pushing back, disagreement or bad news. A small linear model over cues: each cue is a compromise
 * match pattern (contractions match their expanded form: 'can not' finds "can't") with a weight for
 * one intent; a message scores the weights of the cues it contains (each once), plus a small
 * prior for who it is for, and takes the best-scoring intent. Ties go to the earlier intent of
 * PHRASING_INTENTS; a message with no cue is a request when it asks something, a concern when it
 * is for a direct report or speaks of 'you', else bad news.
 */
import type { PhrasingContext } from '../../../../shared/contract/schemas/coaching';
import { intentLikelihoods } from './intent-model';
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
    ['textbook', 3],
    ['(the way you|how you) .{0,10} (good|great|well)', 2.5],
    ['(down to|thanks to|credit to) #Person', 2.5],
    ['(her|his|their) work not mine', 3],
    ['(mentioning|saying|told me|raving) how (helpful|great|good|patient|kind|calm)', 2.5],
    ["(that is|that's) all you", 3],
    ['thanks to you', 3],
    ['since you (took|joined|started|came|stepped)', 2.5],
    ['(like|love|enjoy) working with you', 2.5],
    ['best .{0,3} (he|she|they|we|i) (has|have)? .{0,2} (had|seen|worked with)', 2.5],
    ['most on the team', 2.5],
    ['(is|was) why .{0,10} (went|shipped|worked|succeeded|landed)', 2.5],
    ['(is|was) the reason .{0,10} (went|shipped|worked|succeeded|landed)', 2.5],
    [
      '(you|your) .{0,6} (cut|reduced|saved|doubled|grew|improved|fixed|closed|shipped|landed|won) .{0,6} (from|by|down|up|#Value)',
      2,
    ],
    ['you got (him|her|them) to', 2],
    ['not (one|a) .{0,3} came back', 2],
    [
      '(great|amazing|nice|good|fantastic|excellent|brilliant|impressive|awesome|incredible|outstanding|stellar|superb|terrific|wonderful|solid|huge|fine|top|top-notch|first-class|fabulous|remarkable) (job|work|catch|call|effort|stuff|result|results|save|idea|win|turnaround|presentation|session|teamwork|thinking|leadership)',
      3,
    ],
    ['(thanks|thank|grateful|gratitude|kudos|props|congrats|congratulations|bravo)', 2],
    [
      '(shoutout|shout out|hats off|well done|nailed|crushed|smashed|killed it|rocked|lifesaver|rockstar|legend|star|hero)',
      2.5,
    ],
    [
      '(proud|grateful|blown away|impressed|impressive|amazing|fantastic|incredible|outstanding|stellar|exceptional|phenomenal|brilliant|excellent|awesome|superb)',
      1.5,
    ],
    ['(appreciate|appreciated) (you|your|the|how|everything|all|it|that|what)', 2],
    [
      '(you|your|the way you) .{0,8} (brilliant|brilliantly|excellent|superb|fantastic|great|amazing|perfect|perfectly|wonderful|impressive|outstanding|helpful|calm|calmly)',
      2,
    ],
    ['(how|so|really|very|incredibly) (helpful|patient|professional|kind|calm|calmly|generous)', 2],
    ['(real|great|rare|genuine) (skill|talent|strength|asset)', 2],
    ['(delighted|thrilled|glad|happy|pleased) (with|about|by|to see|how)', 2],
    ['(turned|turn) .{0,4} around', 1.5],
    ['(went|ran|go) (really|so)? (perfectly|smoothly|brilliantly|well)', 2],
    ['(recognise|recognize|recognition|celebrate|credit to|down to you)', 2],
    ['made a (real|huge|big|massive)? difference', 2],
    ['best .{0,2} (we|i) (have|had)? ever', 2],
    ['(more|better) than anyone', 2],
    ['(the|our)? most (helpful|thorough|reliable|useful|valuable)', 2],
    ['exactly what (i|we) (hoped|wanted|needed|pictured)', 2],
    ['(loved|love|raved|praised|glowing) (your|the|it|how|what|about)', 1.5],
    ['(had|have) a (good|great|strong) (run|month|quarter|year)', 1.5],
    [
      '(above and beyond|extra mile|stepped up|step up|saved the day|saved us|game changer|huge help|so helpful|really helped|big help)',
      2.5,
    ],
    ['(saved|helped) (the|us|me|the team|everyone) .{0,3} (hours|days|time|money)?', 1],
    [
      "(could not have|would not have|couldn't have|wouldn't have) .{0,6} without (you|them|your|her|his)",
      2.5,
    ],
    [
      '(without a hitch|went off|zero #Noun|on their own|on his own|on her own|on time|ahead of schedule)',
      0.5,
    ],
  ],
  concern: [
    ['(landed|went) (badly|poorly|wrong)', 2.5],
    ['(came|come) across (badly|poorly|wrong|as)', 2.5],
    ['can we talk about', 1.5],
    ['is it just me', 2.5],
    ['every (morning|day|time|week|shift)', 1],
    ['(couple|several|few) .{0,6} (mentioned|complained|noticed)', 2],
    ['not wearing', 2],
    ['(late|lateness|overdue|tardy)', 1.5],
    ['again', 1],
    ['{keep} on? #Gerund', 1.5],
    ['stop /ing$/', 3],
    ['(everything|all) (ok|okay|alright|good|fine)', 1.5],
    [
      '(rude|sharp|tone|unprepared|sloppy|careless|gaps|friction|disrespectful|dismissive|inappropriate|unprofessional|abrupt|defensive|aggressive|snapped|yelled|shouted|disengaged|distracted|negative|attitude|checked out)',
      2,
    ],
    [
      '(skipping|skipped|missing|missed|ignoring|ignored|interrupting|leaving early|taking credit|piles up|piling up|thin|blind|flooding|no tests|not tested|forgot|forgotten|out of date|incomplete|inaccurate)',
      1.5,
    ],
    ['without (telling|warning|asking|checking|letting|testing|reviewing) #Noun?', 1.5],
    ['(broke|breaking|rejected|errors|mistakes|typos|complaints|complained|complaint|wrong)', 1],
    ['(frustrated|frustrating|disappointed|disappointing|concerned|worried|upset|threw me)', 1.5],
    ['noticed', 1],
    ['(is not|was not|was not|not) (ok|okay|acceptable|good enough|on)', 2],
    ['unacceptable', 2],
    ['why (is|are|was|were|has|have|did) .{0,8} still? not', 2.5],
    ['still (not|is not|was not|has not|have not|had not)', 1.5],
    ['(has not|have not|did not|does not) (happened|happen|arrived|come|landed)', 1.5],
    ['(we agreed|you agreed|you said|you promised) .{0,6}', 1],
    ['i need an explanation', 2.5],
    ['(has|have|needs|need) to be fixed', 1.5],
    ['(something is|something was) (off|wrong|not right)', 2],
    ['your .{0,3} (has|have)? (dropped|fallen|slipped)', 2],
    [
      '(you|your) .{0,4} (late|missed|never|always|again|errors|mistakes|wrong|not reviewed|not been)',
      1.5,
    ],
    ['you (have|had)? missed', 1],
    [
      '(you have|you) been #Adverb? (late|missing|skipping|leaving|coming|rude|quiet|distracted)',
      1.5,
    ],
    ['(out of the loop|look bad|safety issue)', 1],
    [
      '(a couple of people|several #Plural|people on the team|#Value complaints) (have|has)? (mentioned|said|told me|complained|about)',
      1.5,
    ],
    ['(we need to talk|need to talk about|have a word)', 1.5],
    ['(from now on|going forward|in future|in the future|next time)', 2.5],
    ['can you stop', 2.5],
    ['make sure .{0,3} on time', 1.5],
    ['you (promised|told|offered) .{0,4} (we|i) can not', 5],
    ['make sure', 1.5],
    [
      '(did not|has not|have not|never) (update|send|finish|submit|complete|follow|reply|respond|show|turn up|check)',
      1.5,
    ],
    ['(this is|that is|it is) the (second|third|fourth|fifth|#Ordinal) time', 2.5],
    ['(off by|out by|short by)', 1],
    ['(you promised|you told|you said|you agreed|because you|after you)', 1.5],
    ['(do not|never) .{0,8} again', 2.5],
    ['please (do not|never|stop)', 2],
    ['(surprised|blindsided|caught off guard|hurt|embarrassed) (to hear|when|that|by)?', 2],
    ['(before you told me|without telling me|did not tell me|was not told|nobody told me)', 2],
  ],
  request: [
    ['(handing|hand|passing|giving) .{0,8} to you', 2.5],
    ['(appreciate|need|could use|get) #Value (minutes|hours) with you', 2.5],
    ['^please can (we|you|i)', 3],
    // 'I can't do the budget section alone. Can you take it?': a plea for help, not a no.
    ['can not .{0,5} (alone|myself)', 3],
    ['(i|we) need (sign|signoff|approval|decision|answer|yes)', 2.5],
    ['(i|we) need a (decision|answer|call|yes)', 2.5],
    ['^(can|could|would|will) #Noun #Verb', 2],
    ['^(can|could|would|will) #Noun #Noun #Verb', 2],
    ['like (a|an|the|your) (decision|answer|update|call|yes|approval)', 2.5],
    ['(starting|from) (this|next) (cycle|week|month|quarter|sprint)', 1],
    ['(can|could|would|will) (you|someone|somebody|anyone|anybody|your team|one of you)', 2],
    ['(are you|is anyone|is someone|would anyone) (able|free|available|around|willing)', 2.5],
    ['any chance (you|someone|anyone)', 2.5],
    ['would it be possible', 2],
    ['^please', 2],
    ['please #Verb', 1.5],
    ['would you (mind|be willing|be able)', 2.5],
    ['(i would|i) (like|love|want) (for)? (you|#Person|#Noun) to', 2.5],
    ['(i|we) need (the|a|your|#Value|someone|somebody|everyone|you)', 1.5],
    ['^need', 2],
    ['need your help', 2.5],
    ['(handing|hand|handed|assigning|assign) (you|over|this)', 2.5],
    ['(take|taking) (over|the lead)', 1.5],
    ['(anyone|anybody|someone|somebody) (free|available|around|able)', 2.5],
    ['(could|can|may) i (get|have|borrow|grab|ask)', 2.5],
    ['you could (own|take|lead|run|handle|pick)', 2],
    ['good for you to', 2],
    ['^let me know', 2],
    ['(wondering|wonder) (if|whether)', 2],
    ['(can|could) we', 1],
    [
      '(i would|i|we) (like|need|want) your (sign-off|sign off|approval|input|help|feedback|review|thoughts|okay|go-ahead)',
      2.5,
    ],
    ['when you (get|have) a (chance|minute|moment)', 1.5],
    ['by (#Date|noon|end of day|close of business|tomorrow|tonight)', 1],
    ['(posted|submitted|sent|done|signed) (on|by|before)', 0.5],
  ],
  decline: [
    // A first-person no to what was asked ('sorry, can't cover your on-call', 'we can't rewrite …').
    [`(i|we|my team|our team) (really)? (can not|will not) (realistically)? ${DECLINED_VERBS}`, 3],
    ['(sorry|unfortunately|afraid) (i|we)? can not #Verb', 3],
    ['not sure (i|we) can', 3],
    ['do not know (if|whether) (i|we) can', 3],
    ['(doubt|doubtful) (i|we) can', 2.5],
    ['(do not|does not) have (the)? (bandwidth|capacity|headcount|room)', 3],
    [
      '^not (this|now|today|right now|this time|this week|this month|this quarter|this sprint|yet)',
      3,
    ],
    ['^only if', 3],
    ['(but|,) only if', 3],
    [
      '(i|we) (could|can) .{0,8} if .{0,8} (moves|slips|drops|waits|move|slip|drop|shifts|pushed)',
      3,
    ],
    ['(i|we) (could|can) .{0,8} as long as', 2.5],
    ['count (me|us) out', 3],
    ['(find|ask|get) someone else', 3],
    ["(let us|let's) not", 3],
    ['(is not|are not|not) (doable|workable|an option)', 3],
    ['not going to work', 3],
    ['do not think (that|this|it) .{0,2} going to work', 3],
    [
      'can not (cover|take|do|join|run|lead|attend|commit|fit|spare|handle|rerun|redo|rewrite|absorb|staff|own|host|present|travel|swing|squeeze)',
      2,
    ],
    ['no way (we|i)', 3],
    ['(push|move|pushing|moving) .{0,6} to (after|next|later)', 1.5],
    ['going to (decline|pass|say no)', 3],
    // 'the answer on the bigger room is no', 'weekend deploy is a no from me', 'a hard no'.
    ['answer .{0,40} is (a)? no', 3],
    ['is a no (from|for) (me|us)', 3],
    ['(a|is a) (hard|firm|clear) no', 3],
    [`^(i|we)? can not ${DECLINED_VERBS}`, 3],
    [`(i|we|my team|our #Noun) (can not|will not|would not) realistically? ${DECLINED_VERBS}`, 2.5],
    ['i (can not|will not) #Verb', 1.5],
    [`(i|we|my team|our #Noun) (will not|can not) be able? to? #Verb`, 3],
    ['(i am|i|we are|we) (unable|not able) to', 3],
    ["(not|n't) in a position to", 3],
    [
      '(say no|saying no|have to decline|decline|declining|push back|pushing back|turn down|turning down|pass on|count me out|no can do|not this time)',
      3,
    ],
    ['(i would|i had|i) (rather|prefer) not', 3],
    ["(i|we) (do not|don't) want to", 2.5],
    ['(i am|i) not going to', 3],
    ['(have to|going to have to|need to) (pass|step back|bow out|sit this one out)', 3],
    ['(we|i) should not', 2],
    ['can we not', 3],
    ['do (we|you) (really)? need (me|us)', 3],
    ['(i would|i had|i) rather (send|you|we|not|keep|focus|stick)', 1.5],
    ['(is not|not) the right time', 2.5],
    ['(earliest|soonest) (is|would be|i can)', 1.5],
    ['(does not|will not|do not) work for (me|us|my team|the team)', 3],
    [
      "(i|we|my team) (do not|does not|don't) have (the)? (capacity|bandwidth|time|room|headcount|budget|people)",
      3,
    ],
    ["(not|isn't|is not) (possible|feasible|realistic|doable)", 2],
    ['can not commit', 3],
    [
      '(at capacity|slammed|short staffed|short-staffed|stretched|no bandwidth|no capacity|not sustainable|fully booked|maxed out|plate is full|too much on)',
      1,
    ],
    ['do not see how (i|we)', 2.5],
    ['do not think (i|we|my|our|#Noun) .{0,2} can', 3],
    ['do not think (now|this) is the right time', 2.5],
    ['thanks for thinking of me', 1.5],
    ['(thanks|thank you) for .{0,6} but', 2.5],
    ['sorry,? but (i|we) can not', 3],
    [
      '^(i|we) can not (fund|afford|approve|justify|offer|give|support|extend|accommodate|agree)',
      2.5,
    ],
    [
      '(but|so) (i|we) can not (fund|afford|approve|justify|offer|give|support|extend|accommodate|agree)',
      2.5,
    ],
    ['(sit this one out|sit it out|sit this out|bow out|skip this one)', 3],
    ['(i would|i had|i) rather (we|you) (did not|not|do not|hold off|wait|leave)', 3],
    ['(instead|alternatively)', 1],
    ['someone else', 2.5],
    ['(love|happy|glad) to (help)? but', 2.5],
    ['(swamped|buried|snowed under|drowning|flat out|overloaded)', 1.5],
    ['(you asked|you requested|your request)', 1.5],
    ['(too short|short that)', 1],
    ['(i am|i|we are|we) not (taking on|taking|doing|able)', 3],
    ['not going to be able to', 3],
    ['not something (i|we|my team|the team) can', 3],
    ['(turn|turning) .{0,2} down', 3],
    ['^no', 2],
    ['(we would|we|i would|i) need at least', 1],
  ],
  'bad-news': [
    // Something that did not or will not happen for us ('we missed the target', 'we did not get the renewal').
    ['(we|i|team) .{0,2} (missed|lost)', 3],
    ['(we|i) did not (get|win|make|hit|land|pass|close|meet|reach)', 3],
    ['fell short', 2.5],
    ['not going to (make|hit|meet|finish|land|reach)', 3],
    [
      '(decided|decision) to (sunset|cut|close|end|stop|pause|cancel|discontinue|drop|shut|scrap|freeze|delay)',
      3,
    ],
    ['(sunset|sunsetting|shut down|shutting down|closing down|wind down|winding down)', 2],
    ['(is|are|was|were) going to be (lower|less|smaller|later|delayed|cut|reduced)', 3],
    ['(was|were|been|got) (rejected|denied|refused|declined)', 3],
    ['(was|were|been|got) turned down', 3],
    ['not be (going|happening|approved|renewed|funded)', 3],
    ['failed .{0,4} (inspection|audit|test|review|check)', 2.5],
    ['came back (contaminated|positive|negative|wrong)', 2.5],
    [
      '(lost|losing|slip|slipping|slipped|delayed|delay|postponed|pushed back|resigned|resigning|resignation|quit|quitting|notice|cancelled|canceled|cancel|scrapped|shelved|on hold|paused|cut|cutting|recall|escalated|backed out|pull out|pulling out|freeze|layoffs|laid off|redundancies|restructure|reorg|let #Pronoun go|fell through|fallen through|churned|churn|outage|breach|incident|failed|failure)',
      2,
    ],
    [
      '(disagree|do not agree|is a mistake|are we sure|not convinced|concerns about|have doubts|wrong call|bad idea|not the right call)',
      2.5,
    ],
    ["(i do not think|i don't think) we should", 2.5],
    ['(i made|i have made) a mistake', 2.5],
    ['(my fault|on me|dropped the ball|messed up)', 1.5],
    ['(bad news|heads up|gutted|unfortunately)', 2],
    ['sorry to (tell|say|share|let)', 2],
    ['i am afraid', 1.5],
    ['(over budget|under target|behind schedule|below target|behind plan|off track)', 2.5],
    [
      '(we|they|i|#Noun) .{0,3} {miss} (the|our|their) #Noun{0,2} (target|deadline|date|number|window|forecast|goal|quota)',
      2.5,
    ],
    ['(rejected|denied|turned down|declined) (the|our|your|my)', 1.5],
    [
      '(did not|was not|were not|will not be|has not been|have not been) (approve|approved|pass|go|getting|selected|chosen|funded|renewed|accepted)',
      2,
    ],
    [
      '(moving|moved|switching|taking) (their|its|the) .{0,3} to (a|another) (competitor|vendor|provider)',
      2.5,
    ],
    ['(is|are) being (moved|cancelled|canceled|cut|closed|reduced|changed|dropped|frozen)', 2.5],
    ['going from .{1,3} to', 1.5],
    ['(our|the|their) .{0,4} (dropped|fell|fallen|declined|decreased)', 2],
    ['(down|lower|up) (#Value|by)', 0.5],
    ['(went with|go with) (an|another|someone|a) (external|other|different)? #Noun?', 1.5],
    ['(can not|will not) go live', 2],
    ['(found|discovered) .{0,3} (critical|serious|major)', 1.5],
    ['(bigger|worse|longer|later|lower|higher) than (we|i) (thought|expected|hoped|planned)', 1.5],
    ['not (the way|as) (we|i) (hoped|expected|planned)', 1.5],
    ['did not go the way', 2],
    ['not the #Value', 1.5],
    ['(competitor|affected|impacted)', 1],
    ['(have to|need to|got to|must|want to) (let you know|tell you|share)', 2],
    ['(not going ahead|not go ahead|no longer|being discontinued)', 2.5],
    [
      '(role|position|job|hours|schedule|shift|contract) (is|are)? being? (changing|changed|ending|reduced|moving|moved)',
      2,
    ],
    ['(freezing|frozen|will not happen|not happening|has been put on hold|put on hold)', 2],
  ],
};

/** Who the message is for tips close calls: bad news and pushing back go up, concerns down. */
const CONTEXT_PRIOR: Readonly<Record<PhrasingContext, Partial<Record<PhrasingIntent, number>>>> = {
  directReport: { concern: 0.3 },
  boss: { 'bad-news': 0.4, decline: 0.4 },
  general: { request: 0.2 },
};

/** All cues compiled into one compromise match net, each cue's intent and weight as its value. */
const CUE_NET = nlp.buildNet(
  PHRASING_INTENTS.flatMap((intent) =>
    INTENT_CUES[intent].map(([match, weight], index) => ({
      match,
      val: `${intent}|${index}|${weight}`,
    })),
  ),
);

/** Each intent's score for a message (its cues' weights, each cue once, plus the prior). */
export function intentScores(
  message: string,
  context: PhrasingContext,
): Record<PhrasingIntent, number> {
  const scores = Object.fromEntries(
    PHRASING_INTENTS.map((intent) => [intent, CONTEXT_PRIOR[context][intent] ?? 0]),
  ) as Record<PhrasingIntent, number>;
  const { found } = nlp(message).sweep(CUE_NET) as unknown as { found: { val: string }[] };
  for (const cue of new Set(found.map((match) => match.val))) {
    const [intent, , weight] = cue.split('|') as [PhrasingIntent, string, string];
    scores[intent] += Number(weight);
  }
  return scores;
}

/** How much the intent model (intent-model.ts) weighs against the cues: a strong cue is about 3. */
const MODEL_WEIGHT = 2;

/**
 * The intent with the best score — the cues' weights plus the intent model's likelihood of each
 * intent times MODEL_WEIGHT; with no cue and no word the model knows, by whether it asks and whom
 * it speaks of.
 */
export function intentOf(
  message: string,
  context: PhrasingContext,
  asks: boolean,
  scores: Record<PhrasingIntent, number> = intentScores(message, context),
): PhrasingIntent {
  const likelihoods = intentLikelihoods(message, context);
  const total = (intent: PhrasingIntent) =>
    scores[intent] + MODEL_WEIGHT * (likelihoods[intent] ?? 0);
  const best = PHRASING_INTENTS.reduce((top, intent) =>
    total(intent) > total(top) ? intent : top,
  );
  if (scores[best] >= 1 || (likelihoods[best] ?? 0) > 0.5) return best;
  // No cue: a request when it asks; a concern for a direct report or about 'you'; else news.
  if (asks) return 'request';
  return context === 'directReport' || /\b(you|your|you're|you've)\b/i.test(message)
    ? 'concern'
    : 'bad-news';
}
