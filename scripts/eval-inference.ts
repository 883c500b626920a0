/**
 * `npm run eval:inference`: precision, recall and F1 per moment label of the builtin classifier
 * on the development and held-out halves of the labelled set
 * (functions/lib/ai/inference/labelled-sentences.ts), and the sentences it gets wrong on the
 * held-out half; with an OpenAI key set (OPENAI_API_KEY, or OPENAI_API_KEY_SECRET_ARN with AWS
 * credentials; OPENAI_BASE_URL and OPENAI_MODEL as configured), the same for the openai engine on
 * the held-out half (one request per sentence; a failed request counts as no moments). Exits 1
 * when a builtin held-out label falls below precision 0.9 or recall 0.75.
 */
import { classifyMoments } from '../functions/lib/ai/inference/classify-moments';
import { readAiConfig } from '../functions/lib/ai/ai-config';
import {
  evaluate,
  formatScores,
  type MomentsClassifier,
} from '../functions/lib/ai/inference/evaluate';
import { createOpenAiEngine } from '../functions/lib/ai/openai/openai-engine';
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
const aiConfig = readAiConfig();
if (aiConfig.engine === 'openai') {
  const engine = createOpenAiEngine(aiConfig.openai);
  let failures = 0;
  const openAiClassifier: MomentsClassifier = async (text, kind) => {
    try {
      const moments = await engine.classifyMoments({ texts: [text], kind });
      return new Set(moments.map((moment) => moment.type));
    } catch {
      failures += 1;
      return new Set();
    }
  };
  const openAi = await evaluate(openAiClassifier, HELD_OUT_SET);
  out(formatScores(`openai (${aiConfig.openai.model}) — held-out`, openAi.scores));
  if (failures > 0) out(`openai: ${failures} request(s) failed and counted as no moments`);
} else {
  out('openai: skipped (no OPENAI_API_KEY set).');
}
const failing = heldOut.scores.filter((score) => score.precision < 0.9 || score.recall < 0.75);
if (failing.length > 0) {
  process.stderr.write(`Below the bar on held-out: ${failing.map((s) => s.label).join(', ')}\n`);
  process.exitCode = 1;
}
