/**
 * `npm run eval:phrasing`: the builtin 'Help me say it' on its labelled corpus
 * (functions/lib/ai/builtin/phrasing-corpus/): intent precision, recall and F1 per intent and the
 * confusion of each miss, the judge's pass rate per rule, per intent and for chat-style input on
 * the development and held-out halves, and the failing suggestions. Exits 1 when the held-out half
 * falls below the bar (PHRASING_BAR: 90% of suggestions passing every rule, every intent 80%).
 */
import { pathToFileURL } from 'node:url';
import {
  evaluatePhrasing,
  formatPhrasingReport,
  type PhrasingEvaluation,
} from '../functions/lib/ai/builtin/evaluate-phrasing';
import { phraseMessage } from '../functions/lib/ai/builtin/phrasing';
import { DEVELOPMENT_SET, HELD_OUT_SET } from '../functions/lib/ai/builtin/phrasing-corpus';
import type { PhrasingSystem } from '../functions/lib/ai/builtin/evaluate-phrasing';

/** The goal on the held-out half: share of suggestions passing, and the least for any intent. */
export const PHRASING_BAR = { overall: 0.9, perIntent: 0.8 } as const;

const builtin: PhrasingSystem = (message, context) => {
  const { suggestions, understanding } = phraseMessage(message, context);
  return { suggestions, intent: understanding.intent };
};

/** Whether an evaluation meets the bar. */
export function meetsBar(evaluation: PhrasingEvaluation, bar = PHRASING_BAR): boolean {
  return (
    evaluation.passRate >= bar.overall &&
    Object.values(evaluation.intentRates).every((value) => value >= bar.perIntent)
  );
}

/** Evaluates both halves, prints the report with `out`, and answers whether held-out meets the bar. */
export function runPhrasingEval(out: (line: string) => void): boolean {
  const development = evaluatePhrasing(builtin, DEVELOPMENT_SET);
  out(formatPhrasingReport('builtin — development', development));
  out('');
  const heldOut = evaluatePhrasing(builtin, HELD_OUT_SET);
  out(formatPhrasingReport('builtin — held-out', heldOut));
  return meetsBar(heldOut);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = runPhrasingEval((line) => process.stdout.write(`${line}\n`));
  if (!ok) {
    process.stderr.write(
      `Held-out below the bar (${PHRASING_BAR.overall * 100}% overall, ${PHRASING_BAR.perIntent * 100}% per intent)\n`,
    );
    process.exitCode = 1;
  }
}
