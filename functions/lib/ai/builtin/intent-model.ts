/**
 * The learnt half of the intent of a 'Help me say it' message (docs/architecture.md#the-ai-layer,
 * builtin phrasing): a naive Bayes text classifier (wink-naive-bayes-text-classifier, binary word
 * presence, additive smoothing 0.5) over the words and word pairs of the message
 * (intent-features.ts), trained on the development half of the phrasing corpus by `npm run
 * train:intent` into intent-model.json. phrasing-intent.ts adds its weight to the cue scores:
 * the cues say what is written, the model what such messages usually mean.
 */
import naiveBayesTextClassifier from 'wink-naive-bayes-text-classifier';
import type { PhrasingContext } from '../../../../shared/contract/schemas/coaching';
import { intentFeatures } from './intent-features';
import trained from './intent-model.json' with { type: 'json' };
import type { PhrasingCase } from './phrasing-judge';

const CONFIG = { considerOnlyPresence: true, smoothingFactor: 0.5 } as const;

/** Words seen in fewer messages than this are left out of the model (they say little, weigh much). */
const MIN_MESSAGES_PER_FEATURE = 2;

/** A classifier trained on `cases`, as the JSON the library exports. */
export function trainIntentModel(cases: readonly PhrasingCase[]): string {
  const featured = cases.map((item) => ({
    item,
    features: intentFeatures(item.message, item.context),
  }));
  const seen = new Map<string, number>();
  for (const { features } of featured) {
    for (const feature of features) seen.set(feature, (seen.get(feature) ?? 0) + 1);
  }
  const classifier = naiveBayesTextClassifier();
  classifier.defineConfig(CONFIG);
  for (const { item, features } of featured) {
    const kept = features.filter((feature) => (seen.get(feature) ?? 0) >= MIN_MESSAGES_PER_FEATURE);
    classifier.learn(kept, item.intent);
  }
  classifier.consolidate();
  return classifier.exportJSON();
}

let model: ReturnType<typeof naiveBayesTextClassifier> | undefined;

/**
 * How much likelier each intent is than the others for the message, as a probability from 0 to 1
 * (the model's log2 odds through the logistic function); 0.5 for an intent the model has no
 * word for.
 */
export function intentLikelihoods(
  message: string,
  context: PhrasingContext,
): Record<string, number> {
  if (!model) {
    // The export holds the configuration; learnings are consolidated again after an import.
    model = naiveBayesTextClassifier();
    model.importJSON(JSON.stringify(trained));
    model.consolidate();
  }
  const odds = model.computeOdds(intentFeatures(message, context));
  return Object.fromEntries(odds.map(([label, value]) => [label, 1 / (1 + 2 ** -value)]));
}
