/**
 * `npm run train:intent`: trains the intent model of 'Help me say it'
 * (docs/architecture.md#the-ai-layer, builtin phrasing) on the development half of the phrasing
 * corpus (functions/lib/ai/builtin/phrasing-corpus/) and writes it to
 * functions/lib/ai/builtin/intent-model.json, which the builtin engine loads. The held-out half
 * is never learnt from. intent-model.test.ts fails when the written model is not what this
 * script trains from the corpus as it is.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainIntentModel } from '../functions/lib/ai/builtin/intent-model';
import { DEVELOPMENT_SET } from '../functions/lib/ai/builtin/phrasing-corpus';

const target = fileURLToPath(
  new URL('../functions/lib/ai/builtin/intent-model.json', import.meta.url),
);
const model = trainIntentModel(DEVELOPMENT_SET);
writeFileSync(target, `${model}\n`);
process.stdout.write(
  `Wrote ${target}: ${DEVELOPMENT_SET.length} messages, ${model.length} characters\n`,
);
