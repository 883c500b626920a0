/**
 * The builtin moments classifier (issue 'Coaching intelligence' item 4): which moments a note's
 * text records, for a note about a direct report (feedback given, feedback asked, recognition) or
 * the manager (team wins, priorities aligned, proactive updates). Offline and deterministic.
 *
 * Only what happened counts. The text is split into sentences (compromise) and each sentence into
 * clauses ('and', 'but', ';', ', then'); a clause yields a moment when one of the label's
 * patterns matches and
 * - the act verb is in the past (patterns only know past forms: 'gave', 'thanked', so a plan or
 *   an imperative, 'give her feedback', 'thank Jo', never matches);
 * - nothing before it makes it a plan or a negation ('need to', 'should have', 'didn't', 'never',
 *   'forgot to', 'ran out of time'); a clause joined by 'and'/'or' inherits that from the one
 *   before, a 'but' clause does not;
 * - the sentence is not a question (a '?' at the end);
 * - the actor is the manager: the words before the verb are 'I'/'we' (or 'X and I'), or only
 *   fillers ('today', 'finally', 'in our 1:1,'), meaning an implied 'I'; a clause with no words
 *   before its verb has the actor of the clause before; anyone else ('her peer', 'Jo', 'she') or
 *   a passive ('was praised') is someone else's act.
 * A sentence may carry two moments (one per clause, or two patterns in one clause).
 */
import type { MomentType } from '../../../../shared/domain/moments';
import type { FoundMoment } from '../engine';
import type { PersonKind } from '../../../../shared/domain/person-kind';
import { sentencesOf } from '../builtin/nlp';

const PERSON = "(?:him|her|them|the team|[a-z][a-z'’-]+)";
const FEEDBACK_WORDS = '(?:feedback|critique|pointers)';

/** Patterns per label: each is matched on a lower-cased clause. */
const PATTERNS: Record<MomentType, RegExp[]> = {
  feedbackGiven: [
    // gave/shared/… <up to 5 words, not me/us> feedback
    new RegExp(
      `\\b(?:gave|given|shared|provided|offered|delivered)\\b(?![^.;]*\\b(?:me|us)\\b[^.;]*\\bfeedback)(?:\\s+(?!no\\b|any\\b)[\\w'’-]+){0,5}?\\s+${FEEDBACK_WORDS}\\b`,
    ),
    new RegExp(`\\b(?:coached|critiqued)\\s+${PERSON}\\b`),
    new RegExp(
      `\\btold\\s+${PERSON}\\s+(?:that\\s+)?(?:his|her|their)\\s+[\\w\\s-]{0,30}?\\b(?:was|were|is|are|need|needs|needed|could|should|came across)\\b`,
    ),
    /\bpointed out\b/,
    new RegExp(
      `\\b(?:talked|spoke)\\s+(?:to|with)\\s+${PERSON}\\s+about\\s+(?:his|her|their)\\s+(?:tone|habit|performance|code|estimates|writing|communication|behaviou?r|attitude|lateness|work|presentation|deck)`,
    ),
    /\b(?:had|held)\b[^.;]{0,20}\bfeedback (?:conversation|session|chat|discussion)\b/,
    new RegExp(`\\bwalked\\s+${PERSON}\\s+through\\s+what\\b`),
    /\bleft (?:\w+ )?comments on (?:his|her|their)\b/,
    /\braised (?:my |some )?concerns? with (?:him|her|them)\b/,
  ],
  feedbackAsked: [
    new RegExp(
      `\\basked\\s+${PERSON}\\s+(?:for\\s+)?(?:[\\w-]+\\s+){0,2}?(?:feedback|input on how i|thoughts on how i)\\b`,
    ),
    new RegExp(`\\basked\\s+${PERSON}\\s+for\\s+(?:[\\w-]+\\s+){0,2}?feedback\\b`),
    new RegExp(
      `\\basked\\s+(?:${PERSON}\\s+)?(?:how|what|whether|if)\\s+(?:i|i'm|i am|my)\\b(?!\\s+(?:should|need)\\s+to\\s+(?:tell|send))`,
    ),
    new RegExp(`\\basked\\s+${PERSON}\\s+what\\s+(?:she|he|they)\\s+needs?\\s+from\\s+me\\b`),
    /\basked for (?:his|her|their) (?:feedback|thoughts|input)\b/,
    /\b(?:requested|solicited|sought)\s+(?:\w+\s+){0,2}?feedback\b(?!\s+(?:on|about)\s+(?:him|her|them|his|her)\b)/,
    new RegExp(`\\basked\\s+${PERSON}\\s+to\\s+(?:rate|critique|review|assess)\\b`),
  ],
  recognition: [
    /\b(?:thanked|praised|recogni[sz]ed|credited|complimented|congratulated|commended|applauded|nominated)\b/,
    new RegExp(
      `\\bgave\\s+(?:${PERSON}\\s+)?(?:a\\s+)?(?:public\\s+|big\\s+|huge\\s+)?(?:shout-?out|kudos|props|credit)\\b`,
    ),
    /^(?:a\s+)?(?:big\s+|huge\s+)?(?:shout-?out|kudos|props) to\b/,
    /\bcalled out (?:his|her|their|[a-z]+['’]s) (?:great |excellent |awesome |outstanding )?(?:work|effort|contribution|help)/,
    /\bcelebrated (?:his|her|their|[a-z]+['’]s)\b/,
    /\backnowledged (?:his|her|their|[a-z]+['’]s) (?:\w+ )?(?:work|effort|contribution|help|role)/,
    new RegExp(
      `\\btold\\s+${PERSON}\\s+(?:that\\s+)?(?:he|she|they)\\s+(?:did|had done|nailed|crushed)\\b`,
    ),
    new RegExp(
      `\\blet\\s+${PERSON}\\s+know\\s+how\\s+(?:much\\s+)?(?:i\\s+)?(?:appreciated|valued|proud)`,
    ),
    /\bsaid (?:thanks|thank you)\b/,
  ],
  teamWins: [
    /\b(?:shared|told|mentioned|reported|highlighted|showcased|passed on|passed along|brought up|relayed|bragged|celebrated|let (?:him|her|them) know|updated)\b[^;]*?\b(?:wins?|success(?:es)?|milestone|achievement|record|shipped|launched|delivered|landed|closed|hit|beat|beating|went live|finished|praise)\b/,
  ],
  prioritiesAligned: [
    /\b(?:aligned|agreed|settled|confirmed|clarified|nailed down|locked in|synced|converged|reprioriti[sz]ed|ranked)\b[^;]*?\b(?:priorit(?:y|ies)|roadmap|goals|okrs|focus|what matters|what to focus|what comes first|trade-?offs|comes first|top (?:two|three))\b/,
    /\bgot on the same page\b/,
  ],
  proactiveUpdates: [
    new RegExp(
      `\\b(?:sent|gave|shared|emailed|posted|wrote)\\b(?:\\s+${PERSON})?(?:\\s+(?:a|an|my|the|our))?(?:\\s+(?:quick|weekly|short|brief|written|proactive|status|progress))*\\s+(?:update|status report|heads-?up|summary|recap|briefing)\\b`,
    ),
    new RegExp(
      `\\b(?:updated|briefed|informed|warned|alerted)\\s+(?!the\\b|our\\b|my\\b(?!\\s+boss))${PERSON}\\b`,
    ),
    new RegExp(`\\b(?:looped|kept)\\s+${PERSON}\\s+(?:in|posted|informed|in the loop)\\b`),
    /\bflagged (?:the |a |an )?[\w\s-]{0,20}?(?:risk|delay|issue|blocker|concern)/,
    new RegExp(
      `\\basked\\s+${PERSON}\\s+(?:for\\s+)?(?:[\\w-]+\\s+){0,2}?(?:feedback|input on how i)\\b`,
    ),
    new RegExp(`\\basked\\s+${PERSON}\\s+how\\s+i\\b`),
  ],
};

/** Words that make what follows a plan or a negation. */
const NOT_HAPPENED =
  /\b(?:need|needs|needed|going|gonna|plan|plans|planning|want|wants|wanted|hope|hoping|intend|remember|try|trying|should|must|will|would|could|might|may|maybe|todo|to-do|next|tomorrow|later|let's|didn['’]t|did not|don['’]t|do not|doesn['’]t|never|not|no|haven['’]t|hasn['’]t|have not|has not|wasn['’]t|couldn['’]t|cannot|can['’]t|won['’]t|forgot|forget|failed|ran out|skipped|missed|without|before i could|yet|until)\b|['’]ll\b/;

/** Words that may stand before the verb of an act by the manager (an implied 'I'). */
const FILLERS = new Set(
  'also finally then just quickly proactively personally publicly again already today yesterday earlier later this morning afternoon evening week in during after at our my the 1:1 1:1, call standup retro meeting so and first'.split(
    ' ',
  ),
);
const PASSIVE = /\b(?:was|were|been|being|got|get|gets)\s*$/;

type Actor = 'manager' | 'other' | 'none';

/** Who acts in a clause, from the words before its verb. */
function actorOf(prefix: string, previous: Actor): Actor {
  const words = prefix
    .replace(/[,:;()"“”]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return previous === 'none' ? 'manager' : previous;
  if (PASSIVE.test(prefix)) return 'other';
  if (words.some((word) => word === 'i' || word === 'we' || word === "i've" || word === 'i’ve')) {
    return 'manager';
  }
  const afterComma = prefix.includes(',') ? prefix.slice(prefix.lastIndexOf(',') + 1) : prefix;
  const rest = afterComma.split(/\s+/).filter(Boolean);
  if (rest.length === 0 || rest.every((word) => FILLERS.has(word))) return 'manager';
  if (words.every((word) => FILLERS.has(word))) return 'manager';
  return 'other';
}

interface Clause {
  text: string;
  /** How it is joined to the clause before: inherits plans and negations unless 'but'. */
  joiner: 'and' | 'but' | 'start';
}

/** A sentence's clauses. */
function clausesOf(sentence: string): Clause[] {
  const parts = sentence.split(/(;|,\s*(?:and|but|then|so)\b|\s+(?:and|but|or)\s+(?:then\s+)?)/);
  const clauses: Clause[] = [{ text: parts[0] ?? '', joiner: 'start' }];
  for (let index = 1; index < parts.length; index += 2) {
    const separator = parts[index] ?? '';
    clauses.push({ text: parts[index + 1] ?? '', joiner: /but/.test(separator) ? 'but' : 'and' });
  }
  return clauses;
}

const normalise = (text: string) =>
  text.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/** The moments of one sentence about a person of the kind. */
export function classifySentence(sentence: string, kind: PersonKind): Set<MomentType> {
  const found = new Set<MomentType>();
  const text = normalise(sentence);
  if (text.endsWith('?')) return found;
  const labels: MomentType[] =
    kind === 'boss'
      ? ['teamWins', 'prioritiesAligned', 'proactiveUpdates']
      : ['feedbackGiven', 'feedbackAsked', 'recognition'];
  let actor: Actor = 'none';
  let blocked = false;
  for (const clause of clausesOf(text)) {
    let clauseActor: Actor | undefined;
    let clauseBlocked: boolean = clause.joiner === 'and' ? blocked : false;
    for (const label of labels) {
      for (const pattern of PATTERNS[label]) {
        const match = pattern.exec(clause.text);
        if (!match) continue;
        const prefix = clause.text.slice(0, match.index);
        const who = actorOf(prefix, actor);
        clauseActor ??= who;
        const notHappened = NOT_HAPPENED.test(prefix) || NOT_HAPPENED.test(match[0]);
        if (notHappened) clauseBlocked = true;
        if (!clauseBlocked && !notHappened && who === 'manager') found.add(label);
        break;
      }
    }
    if (clauseActor === undefined) {
      // No act in this clause: it may still set the actor or a plan for the next one.
      const words = clause.text.split(' ');
      if (words.some((word) => word === 'i' || word === 'we')) clauseActor = 'manager';
      if (NOT_HAPPENED.test(clause.text)) clauseBlocked = true;
    }
    actor = clauseActor ?? actor;
    blocked = clauseBlocked;
  }
  return found;
}

/** The lines and sentences of a text (notes are often bullet lists without full stops). */
function sentencesIn(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean)
    .flatMap((line) => sentencesOf(line));
}

/** The moments a text records about a person of the kind. */
export function classifyMoments(text: string, kind: PersonKind): Set<MomentType> {
  const found = new Set<MomentType>();
  for (const sentence of sentencesIn(text)) {
    for (const label of classifySentence(sentence, kind)) found.add(label);
  }
  return found;
}

/**
 * The moments of a note's texts (content, agenda, reflection) together, each with the first
 * sentence that records it (as written, trimmed), in the order they appear.
 */
export function momentsInTexts(texts: readonly string[], kind: PersonKind): FoundMoment[] {
  const found = new Map<MomentType, FoundMoment>();
  for (const text of texts) {
    if (!text.trim()) continue;
    for (const sentence of sentencesIn(text)) {
      for (const type of classifySentence(sentence, kind)) {
        if (!found.has(type)) found.set(type, { type, sentence });
      }
    }
  }
  return [...found.values()];
}
