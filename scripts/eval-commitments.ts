/**
 * `npm run eval:commitments`: how well the builtin engine suggests commitments from reflections
 * (docs/product.md#commitments-suggested-from-reflections, docs/testing.md#evaluations). On the
 * development set and, once added, the held-out set of the labelled corpus
 * (functions/lib/ai/commitments/labelled-commitments.ts) it prints precision, recall and F1 per
 * owner ('me', 'them') and overall, the due-phrase accuracy on the commitments found, and each
 * text got wrong.
 *
 * Options: `--set=development|held-out` prints one set only; `--no-mistakes` leaves out the list
 * of misses. Exits 1 when the held-out set falls below the goals: precision 0.9 and recall 0.7,
 * overall and for each owner.
 */
import {
  evaluateCommitments,
  formatCommitmentMistakes,
  formatCommitmentScores,
  missedCommitmentGoals,
} from '../functions/lib/ai/commitments/evaluate-commitments';
import {
  DEVELOPMENT_SET,
  HELD_OUT_SET,
  type LabelledText,
} from '../functions/lib/ai/commitments/labelled-commitments';
import { suggestCommitments } from '../functions/lib/ai/commitments/suggest-commitments';

const out = (line = '') => process.stdout.write(`${line}\n`);
const only = process.argv.find((arg) => arg.startsWith('--set='))?.slice('--set='.length);
const showMistakes = !process.argv.includes('--no-mistakes');

async function report(title: string, set: readonly LabelledText[]) {
  const evaluation = await evaluateCommitments(suggestCommitments, set);
  const count = set.reduce((sum, entry) => sum + entry.commitments.length, 0);
  out(formatCommitmentScores(`${title} (${set.length} texts, ${count} commitments)`, evaluation));
  if (showMistakes && evaluation.mistakes.length) {
    out();
    out('misses:');
    out(formatCommitmentMistakes(evaluation));
  }
  out();
  return evaluation;
}

if (only !== 'held-out') await report('builtin — development', DEVELOPMENT_SET);
if (only !== 'development') {
  if (HELD_OUT_SET.length === 0) {
    out('held-out: not measured (corpus/blind-held-out.json is absent or empty).');
  } else {
    const missed = missedCommitmentGoals(await report('builtin — held-out', HELD_OUT_SET));
    if (missed.length) {
      process.stderr.write(`Held-out set below the goals: ${missed.join(', ')}\n`);
      process.exitCode = 1;
    }
  }
}
