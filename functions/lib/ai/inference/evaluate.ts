/**
 * Precision, recall and F1 of a moments classifier over a labelled set
 * (docs/product.md#moments-inferred-from-notes, docs/testing.md#evaluations): per label,
 * micro-averaged over all labels, and the confusion of each miss (what was expected, what was
 * found). Used by classify-moments.eval.test.ts and scripts/eval-inference.ts.
 */
import { MOMENT_TYPES, type MomentType } from '../../../../shared/domain/moments';
import type { LabelledSentence } from './labelled-sentences';

/** Precision, recall and F1 of one label of a classifier on a labelled set. */
export interface Score<L extends string> {
  label: L;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** 1 when nothing was predicted (no false positive possible). */
  precision: number;
  /** 1 when the set has nothing of the label to find. */
  recall: number;
  f1: number;
}

export type LabelScore = Score<MomentType | 'micro'>;

/** A sentence the classifier got wrong: what the set says and what it found. */
export interface Mistake {
  text: string;
  kind: LabelledSentence['kind'];
  expected: MomentType[];
  predicted: MomentType[];
  /** For a sentence without moments: which kind of hard negative it is. */
  negative?: LabelledSentence['negative'];
}

export interface Evaluation {
  /** One score per label, in MOMENT_TYPES order. */
  scores: LabelScore[];
  /** All labels together. */
  micro: LabelScore;
  mistakes: Mistake[];
}

export type MomentsClassifier = (
  text: string,
  kind: 'directReport' | 'boss',
) => Set<MomentType> | Promise<Set<MomentType>>;

/** The score of `label` from its true positives, false positives and false negatives. */
export function scoreOf<L extends string>(
  label: L,
  { tp, fp, fn }: { tp: number; fp: number; fn: number },
): Score<L> {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    label,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision,
    recall,
    f1,
  };
}

/** Runs the classifier over every sentence of the set and scores it. */
export async function evaluate(
  classify: MomentsClassifier,
  set: readonly LabelledSentence[],
): Promise<Evaluation> {
  const counts = new Map(MOMENT_TYPES.map((label) => [label, { tp: 0, fp: 0, fn: 0 }]));
  const mistakes: Mistake[] = [];
  for (const sentence of set) {
    const predicted = await classify(
      sentence.text,
      sentence.kind === 'dr' ? 'directReport' : 'boss',
    );
    const expected = new Set(sentence.labels);
    for (const label of MOMENT_TYPES) {
      const count = counts.get(label)!;
      if (predicted.has(label) && expected.has(label)) count.tp += 1;
      else if (predicted.has(label)) count.fp += 1;
      else if (expected.has(label)) count.fn += 1;
    }
    const same = predicted.size === expected.size && [...expected].every((l) => predicted.has(l));
    if (!same) {
      mistakes.push({
        text: sentence.text,
        kind: sentence.kind,
        expected: [...expected],
        predicted: [...predicted],
        ...(sentence.negative ? { negative: sentence.negative } : {}),
      });
    }
  }
  const scores = MOMENT_TYPES.map((label) => scoreOf(label, counts.get(label)!));
  const total = { tp: 0, fp: 0, fn: 0 };
  for (const { tp, fp, fn } of counts.values()) {
    total.tp += tp;
    total.fp += fp;
    total.fn += fn;
  }
  return { scores, micro: scoreOf('micro', total), mistakes };
}

/** The goals the held-out set is held to. */
export const MOMENT_GOALS = { microPrecision: 0.9, microRecall: 0.85, labelRecall: 0.7 } as const;

/** The goals the evaluation misses, in words; empty when it meets them all. */
export function missedGoals(evaluation: Evaluation): string[] {
  const missed: string[] = [];
  if (evaluation.micro.precision < MOMENT_GOALS.microPrecision) missed.push('micro precision');
  if (evaluation.micro.recall < MOMENT_GOALS.microRecall) missed.push('micro recall');
  for (const score of evaluation.scores) {
    if (score.recall < MOMENT_GOALS.labelRecall) missed.push(`${score.label} recall`);
  }
  return missed;
}

const fixed = (value: number) => value.toFixed(3);

/** A table of the scores, one line per label and one for all labels together. */
export function formatScores(title: string, evaluation: Evaluation): string {
  const line = (s: LabelScore) =>
    `${s.label.padEnd(18)} ${fixed(s.precision).padStart(9)} ${fixed(s.recall).padStart(7)} ${fixed(s.f1).padStart(6)}  ${String(s.truePositives).padStart(4)} ${String(s.falsePositives).padStart(4)} ${String(s.falseNegatives).padStart(4)}`;
  return [
    title,
    `${'label'.padEnd(18)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'F1'.padStart(6)}    tp   fp   fn`,
    ...evaluation.scores.map(line),
    line(evaluation.micro),
  ].join('\n');
}

/**
 * How the misses are confused: for each expected label (or 'none'), how often the classifier
 * found each other label (or 'none') instead, as lines 'expected → found: count'.
 */
export function formatConfusion(evaluation: Evaluation): string {
  const pairs = new Map<string, number>();
  for (const mistake of evaluation.mistakes) {
    const missed = mistake.expected.filter((label) => !mistake.predicted.includes(label));
    const extra = mistake.predicted.filter((label) => !mistake.expected.includes(label));
    const expected = missed.length ? missed : ['none'];
    const found = extra.length ? extra : ['none'];
    for (const from of expected) {
      for (const to of found) {
        const key = `${from} → ${to}`;
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
    }
  }
  return [...pairs.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([pair, count]) => `  ${pair}: ${count}`)
    .join('\n');
}

/** Each miss on a line: the sentence, what the set says and what was found. */
export function formatMistakes(evaluation: Evaluation): string {
  return evaluation.mistakes
    .map(
      (mistake) =>
        `  [${mistake.kind}] "${mistake.text}" expected [${mistake.expected.join(', ') || mistake.negative || 'none'}] found [${mistake.predicted.join(', ') || 'none'}]`,
    )
    .join('\n');
}
