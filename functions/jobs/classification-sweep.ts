/**
 * The classification sweep job (issue 'Coaching intelligence' item 4, the outbox of 'note saved'):
 * EventBridge Scheduler invokes it every 10 minutes (functions/jobs/job-schedules.ts); locally the
 * in-process scheduler does. It publishes 'note saved' again for every note still owed its
 * classification 5 minutes after its write (functions/lib/events/classification-sweep.ts). A
 * failure to read the outbox throws, so the invocation is retried and then sent to the jobs'
 * dead-letter queue; a note whose event still cannot be published stays pending for the next run.
 */
import { logger } from '../lib/logger';
import { sweepPendingClassifications, type SweepResult } from '../lib/events/classification-sweep';

/** Sweeps the outbox as of `now`; answers how many events were published again. */
export async function handler(_event?: unknown, now = new Date()): Promise<SweepResult> {
  const startedAt = performance.now();
  const result = await sweepPendingClassifications(now);
  logger.info('classification sweep', {
    ...result,
    durationMs: Math.round(performance.now() - startedAt),
  });
  return result;
}
