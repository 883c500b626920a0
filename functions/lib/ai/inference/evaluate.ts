/**
 * Precision, recall and F1 per label of a moments classifier over a labelled set (issue
 * 'Coaching intelligence' item 4, 'Evaluation'). Used by classify-moments.eval.test.ts and
 * scripts/eval-inference.ts.
 */
import { MOMENT_TYPES, type MomentType } from '../../../../shared/domain/moments';
import type { LabelledSentence } from './labelled-sentences';

export interface LabelScore {
  label: MomentType;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** 1 when nothing was predicted (no false positive possible). */
  precision: number;
  /** 1 when the set has no sentence with the label. */
  recall: number;
  f1: number;
}

export interface Mistake {
  text: string;
  expected: MomentType[];
  predicted: MomentType[];
}

export type MomentsClassifier = (
  text: string,
  kind: 'directReport' | 'boss',
) => Set<MomentType> | Promise<Set<MomentType>>;

export async function evaluate(
  classify: MomentsClassifier,
  set: readonly LabelledSentence[],
): Promise<{ scores: LabelScore[]; mistakes: Mistake[] }> {
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
    if (!same)
      mistakes.push({ text: sentence.text, expected: [...expected], predicted: [...predicted] });
  }
  const scores = MOMENT_TYPES.map((label) => {
    const { tp, fp, fn } = counts.get(label)!;
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
  });
  return { scores, mistakes };
}

/** A table of the scores, one line per label. */
export function formatScores(title: string, scores: readonly LabelScore[]): string {
  const pct = (value: number) => value.toFixed(3);
  return [
    title,
    `${'label'.padEnd(18)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'F1'.padStart(6)}   tp  fp  fn`,
    ...scores.map(
      (score) =>
        `${score.label.padEnd(18)} ${pct(score.precision).padStart(9)} ${pct(score.recall).padStart(7)} ${pct(score.f1).padStart(6)}  ${String(score.truePositives).padStart(3)} ${String(score.falsePositives).padStart(3)} ${String(score.falseNegatives).padStart(3)}`,
    ),
  ].join('\n');
}
