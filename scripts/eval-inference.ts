/**
 * `npm run eval:inference`: precision, recall and F1 per moment label of the builtin classifier
 * on the development and held-out halves of the labelled set
 * (functions/lib/ai/inference/labelled-sentences.ts), and the sentences it gets wrong on the
 * held-out half. The openai engine has no moments task yet: with a key set, the script says so.
 * Exits 1 when a held-out label falls below precision 0.9 or recall 0.75.
 */
import { classifyMoments } from '../functions/lib/ai/inference/classify-moments';
import { evaluate, formatScores } from '../functions/lib/ai/inference/evaluate';
import {
  DEVELOPMENT_SET,
  HELD_OUT_SET,
  LABELLED_SENTENCES,
} from '../functions/lib/ai/inference/labelled-sentences';

const out = (line = '') => process.stdout.write(`${line}\n`);

out(
  `Labelled set: ${LABELLED_SENTENCES.length} sentences (${DEVELOPMENT_SET.length} development, ${HELD_OUT_SET.length} held-out)`,
);
out();
const development = await evaluate(classifyMoments, DEVELOPMENT_SET);
out(formatScores('builtin — development', development.scores));
out();
const heldOut = await evaluate(classifyMoments, HELD_OUT_SET);
out(formatScores('builtin — held-out', heldOut.scores));
if (heldOut.mistakes.length > 0) {
  out();
  out('held-out mistakes:');
  for (const mistake of heldOut.mistakes) {
    out(
      `  "${mistake.text}" expected [${mistake.expected.join(', ')}] got [${mistake.predicted.join(', ')}]`,
    );
  }
}
out();
if (process.env.OPENAI_API_KEY || process.env.OPENAI_API_KEY_SECRET_ARN) {
  out('openai: a key is set, but the openai engine has no moments task yet (builtin only).');
} else {
  out('openai: skipped (no OPENAI_API_KEY set).');
}
const failing = heldOut.scores.filter((score) => score.precision < 0.9 || score.recall < 0.75);
if (failing.length > 0) {
  process.stderr.write(`Below the bar on held-out: ${failing.map((s) => s.label).join(', ')}\n`);
  process.exitCode = 1;
}
