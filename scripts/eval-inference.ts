/**
 * `npm run eval:inference`: how well the builtin engine infers moments from notes
 * (docs/product.md#moments-inferred-from-notes, docs/testing.md#evaluations). On the development
 * and held-out sets of the labelled corpus (functions/lib/ai/inference/labelled-sentences.ts) it
 * prints precision, recall and F1 per label and for all labels together, the confusion of the
 * misses and each miss. With an OpenAI key configured (OPENAI_API_KEY, or OPENAI_API_KEY_SECRET_ARN
 * with AWS credentials; OPENAI_BASE_URL and OPENAI_MODEL as configured) it prints the same for the
 * openai engine on the held-out set (one request per sentence; a failed request counts as no
 * moments).
 *
 * Options: `--set=development|held-out` prints one set only; `--no-mistakes` leaves out the list
 * of misses. Exits 1 when the builtin engine on the held-out set falls below the goals: precision
 * 0.9 and recall 0.85 over all labels, recall 0.7 for every label.
 */
import { readAiConfig } from '../functions/lib/ai/ai-config';
import { classifyMoments } from '../functions/lib/ai/inference/classify-moments';
import {
  evaluate,
  formatConfusion,
  formatMistakes,
  formatScores,
  missedGoals,
  type MomentsClassifier,
} from '../functions/lib/ai/inference/evaluate';
import {
  DEVELOPMENT_SET,
  HELD_OUT_SET,
  type LabelledSentence,
} from '../functions/lib/ai/inference/labelled-sentences';
import { createOpenAiEngine } from '../functions/lib/ai/openai/openai-engine';

const out = (line = '') => process.stdout.write(`${line}\n`);
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const showMistakes = !process.argv.includes('--no-mistakes');
const only = option('set');

async function report(
  title: string,
  classify: MomentsClassifier,
  set: readonly LabelledSentence[],
) {
  const evaluation = await evaluate(classify, set);
  out(formatScores(`${title} (${set.length} sentences)`, evaluation));
  out();
  out('confusion of the misses (expected → found):');
  out(formatConfusion(evaluation) || '  none');
  if (showMistakes && evaluation.mistakes.length) {
    out();
    out('misses:');
    out(formatMistakes(evaluation));
  }
  out();
  return evaluation;
}

if (only !== 'held-out') await report('builtin — development', classifyMoments, DEVELOPMENT_SET);
if (only !== 'development') {
  const heldOut = await report('builtin — held-out', classifyMoments, HELD_OUT_SET);
  const missed = missedGoals(heldOut);
  if (missed.length) {
    process.stderr.write(`Held-out set below the goals: ${missed.join(', ')}\n`);
    process.exitCode = 1;
  }
  const aiConfig = readAiConfig();
  if (aiConfig.engine === 'openai') {
    const engine = createOpenAiEngine(aiConfig.openai);
    let failures = 0;
    const openAi: MomentsClassifier = async (text, kind) => {
      try {
        const moments = await engine.classifyMoments({ texts: [text], kind });
        return new Set(moments.map((moment) => moment.type));
      } catch {
        failures += 1;
        return new Set();
      }
    };
    await report(`openai (${aiConfig.openai.model}) — held-out`, openAi, HELD_OUT_SET);
    if (failures > 0) out(`openai: ${failures} request(s) failed and counted as no moments`);
  } else {
    out('openai: skipped (no OPENAI_API_KEY set).');
  }
}
