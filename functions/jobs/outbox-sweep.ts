/**
 * The outbox sweep job (docs/product.md#moments-inferred-from-notes, #where-the-moments-show):
 * EventBridge Scheduler invokes it every 10 minutes (functions/jobs/job-schedules.ts); locally the
 * in-process scheduler does. It finishes the work writes left owed in the outbox index (gsi3), with
 * no transaction:
 *
 * - a note still owed its classification 5 minutes after its write lost its 'note saved' event:
 *   the event is published again (functions/lib/events/classification-sweep.ts);
 * - a week whose feedback given / recognition by hand changed: the change is copied to the
 *   person's latest item (functions/lib/moments/manual-latest.ts).
 *
 * A failure throws, so the invocation is retried and then sent to the jobs' dead-letter queue;
 * whatever is left stays in the outbox for the next run.
 */
import { logger } from '../lib/logger';
import { sweepPendingClassifications, type SweepResult } from '../lib/events/classification-sweep';
import { copyManualMoments } from '../lib/moments/manual-latest';

export interface OutboxSweepResult extends SweepResult {
  /** Weeks whose moments by hand were copied to the latest items. */
  weeksCopied: number;
}

/** Sweeps the outbox as of `now` (tests pass a fixed time; the Lambda's `handler`, the current). */
export async function runOutboxSweep(now = new Date()): Promise<OutboxSweepResult> {
  const startedAt = performance.now();
  const result = {
    ...(await sweepPendingClassifications(now)),
    weeksCopied: await copyManualMoments(),
  };
  logger.info('outbox sweep', {
    ...result,
    durationMs: Math.round(performance.now() - startedAt),
  });
  return result;
}

/** The Lambda entry: Lambda passes `(event, context)`, so the time is taken here. */
export function handler(): Promise<OutboxSweepResult> {
  return runOutboxSweep(new Date());
}
