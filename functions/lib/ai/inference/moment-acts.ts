/**
 * The acts a clause may record, per moment (docs/product.md#moments-inferred-from-notes, 'How the
 * builtin engine reads a note'): each finder looks for an act word of the moment's lexicon
 * (moment-lexicon.ts) and, where the act word alone is not enough, for what it must carry in the
 * words after it ('told Ben he did a great job' is recognition, 'told Ben his reports are late' is
 * feedback). Whether the act happened and who did it is decided by the caller (note-reading.ts).
 * Pure.
 */
import type { MomentType } from '../../../../shared/domain/moments';
import type { PersonKind } from '../../../../shared/domain/person-kind';
import {
  ACT_CARRIERS,
  ACT_NOUNS,
  AGREEMENT_NOUNS,
  AGREE_VERBS,
  ASKED_FEEDBACK_NOUNS,
  ASKED_VIEW_NOUNS,
  ASK_VERBS,
  CANDID_WORDS,
  COMMUNICATE_VERBS,
  CONVERSATION_NOUNS,
  CONVERSATION_VERBS,
  DISCUSS_VERBS,
  FEEDBACK_CONTENT_WORDS,
  FEEDBACK_CONVERSATION_WORDS,
  FEEDBACK_NOUNS,
  FEEDBACK_NOUNS_ABOUT,
  FEEDBACK_PHRASES,
  FEEDBACK_VERBS,
  GIVE_VERBS,
  IMPROVE_WORDS,
  LOGISTICS_WORDS,
  NEGATION_WORDS,
  PASSIVE_AUXILIARIES,
  PRAISE_PHRASES,
  PRAISE_WORDS,
  PRIORITY_PHRASES,
  PRIORITY_WORDS,
  RECEIVE_VERBS,
  RECOGNITION_GIVE_VERBS,
  RECOGNITION_NOUNS,
  RECOGNITION_PHRASES,
  RECOGNITION_VERBS,
  REQUEST_NOUNS,
  RESULT_VERBS,
  REVIEW_NOUNS,
  SAME_PAGE_PHRASES,
  SELF_REVIEW_NOUNS,
  SELF_WORDS,
  SHARED_MEETING_WORDS,
  SHARED_WORDS,
  SHOW_HOW_VERBS,
  SOLVED_WORDS,
  SPOTLIGHT_VERBS,
  STRONG_AGREE_VERBS,
  TARGET_WORDS,
  TEAM_WIN_VERBS,
  TELL_VERBS,
  UPDATE_NOUNS,
  UPDATE_PHRASES,
  UPDATE_VERBS,
  UPDATE_WORDS,
  WIN_PHRASES,
  WIN_WORDS,
  WORK_WORDS,
  WRITER_OBJECTS,
  type VerbEntry,
} from './moment-lexicon';
import {
  governingVerb,
  isIn,
  isPassive as isPassiveAt,
  verbIndexes,
  type Clause,
  type Token,
} from './note-reading';

/** An act word of a moment in a clause: where it stands and whether it is a verb or a noun. */
export interface Act {
  type: MomentType;
  index: number;
  part: 'verb' | 'noun';
  /** A noun act the sentence's subject received ('got kudos from …'): its source is the actor. */
  received?: boolean;
  /** A noun act with no verb of its own ('Kudos to Raj'): the writer's, unless a source is named. */
  fragment?: boolean;
}

/** How far after an act word what it carries may stand, in words. */
const OBJECT_WINDOW = 8;
/** How far after a result verb its target or number may stand ('hit 140% of quota'). */
const RESULT_WINDOW = 6;
/** How far before a problem a word that solves it may stand ('resolved the payment outage'). */
const SOLVED_REACH = 3;

const lemmasOf = (entries: readonly VerbEntry[]) => new Set(entries.map((entry) => entry.lemma));
const GIVE_LEMMAS = lemmasOf(GIVE_VERBS);
const RECOGNITION_GIVE_LEMMAS = lemmasOf(RECOGNITION_GIVE_VERBS);
const COMMUNICATE_LEMMAS = lemmasOf(COMMUNICATE_VERBS);
const CONVERSATION_LEMMAS = lemmasOf(CONVERSATION_VERBS);
const ASK_LEMMAS = lemmasOf(ASK_VERBS);
const ABOUT = new Set([
  'on',
  'about',
  'regarding',
  'around',
  'over',
  'throughout',
  'in',
  'with',
  'that',
]);
const COMPLEMENTIZERS = new Set([
  'how',
  'what',
  'whether',
  'if',
  'where',
  'which',
  'why',
  'to',
  'about',
]);
/** Prepositions that make a review about the writer ('a retro on me', 'a form about my …'). */
const ABOUT_ME = new Set(['on', 'about', 'of', 'for']);
const WRITER_OBJECTS_AND_MY = new Set(['me', 'my', 'myself']);
/** Words that open a question quoted after 'asked' ("asked Gail 'am I delegating enough?'"). */
const QUESTION_OPENERS = new Set([
  'am',
  'do',
  'does',
  'is',
  'are',
  'should',
  'could',
  'can',
  'would',
]);
/** Verbs after 'asked X to' that ask for a judgement ('asked him to rate our 1:1s'). */
const RATE_VERBS = new Set(
  'rate critique review assess grade score evaluate judge tell name say share be flag point list give let call suggest fill complete take'.split(
    ' ',
  ),
);

/** A test of the word at an index of a clause. */
type WordTest = (tokens: readonly Token[], at: number) => boolean;

const inSet =
  (set: ReadonlySet<string>): WordTest =>
  (tokens, at) =>
    isIn(tokens[at], set);

const negated = (tokens: readonly Token[], at: number, from: number) =>
  tokens
    .slice(Math.max(from, at - 2), at)
    .some((token) => isIn(token, NEGATION_WORDS) || token.tags.has('Negative'));

/** Whether a word passing `test` stands in (from, to), not negated. */
function carries(tokens: readonly Token[], test: WordTest, from: number, to = tokens.length) {
  for (let at = from + 1; at < Math.min(tokens.length, to); at += 1) {
    if (test(tokens, at) && !negated(tokens, at, from + 1)) return true;
  }
  return false;
}

/** The index of the first word after `index` that passes `test`, not negated; -1 when none. */
function firstIndex(tokens: readonly Token[], test: WordTest, index: number): number {
  for (let at = index + 1; at < tokens.length; at += 1) {
    if (test(tokens, at) && !negated(tokens, at, index + 1)) return at;
  }
  return -1;
}

/** Whether the words after `index` (and, for a passive or fragment, before it) pass `test`. */
const carriesAround = (tokens: readonly Token[], index: number, test: WordTest) =>
  carries(tokens, test, index) ||
  ((isPassiveAt(tokens, index) || index === 0 || /[:–—-]/.test(tokens[index - 1]?.after ?? '')) &&
    carries(tokens, test, -1, index));

/** The indexes where one of `phrases` starts. */
const phraseIndexes = (tokens: readonly Token[], phrases: readonly (readonly string[])[]) =>
  tokens.flatMap((_, index) => (phraseAt(phrases)(tokens, index) ? [index] : []));

const phraseAt = (phrases: readonly (readonly string[])[]): WordTest => {
  return (tokens, at) =>
    phrases.some((phrase) => phrase.every((word, offset) => tokens[at + offset]?.normal === word));
};

/** Praise: a word ('brilliant', 'proud') or a phrase ('good job', 'well done'). */
const isPraise: WordTest = (tokens, at) =>
  isIn(tokens[at], PRAISE_WORDS) || phraseAt(PRAISE_PHRASES)(tokens, at);

/** A team win: a win word, a result with a target or number, or a phrase of a win. */
const isWin: WordTest = (tokens, at) => {
  if (isIn(tokens[at], WIN_WORDS) || phraseAt(WIN_PHRASES)(tokens, at)) return true;
  if (!isIn(tokens[at], RESULT_VERBS)) return false;
  // 'agreed what to cut': a plan, not a result.
  if (tokens[at - 1]?.normal === 'to') return false;
  // 'turned up a discrepancy', 'broke down': a particle of another verb, not a result.
  if (tokens[at]?.tags.has('Particle') && isIn(tokens[at - 1], PARTICLE_VERBS)) return false;
  return tokens
    .slice(at + 1, at + 1 + RESULT_WINDOW)
    .some((token) => isIn(token, TARGET_WORDS) || token.tags.has('Value'));
};

/** Verbs whose 'up' or 'down' is not a rise or fall ('turned up', 'broke down'). */
const PARTICLE_VERBS = new Set(
  'turn show come break shut let slow back look pick set bring follow sign hold'.split(' '),
);

/** News for an update: a status or a problem not solved ('a delay', not 'resolved the outage'). */
const isUpdateNews: WordTest = (tokens, at) =>
  ((isIn(tokens[at], UPDATE_WORDS) && !isCompoundNoun(tokens[at + 1])) ||
    phraseAt(UPDATE_PHRASES)(tokens, at)) &&
  !tokens.slice(Math.max(0, at - SOLVED_REACH), at).some((token) => isIn(token, SOLVED_WORDS));

const verbActs = (clause: Clause, type: MomentType, entries: readonly VerbEntry[]): Act[] =>
  verbIndexes(clause.tokens, entries)
    .filter((index) => clause.tokens[index]!.tags.has('Verb'))
    .map((index) => ({ type, index, part: 'verb' }));

/**
 * The indexes of nouns of `set` ('kudos', 'feedback', 'recaps'): by form, or by lemma unless the
 * word is a past form, participle or gerund ('praised' and 'reporting' are not the nouns).
 */
const nounIndexes = (tokens: readonly Token[], set: ReadonlySet<string>): number[] =>
  tokens.flatMap((token, index) => {
    const verbForm =
      token.tags.has('PastTense') || token.tags.has('Participle') || token.tags.has('Gerund');
    return set.has(token.normal) || (!verbForm && set.has(token.lemma)) ? [index] : [];
  });

/**
 * A noun act governed by one of `governors` (or a verb that receives it), or standing alone; none
 * when another verb governs it ('deserves a shout-out', 'asked for feedback').
 */
function nounAct(
  tokens: readonly Token[],
  type: MomentType,
  index: number,
  governors: readonly ReadonlySet<string>[],
): Act | null {
  // The noun phrase's head: 'a thank-you card' is still thanks, 'the recognition program' not.
  let head = index;
  while (isCompoundNoun(tokens[head + 1])) head += 1;
  if (head > index && !isIn(tokens[head], ACT_CARRIERS) && !isIn(tokens[head], ACT_NOUNS)) {
    return null;
  }
  const verb = governingVerb(tokens, index);
  if (!verb) {
    // 'Lorraine's reports briefed her', 'Keisha's feedback survey came in': a subject.
    const next = tokens[head + 1];
    const subject =
      next?.tags.has('Verb') && !next.tags.has('Participle') && !isPassiveAt(tokens, head + 1);
    if (subject) return null;
    // 'Sofia's recognition proposal': someone else's (but 'Mateo's review' is about Mateo).
    const owner = tokens[index - 1];
    const owned =
      owner?.tags.has('Possessive') &&
      !isIn(owner, SELF_WORDS) &&
      !isIn(tokens[head], REVIEW_NOUNS);
    return owned ? null : { type, index, part: 'noun', fragment: true };
  }
  if (isIn(verb, RECEIVE_VERBS)) return { type, index, part: 'noun', received: true };
  if (!governors.some((set) => isIn(verb, set))) return null;
  // 'gave me feedback', 'sent me an update': the writer received it.
  if (writerBetween(tokens, tokens.indexOf(verb), index)) return null;
  return { type, index, part: 'noun' };
}

/** Whether the word continues a compound noun ('feedback survey', 'thank-you card'). */
const isCompoundNoun = (token: Token | undefined) =>
  token !== undefined &&
  token.tags.has('Noun') &&
  !token.tags.has('Pronoun') &&
  !token.tags.has('Person') &&
  !token.tags.has('ProperNoun') &&
  !token.tags.has('Verb') &&
  token.after === '';

/** Whether 'me' or 'us' stands between two words (the writer receives: 'gave me feedback'). */
const writerBetween = (tokens: readonly Token[], from: number, to: number) =>
  tokens.slice(from + 1, to).some((token) => WRITER_OBJECTS.has(token.normal));

// ---------------------------------------------------------------------------------------------
// Direct reports
// ---------------------------------------------------------------------------------------------

function recognitionActs(clause: Clause): Act[] {
  const { tokens } = clause;
  const acts: Act[] = verbActs(clause, 'recognition', RECOGNITION_VERBS);
  for (const index of nounIndexes(tokens, RECOGNITION_NOUNS)) {
    // 'thanks to Jo's fix, we …': a cause, not thanks.
    const next = tokens[index + 2];
    if (tokens[index]?.normal === 'thanks' && tokens[index + 1]?.normal === 'to') {
      if (next?.tags.has('Possessive') && !next.tags.has('Pronoun')) continue;
    }
    const act = nounAct(tokens, 'recognition', index, [GIVE_LEMMAS, RECOGNITION_GIVE_LEMMAS]);
    if (act) acts.push(act);
  }
  for (const index of phraseIndexes(tokens, RECOGNITION_PHRASES)) {
    acts.push({ type: 'recognition', index, part: 'noun' });
  }
  for (const index of verbIndexes(tokens, TELL_VERBS)) {
    if (carries(tokens, isPraise, index)) {
      acts.push({ type: 'recognition', index, part: 'verb' });
    }
  }
  for (const index of verbIndexes(tokens, SPOTLIGHT_VERBS)) {
    const work = carries(tokens, inSet(WORK_WORDS), index, index + 1 + OBJECT_WINDOW);
    if (work || carries(tokens, isPraise, index)) {
      acts.push({ type: 'recognition', index, part: 'verb' });
    }
  }
  return acts;
}

function feedbackGivenActs(clause: Clause): Act[] {
  const { tokens } = clause;
  const acts: Act[] = verbActs(clause, 'feedbackGiven', FEEDBACK_VERBS);
  for (const index of verbIndexes(tokens, GIVE_VERBS)) {
    for (let at = index + 1; at < Math.min(tokens.length, index + 1 + OBJECT_WINDOW); at += 1) {
      const token = tokens[at]!;
      const about =
        isIn(token, FEEDBACK_NOUNS_ABOUT) &&
        tokens.slice(at + 1, at + 3).some((next) => ABOUT.has(next.normal));
      if ((isIn(token, FEEDBACK_NOUNS) || about) && !writerBetween(tokens, index, at)) {
        acts.push({ type: 'feedbackGiven', index, part: 'verb' });
        break;
      }
    }
  }
  for (const index of nounIndexes(tokens, FEEDBACK_NOUNS)) {
    if (isIn(tokens[index + 1], REQUEST_NOUNS)) continue;
    // 'upward feedback' is asked for, not given.
    if (tokens[index - 1]?.normal === 'upward') continue;
    const act = nounAct(tokens, 'feedbackGiven', index, [GIVE_LEMMAS]);
    if (act) acts.push(act);
  }
  for (const index of phraseIndexes(tokens, FEEDBACK_PHRASES)) {
    acts.push({ type: 'feedbackGiven', index, part: 'noun' });
  }
  // '… went back to her with my comments', 'sent it back with notes'.
  tokens.forEach((token, index) => {
    if (token.normal !== 'with') return;
    const mine = tokens[index + 1]?.normal === 'my';
    const noun = tokens[index + (mine ? 2 : 1)];
    if (!isIn(noun, FEEDBACK_NOUNS_ABOUT) && !isIn(noun, FEEDBACK_NOUNS)) return;
    acts.push({ type: 'feedbackGiven', index, part: 'noun', fragment: mine });
  });
  for (const index of verbIndexes(tokens, SHOW_HOW_VERBS)) {
    // 'showed him where he loses time', 'walked her through how to structure it'.
    const next = tokens.slice(index + 1, index + 5);
    if (next.some((token) => token.normal === 'how' || token.normal === 'where')) {
      acts.push({ type: 'feedbackGiven', index, part: 'verb' });
    }
  }
  tokens.forEach((token, index) => {
    if (isIn(token, FEEDBACK_CONVERSATION_WORDS) && isIn(tokens[index + 1], CONVERSATION_NOUNS)) {
      const act = nounAct(tokens, 'feedbackGiven', index + 1, [GIVE_LEMMAS, CONVERSATION_LEMMAS]);
      if (act) acts.push(act);
    }
  });
  for (const index of verbIndexes(tokens, DISCUSS_VERBS)) {
    // 'asked her to tell me …': the writer is told.
    if (WRITER_OBJECTS.has(tokens[index + 1]?.normal ?? '')) continue;
    // 'talked about (whether) my style …': about the writer, not feedback to the person.
    const about = tokens.findIndex((token, at) => at > index && token.normal === 'about');
    if (about > 0 && tokens.slice(about + 1, about + 4).some((t) => isIn(t, SELF_WORDS))) continue;
    // 'talked to Chidi about leaving the keys in the ignition': about a habit of theirs.
    if (about > 0 && about <= index + 3 && tokens[about + 1]?.tags.has('Gerund')) {
      acts.push({ type: 'feedbackGiven', index, part: 'verb' });
      continue;
    }
    const end = tokens.findIndex((token, at) => at > index && token.after.includes(';'));
    const scope = end < 0 ? tokens : tokens.slice(0, end + 1);
    const content = firstIndex(scope, inSet(FEEDBACK_CONTENT_WORDS), index);
    const praise = firstIndex(scope, isPraise, index);
    // 'told Olu he did a brilliant job keeping …': praise first is recognition, not feedback.
    if (content >= 0 && (praise < 0 || content < praise)) {
      acts.push({ type: 'feedbackGiven', index, part: 'verb' });
    }
  }
  // 'was straight with her about …', 'been honest with him about …'.
  tokens.forEach((token, index) => {
    if (isIn(token, CANDID_WORDS) && tokens[index + 1]?.normal === 'with') {
      const verb = tokens[index - 1];
      if (verb && PASSIVE_AUXILIARIES.has(verb.normal)) {
        acts.push({ type: 'feedbackGiven', index: index - 1, part: 'verb' });
      }
    }
  });
  return acts;
}

/** Whether 'our 1:1s' (the writer's meetings with the person) follows `index`. */
const ourMeetingsAfter = (tokens: readonly Token[], index: number) =>
  tokens
    .slice(index + 1)
    .some(
      (token, at, after) => token.normal === 'our' && isIn(after[at + 1], SHARED_MEETING_WORDS),
    );

/** Whether a word naming the writer follows `index` ('how I', 'my 1:1s', 'from me'). */
const selfAfter = (tokens: readonly Token[], index: number, words = SELF_WORDS) =>
  tokens.slice(index + 1).some((token) => words.has(token.normal));

/** The act of the ask verb at `index`, if it asks for feedback on the writer. */
function askedFeedbackAt(tokens: readonly Token[], index: number, type: MomentType): Act | null {
  const receiving = isIn(tokens[index], RECEIVE_VERBS);
  // 'Jo asked me what I think': the writer was asked.
  if (WRITER_OBJECTS.has(tokens[index + 1]?.normal ?? '')) return null;
  // "asked Gail 'am I delegating enough?'": a question put to the person about the writer.
  const quoted = tokens
    .slice(index + 1, index + 8)
    .findIndex((token) => QUESTION_OPENERS.has(token.normal));
  if (quoted >= 0 && selfAfter(tokens, index + quoted)) return { type, index, part: 'verb' };
  for (let at = index + 1; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    // 'got Dana's read on …' asks; 'got feedback from Jo' does not.
    const possessed = tokens[at - 1]?.tags.has('Possessive') ?? false;
    if (receiving && !possessed) {
      if (isIn(token, ASKED_FEEDBACK_NOUNS) || isIn(token, ASKED_VIEW_NOUNS)) return null;
      continue;
    }
    if (isIn(token, ASKED_FEEDBACK_NOUNS)) {
      // 'asked Jo to give Sam feedback' asks for feedback to someone else.
      const giveBetween = tokens.slice(index + 1, at).some((word) => isIn(word, GIVE_LEMMAS));
      if (!giveBetween || writerBetween(tokens, index, at)) return { type, index, part: 'verb' };
    }
    if (isIn(token, ASKED_VIEW_NOUNS) && selfAfter(tokens, at)) {
      return { type, index, part: 'verb' };
    }
    // 'asked Ravi for 2 things I could improve as his lead'.
    if (isIn(token, SELF_WORDS) && carries(tokens, inSet(IMPROVE_WORDS), at, at + 4)) {
      return { type, index, part: 'verb' };
    }
    if (COMPLEMENTIZERS.has(token.normal) && !receiving) {
      const next = tokens[at + 1];
      // 'opened the floor to Parisa to critique …': 'to' before a person is a preposition.
      if (token.normal === 'to' && next && !next.tags.has('Verb')) continue;
      if (token.normal !== 'to') {
        const self = selfAfter(tokens, at) || ourMeetingsAfter(tokens, at);
        return self ? { type, index, part: 'verb' } : null;
      }
      const rates = RATE_VERBS.has(tokens[at + 1]?.lemma ?? '');
      if (!rates) return null;
      const self = selfAfter(tokens, at) || selfAfter(tokens, at, SHARED_WORDS);
      return self ? { type, index, part: 'verb' } : null;
    }
  }
  return null;
}

/** Acts of asking for feedback on the writer (feedback asked; for the manager, an update). */
function askedFeedbackActs(clause: Clause, type: MomentType): Act[] {
  const { tokens } = clause;
  const acts: Act[] = [];
  for (const index of verbIndexes(tokens, ASK_VERBS)) {
    const act = askedFeedbackAt(tokens, index, type);
    if (act) acts.push(act);
  }
  // 'a quick retro on my management with Zara', 'sent Chidi a form about my leadership'.
  tokens.forEach((token, index) => {
    if (!isIn(token, SELF_REVIEW_NOUNS)) return;
    const on = tokens.slice(index + 1, index + 5).findIndex((t) => ABOUT_ME.has(t.normal));
    if (on < 0 || !isIn(tokens[index + 2 + on], WRITER_OBJECTS_AND_MY)) return;
    const act = nounAct(tokens, type, index, [ASK_LEMMAS, GIVE_LEMMAS, CONVERSATION_LEMMAS]);
    if (act) acts.push(act);
  });
  tokens.forEach((token, index) => {
    const request = isIn(token, ASKED_FEEDBACK_NOUNS) && isIn(tokens[index + 1], REQUEST_NOUNS);
    const upward = token.normal === 'upward' && isIn(tokens[index + 1], ASKED_FEEDBACK_NOUNS);
    if (request || upward) {
      const act = nounAct(tokens, type, index + 1, [ASK_LEMMAS]);
      if (act) acts.push(act);
    }
  });
  return acts;
}

// ---------------------------------------------------------------------------------------------
// The manager
// ---------------------------------------------------------------------------------------------

/** The clause's words and the sentence's words after it: what a telling may go on to say. */
const withRest = (clause: Clause) => [...clause.tokens, ...clause.rest];

function teamWinActs(clause: Clause): Act[] {
  const { tokens } = clause;
  const acts: Act[] = verbActs(clause, 'teamWins', TEAM_WIN_VERBS);
  for (const index of verbIndexes(tokens, COMMUNICATE_VERBS)) {
    if (carriesAround(withRest(clause), index, isWin)) {
      acts.push({ type: 'teamWins', index, part: 'verb' });
    }
  }
  for (const index of nounIndexes(tokens, UPDATE_NOUNS)) {
    const act = nounAct(tokens, 'teamWins', index, [GIVE_LEMMAS, COMMUNICATE_LEMMAS]);
    if (act?.fragment && carries(tokens, isWin, index)) acts.push(act);
  }
  return acts;
}

function updateActs(clause: Clause): Act[] {
  const { tokens } = clause;
  // 'Flagged the win to Harriet': a win passed on is a team win, not an update.
  const acts: Act[] = verbActs(clause, 'proactiveUpdates', UPDATE_VERBS).filter(
    (act) => !carries(tokens, isWin, act.index) || carries(tokens, isUpdateNews, act.index),
  );
  for (const index of verbIndexes(tokens, COMMUNICATE_VERBS)) {
    if (carriesAround(withRest(clause), index, isUpdateNews)) {
      acts.push({ type: 'proactiveUpdates', index, part: 'verb' });
    }
  }
  for (const index of nounIndexes(tokens, UPDATE_NOUNS)) {
    const act = nounAct(tokens, 'proactiveUpdates', index, [GIVE_LEMMAS, COMMUNICATE_LEMMAS]);
    if (act) acts.push(act);
  }
  return [...acts, ...askedFeedbackActs(clause, 'proactiveUpdates')];
}

function prioritiesActs(clause: Clause): Act[] {
  const { tokens } = clause;
  const acts: Act[] = [];
  const priority: WordTest = (words, at) =>
    isIn(words[at], PRIORITY_WORDS) ||
    phraseAt(PRIORITY_PHRASES)(words, at) ||
    // 'staffing the unit before expanding outpatient': one thing before another.
    (words[at]?.normal === 'before' && (words[at + 1]?.tags.has('Gerund') ?? false));
  for (const index of verbIndexes(tokens, AGREE_VERBS)) {
    if (carriesAround(withRest(clause), index, priority)) {
      acts.push({ type: 'prioritiesAligned', index, part: 'verb' });
    }
  }
  for (const index of verbIndexes(tokens, STRONG_AGREE_VERBS)) {
    // 'Gail and I agreed the literacy block stays protected' — but not 'agreed to meet Friday'.
    if (!carries(tokens, inSet(LOGISTICS_WORDS), index, index + 4)) {
      acts.push({ type: 'prioritiesAligned', index, part: 'verb' });
    }
  }
  for (const index of nounIndexes(tokens, AGREEMENT_NOUNS)) {
    if (carriesAround(tokens, index, priority)) {
      acts.push({ type: 'prioritiesAligned', index, part: 'noun' });
    }
  }
  const samePage = phraseAt(SAME_PAGE_PHRASES);
  tokens.forEach((_, index) => {
    if (samePage(tokens, index)) acts.push({ type: 'prioritiesAligned', index, part: 'noun' });
  });
  return acts;
}

/**
 * The acts of a clause about a direct report. Feedback given that stands inside a question asked
 * for feedback is what was asked about ('asked for feedback on the way I gave feedback'), not an act.
 */
function directReportActs(clause: Clause): Act[] {
  const asked = askedFeedbackActs(clause, 'feedbackAsked');
  const firstAsk = Math.min(...asked.map((act) => act.index));
  const given = feedbackGivenActs(clause).filter((act) => act.index < firstAsk);
  return [...given, ...asked, ...recognitionActs(clause)];
}

/** The acts of a clause about a person of the kind, in the order they stand. */
export function actsOf(clause: Clause, kind: PersonKind): Act[] {
  const acts =
    kind === 'boss'
      ? [...teamWinActs(clause), ...prioritiesActs(clause), ...updateActs(clause)]
      : directReportActs(clause);
  return acts.sort((a, b) => a.index - b.index);
}
