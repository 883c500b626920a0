/**
 * The builtin moments classifier (docs/product.md#moments-inferred-from-notes, 'How the builtin
 * engine reads a note'): which moments a note's text records, for a note about a direct report
 * (feedback given, feedback asked, recognition) or the manager (team wins, priorities aligned,
 * proactive updates). Offline and deterministic.
 *
 * Each sentence is read with compromise (note-reading.ts: words, lemmas, clauses), its clauses are
 * searched for the acts of the person's moments (moment-acts.ts, over the lexicons of
 * moment-lexicon.ts), and an act counts when it happened and the writer did it. A question records
 * nothing. Priorities are aligned by two people: an agreement the manager made with the writer
 * ('Victor signed off on it when we met') counts too.
 */
import type { MomentType } from '../../../../shared/domain/moments';
import type { FoundMoment } from '../engine';
import type { PersonKind } from '../../../../shared/domain/person-kind';
import { actsOf, type Act } from './moment-acts';
import {
  actorOf,
  blocksFollowing,
  governingVerb,
  isBlocked,
  isDoneNoun,
  isDoneVerb,
  isFiniteVerb,
  namedSource,
  readSentence,
  readText,
  receivedActor,
  subjectActor,
  type Actor,
  type Clause,
  type ReadSentence,
} from './note-reading';

const WITH_WRITER = new Set(['we', 'us', 'me', 'our', 'my']);

/** Where an act's verb stands: a noun act's governing verb ('gave' in 'Jo gave me feedback'). */
function actPosition(clause: Clause, act: Act): number {
  const governing = act.part === 'noun' ? governingVerb(clause.tokens, act.index) : undefined;
  return governing ? clause.tokens.indexOf(governing) : act.index;
}

/** Whether the act happened (see note-reading.ts). */
function happened(clause: Clause, act: Act, inheritedBlock: boolean): boolean {
  if (inheritedBlock || isBlocked(clause, actPosition(clause, act))) return false;
  return act.part === 'noun' ? isDoneNoun(clause, act.index) : isDoneVerb(clause, act.index);
}

/** Whether the writer did the act (or, for priorities, made it with the other person). */
function byWriter(clause: Clause, act: Act, inherited: Actor | undefined): boolean {
  if (act.received) return receivedActor(clause.tokens, act.index) === 'writer';
  if (act.fragment) return namedSource(clause.tokens, act.index) !== 'other';
  if (actorOf(clause, actPosition(clause, act), inherited) === 'writer') return true;
  // 'Victor signed off on it when we met' — but not 'agreed without us'.
  return (
    act.type === 'prioritiesAligned' &&
    clause.tokens
      .slice(act.index + 1)
      .some(
        (token, at, after) => WITH_WRITER.has(token.normal) && after[at - 1]?.normal !== 'without',
      )
  );
}

/** The actor a clause hands to the next one: of its first verb's subject, if it has a verb. */
function clauseActor(clause: Clause, inherited: Actor | undefined): Actor | undefined {
  const verb = clause.tokens.findIndex(isFiniteVerb);
  if (verb < 0) return inherited;
  return verb === 0 ? (inherited ?? 'writer') : subjectActor(clause.tokens.slice(0, verb));
}

/** The moments of a read sentence about a person of the kind. */
function momentsOfSentence({ clauses, question }: ReadSentence, kind: PersonKind): Set<MomentType> {
  const found = new Set<MomentType>();
  if (question) return found;
  let actor: Actor | undefined;
  let blocked = false;
  for (const clause of clauses) {
    const inheritedBlock: boolean = clause.joiner === 'and' && blocked;
    for (const act of actsOf(clause, kind)) {
      if (found.has(act.type)) continue;
      if (happened(clause, act, inheritedBlock) && byWriter(clause, act, actor)) {
        found.add(act.type);
      }
    }
    actor = clauseActor(clause, actor);
    blocked = inheritedBlock || blocksFollowing(clause);
  }
  return found;
}

/** The moments of one sentence about a person of the kind. */
export function classifySentence(sentence: string, kind: PersonKind): Set<MomentType> {
  return momentsOfSentence(readSentence(sentence), kind);
}

/** The moments a text records about a person of the kind. */
export function classifyMoments(text: string, kind: PersonKind): Set<MomentType> {
  const found = new Set<MomentType>();
  for (const { read } of readText(text)) {
    for (const label of momentsOfSentence(read, kind)) found.add(label);
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
    for (const { sentence, read } of readText(text)) {
      for (const type of momentsOfSentence(read, kind)) {
        if (!found.has(type)) found.set(type, { type, sentence });
      }
    }
  }
  return [...found.values()];
}
