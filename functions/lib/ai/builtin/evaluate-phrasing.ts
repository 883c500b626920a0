/**
 * The builtin 'Help me say it' measured like an NLP model on a labelled set
 * (docs/architecture.md#the-ai-layer, builtin phrasing evaluation): intent precision, recall and F1
 * per intent with the confusion of each miss, and the judge's pass rates (phrasing-judge.ts) per
 * rule, per intent and for chat-style input, with the failing suggestions. A suggestion passes when
 * it breaks no rule; rates are over suggestions (three per message). Used by phrasing.eval.test.ts
 * and scripts/eval-phrasing.ts.
 */
import type { PhrasingSuggestions } from '../../../../shared/contract/schemas/coaching';
import {
  JUDGE_RULES,
  judgeSuggestions,
  type JudgeRule,
  type PhrasingCase,
  type Verdict,
} from './phrasing-judge';
import { PHRASING_INTENTS, type PhrasingIntent } from './phrasing-intent';

export interface IntentScore {
  intent: PhrasingIntent;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface IntentMiss {
  id: string;
  expected: PhrasingIntent;
  predicted: PhrasingIntent;
  message: string;
}

export interface FailingSuggestion {
  id: string;
  intent: PhrasingIntent;
  verdict: Verdict;
}

export interface PhrasingEvaluation {
  items: number;
  suggestions: number;
  /** Share of suggestions that break no rule. */
  passRate: number;
  /** Share of suggestions that keep each rule. */
  ruleRates: Record<JudgeRule, number>;
  /** Pass rate of the suggestions for each (labelled) intent. */
  intentRates: Record<PhrasingIntent, number>;
  /** Pass rate of the suggestions for chat-style messages (NaN when the set has none). */
  chatRate: number;
  intentScores: IntentScore[];
  intentMisses: IntentMiss[];
  failing: FailingSuggestion[];
}

/** What is measured: the engine's suggestions and the intent it read. */
export type PhrasingSystem = (
  message: string,
  context: PhrasingCase['context'],
) => { suggestions: PhrasingSuggestions; intent: PhrasingIntent };

const rate = (passed: number, total: number) => (total === 0 ? Number.NaN : passed / total);

export function evaluatePhrasing(
  system: PhrasingSystem,
  set: readonly PhrasingCase[],
): PhrasingEvaluation {
  const verdicts: { item: PhrasingCase; verdict: Verdict }[] = [];
  const intentMisses: IntentMiss[] = [];
  const predictedBy = new Map<string, PhrasingIntent>();
  for (const item of set) {
    const { suggestions, intent } = system(item.message, item.context);
    predictedBy.set(item.id, intent);
    if (intent !== item.intent) {
      intentMisses.push({
        id: item.id,
        expected: item.intent,
        predicted: intent,
        message: item.message,
      });
    }
    for (const verdict of judgeSuggestions(item, suggestions)) verdicts.push({ item, verdict });
  }
  const passes = (list: typeof verdicts) =>
    list.filter(({ verdict }) => verdict.failures.length === 0).length;
  const ruleRates = Object.fromEntries(
    JUDGE_RULES.map((rule) => [
      rule,
      rate(
        verdicts.filter(({ verdict }) => !verdict.failures.some((failure) => failure.rule === rule))
          .length,
        verdicts.length,
      ),
    ]),
  ) as Record<JudgeRule, number>;
  const intentRates = Object.fromEntries(
    PHRASING_INTENTS.map((intent) => {
      const of = verdicts.filter(({ item }) => item.intent === intent);
      return [intent, rate(passes(of), of.length)];
    }),
  ) as Record<PhrasingIntent, number>;
  const chat = verdicts.filter(({ item }) => item.chat);
  const intentScores = PHRASING_INTENTS.map((intent) => {
    const tp = set.filter(
      (item) => item.intent === intent && predictedBy.get(item.id) === intent,
    ).length;
    const fp = set.filter(
      (item) => item.intent !== intent && predictedBy.get(item.id) === intent,
    ).length;
    const fn = set.filter(
      (item) => item.intent === intent && predictedBy.get(item.id) !== intent,
    ).length;
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { intent, precision, recall, f1, support: tp + fn };
  });
  return {
    items: set.length,
    suggestions: verdicts.length,
    passRate: rate(passes(verdicts), verdicts.length),
    ruleRates,
    intentRates,
    chatRate: rate(passes(chat), chat.length),
    intentScores,
    intentMisses,
    failing: verdicts
      .filter(({ verdict }) => verdict.failures.length > 0)
      .map(({ item, verdict }) => ({ id: item.id, intent: item.intent, verdict })),
  };
}

const pct = (value: number) =>
  Number.isNaN(value) ? '   –  ' : `${(value * 100).toFixed(1).padStart(5)}%`;

/** A plain-text report of an evaluation; `listFailures` adds every failing suggestion. */
export function formatPhrasingReport(
  title: string,
  evaluation: PhrasingEvaluation,
  listFailures = true,
): string {
  const lines = [
    `${title}: ${evaluation.items} messages, ${evaluation.suggestions} suggestions — ${pct(evaluation.passRate)} pass every rule`,
    '',
    `${'intent'.padEnd(10)} precision  recall     F1  support  suggestions passing`,
    ...evaluation.intentScores.map(
      (score) =>
        `${score.intent.padEnd(10)} ${score.precision.toFixed(3).padStart(9)} ${score.recall.toFixed(3).padStart(7)} ${score.f1.toFixed(3).padStart(6)} ${String(score.support).padStart(8)}  ${pct(evaluation.intentRates[score.intent])}`,
    ),
    `${'chat-style'.padEnd(10)} ${''.padStart(34)}  ${pct(evaluation.chatRate)}`,
    '',
    `rule pass rates: ${JUDGE_RULES.map((rule) => `${rule} ${pct(evaluation.ruleRates[rule]).trim()}`).join(', ')}`,
  ];
  if (evaluation.intentMisses.length > 0) {
    lines.push('', 'intent misses (expected → predicted):');
    for (const miss of evaluation.intentMisses) {
      lines.push(`  ${miss.id} ${miss.expected} → ${miss.predicted}: ${miss.message}`);
    }
  }
  if (listFailures && evaluation.failing.length > 0) {
    lines.push('', 'failing suggestions:');
    for (const { id, intent, verdict } of evaluation.failing) {
      const why = verdict.failures
        .map((failure) => `${failure.rule}: ${failure.reason}`)
        .join('; ');
      lines.push(`  ${id} [${intent}] ${verdict.style} — ${why}`, `      ${verdict.text}`);
    }
  }
  return lines.join('\n');
}
