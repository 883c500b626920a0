/**
 * The Slack nudge job (docs/product.md#slack-nudges): EventBridge Scheduler invokes it every 30
 * minutes (functions/jobs/job-schedules.ts, SLACK_NUDGES_SCHEDULE); locally the in-process
 * scheduler calls it the same way. It sends every Slack-connected user whose nudge slot has come
 * their nudges by DM (functions/lib/slack-nudges/send-slack-nudges.ts), at most once per user and
 * slot even when two runs overlap. It stops starting on users a minute before the Lambda's time is
 * up (they stay due for the next run). A user's failure is logged and counted; only a failure of
 * the run itself (the index Query) throws, so the invocation is retried and then sent to the jobs'
 * DLQ.
 */
import { logger } from '../lib/logger';
import { sendSlackNudges, type NudgeRun } from '../lib/slack-nudges/send-slack-nudges';

/** Time kept back for the user in progress (two Slack calls, a Retry-After wait), ms. */
export const STOP_MARGIN_MS = 60_000;

/** What the job needs of the Lambda context. */
export interface JobContext {
  getRemainingTimeInMillis(): number;
}

/** One run at `now` (tests inject it); `context` bounds it by the Lambda's remaining time. */
export async function runSlackNudges(now: Date, context?: JobContext): Promise<NudgeRun> {
  const startedAt = performance.now();
  const run = await sendSlackNudges(now, {
    ...(context ? { hasTimeLeft: () => context.getRemainingTimeInMillis() > STOP_MARGIN_MS } : {}),
  });
  logger.info('slack nudges', { ...run, durationMs: Math.round(performance.now() - startedAt) });
  return run;
}

/** The Lambda handler: the event carries nothing the run needs; the run's instant is now. */
export function handler(_event: unknown, context?: JobContext): Promise<NudgeRun> {
  return runSlackNudges(new Date(), context);
}
