/**
 * Precision, recall and F1 of a commitment detector over a labelled set
 * (docs/product.md#commitments-suggested-from-reflections, docs/testing.md#evaluations): per owner
 * ('me', 'them') and over both, the accuracy of the due phrase on the commitments found, and each
 * text the detector got wrong. Used by suggest-commitments.eval.test.ts and
 * scripts/eval-commitments.ts.
 *
 * The matching rule (corpus/README.md): a suggestion matches a labelled commitment when the owner
 * is the same and the texts are the same after normalising (lower case, words only), or their
 * words overlap with an F1 of at least 0.6 (word multisets). Each labelled commitment matches at
 * most one suggestion, the best first. A due phrase is right when it equals the label after the
 * same normalising (both null counts as right).
 */
import { scoreOf, type Score } from '../inference/evaluate';
import type { LabelledCommitment, LabelledText } from './labelled-commitments';
import type {
  CommitmentContext,
  CommitmentOwner,
  SuggestedCommitment,
} from './suggest-commitments';

export const OWNERS: readonly CommitmentOwner[] = ['me', 'them'];
/** The least word-overlap F1 at which two texts of the same owner match. */
export const TEXT_MATCH_THRESHOLD = 0.6;

/** Precision, recall and F1 of one owner, or of all together. */
export type OwnerScore = Score<CommitmentOwner | 'overall'>;

/** A text the detector got wrong: what it missed, what it suggested wrongly, which due it misread. */
export interface CommitmentMistake {
  kind: LabelledText['kind'];
  person: string;
  text: string;
  missed: LabelledCommitment[];
  wrong: SuggestedCommitment[];
  /** Matched commitments whose due phrase differs: the label's and the suggestion's. */
  dueWrong: { expected: string | null; found: string | null }[];
}

export interface CommitmentEvaluation {
  /** One score per owner, in OWNERS order. */
  scores: OwnerScore[];
  overall: OwnerScore;
  /** Matched commitments whose due phrase is right, over all matched. */
  dueAccuracy: { correct: number; total: number; accuracy: number };
  mistakes: CommitmentMistake[];
}

export type CommitmentDetector = (
  text: string,
  context: CommitmentContext,
) => SuggestedCommitment[] | Promise<SuggestedCommitment[]>;

/** The words of a text, lower case, punctuation dropped ('1:1' and "team's" stay one word). */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[‘’]/g, "'")
      .match(/[\p{L}\p{N}]+(?:[':/-][\p{L}\p{N}]+)*/gu) ?? []
  );
}

/** How well two texts match: 1 when their words are the same, else the F1 of their word overlap. */
export function textMatch(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.join(' ') === right.join(' ')) return 1;
  if (!left.length || !right.length) return 0;
  const counts = new Map<string, number>();
  for (const word of left) counts.set(word, (counts.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of right) {
    const count = counts.get(word) ?? 0;
    if (count > 0) {
      common += 1;
      counts.set(word, count - 1);
    }
  }
  return (2 * common) / (left.length + right.length);
}

const sameDue = (a: string | null, b: string | null) =>
  (a === null ? '' : wordsOf(a).join(' ')) === (b === null ? '' : wordsOf(b).join(' '));

/** Pairs each labelled commitment with the best unpaired suggestion of its owner that matches. */
function pair(
  expected: readonly LabelledCommitment[],
  predicted: readonly SuggestedCommitment[],
): {
  pairs: [LabelledCommitment, SuggestedCommitment][];
  missed: LabelledCommitment[];
  wrong: SuggestedCommitment[];
} {
  const candidates = expected
    .flatMap((label, e) =>
      predicted.map((found, p) => ({
        e,
        p,
        match: label.owner === found.owner ? textMatch(label.text, found.text) : 0,
      })),
    )
    .filter(({ match }) => match >= TEXT_MATCH_THRESHOLD)
    .sort((a, b) => b.match - a.match);
  const usedE = new Set<number>();
  const usedP = new Set<number>();
  const pairs: [LabelledCommitment, SuggestedCommitment][] = [];
  for (const { e, p } of candidates) {
    if (usedE.has(e) || usedP.has(p)) continue;
    usedE.add(e);
    usedP.add(p);
    pairs.push([expected[e]!, predicted[p]!]);
  }
  return {
    pairs,
    missed: expected.filter((_, e) => !usedE.has(e)),
    wrong: predicted.filter((_, p) => !usedP.has(p)),
  };
}

/** Runs the detector over every text of the set and scores it (see the module comment). */
export async function evaluateCommitments(
  detect: CommitmentDetector,
  set: readonly LabelledText[],
): Promise<CommitmentEvaluation> {
  const counts = new Map(OWNERS.map((owner) => [owner, { tp: 0, fp: 0, fn: 0 }]));
  const due = { correct: 0, total: 0 };
  const mistakes: CommitmentMistake[] = [];
  for (const entry of set) {
    const predicted = await detect(entry.text, { kind: entry.kind, personName: entry.person });
    const { pairs, missed, wrong } = pair(entry.commitments, predicted);
    const dueWrong: CommitmentMistake['dueWrong'] = [];
    for (const [label, found] of pairs) {
      counts.get(label.owner)!.tp += 1;
      due.total += 1;
      if (sameDue(label.due, found.due)) due.correct += 1;
      else dueWrong.push({ expected: label.due, found: found.due });
    }
    for (const label of missed) counts.get(label.owner)!.fn += 1;
    for (const found of wrong) counts.get(found.owner)!.fp += 1;
    if (missed.length || wrong.length || dueWrong.length) {
      mistakes.push({
        kind: entry.kind,
        person: entry.person,
        text: entry.text,
        missed,
        wrong,
        dueWrong,
      });
    }
  }
  const total = { tp: 0, fp: 0, fn: 0 };
  for (const { tp, fp, fn } of counts.values()) {
    total.tp += tp;
    total.fp += fp;
    total.fn += fn;
  }
  return {
    scores: OWNERS.map((owner) => scoreOf(owner, counts.get(owner)!)),
    overall: scoreOf('overall', total),
    dueAccuracy: { ...due, accuracy: due.total === 0 ? 1 : due.correct / due.total },
    mistakes,
  };
}

/** The goals the held-out set is held to, overall and for each owner. */
export const COMMITMENT_GOALS = { precision: 0.9, recall: 0.7 } as const;

/** The goals the evaluation misses, in words; empty when it meets them all. */
export function missedCommitmentGoals(evaluation: CommitmentEvaluation): string[] {
  const missed: string[] = [];
  for (const owner of [evaluation.overall, ...evaluation.scores]) {
    if (owner.precision < COMMITMENT_GOALS.precision) missed.push(`${owner.label} precision`);
    if (owner.recall < COMMITMENT_GOALS.recall) missed.push(`${owner.label} recall`);
  }
  return missed;
}

const fixed = (value: number) => value.toFixed(3);

/** A table of the scores: one line per owner, one overall, and the due-phrase accuracy. */
export function formatCommitmentScores(title: string, evaluation: CommitmentEvaluation): string {
  const line = (s: OwnerScore) =>
    `${s.label.padEnd(8)} ${fixed(s.precision).padStart(9)} ${fixed(s.recall).padStart(7)} ${fixed(s.f1).padStart(6)}  ${String(s.truePositives).padStart(4)} ${String(s.falsePositives).padStart(4)} ${String(s.falseNegatives).padStart(4)}`;
  const { correct, total, accuracy } = evaluation.dueAccuracy;
  return [
    title,
    `${'owner'.padEnd(8)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'F1'.padStart(6)}    tp   fp   fn`,
    ...evaluation.scores.map(line),
    line(evaluation.overall),
    `due phrase right on ${correct} of ${total} found (${fixed(accuracy)})`,
  ].join('\n');
}

const shown = (c: { owner: string; text: string; due: string | null }) =>
  `${c.owner}: "${c.text}"${c.due ? ` (${c.due})` : ''}`;

/** Each text got wrong, with what was missed, suggested wrongly or given the wrong due phrase. */
export function formatCommitmentMistakes(evaluation: CommitmentEvaluation): string {
  return evaluation.mistakes
    .map((mistake) =>
      [
        `  [${mistake.kind} ${mistake.person}] ${mistake.text}`,
        ...mistake.missed.map((c) => `      missed ${shown(c)}`),
        ...mistake.wrong.map((c) => `      wrong  ${shown(c)}`),
        ...mistake.dueWrong.map(
          (d) => `      due    expected ${d.expected ?? 'none'}, found ${d.found ?? 'none'}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}
