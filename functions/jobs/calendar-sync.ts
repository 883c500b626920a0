/**
 * The hourly calendar sync job (docs/product.md#calendar-sync-and-11-detection): EventBridge
 * Scheduler invokes it every hour (functions/jobs/job-schedules.ts); locally the in-process
 * scheduler calls it the same way. It syncs every user with Google Calendar connected
 * (calendar-sync/calendar-fan-out.ts: a Query of the integrations' provider index, no Scan). One
 * user's failure (a revoked grant, Google failing) is logged and the others still sync; only a
 * failure to list the users throws, so the invocation is retried and then sent to the jobs'
 * dead-letter queue.
 */
import { syncConnectedCalendars, type CalendarFanOut } from '../lib/calendar-sync/calendar-fan-out';
import { logger } from '../lib/logger';

export async function handler(_event: unknown, now = new Date()): Promise<CalendarFanOut> {
  const startedAt = performance.now();
  const result = await syncConnectedCalendars(now);
  logger.info('calendar sync job', {
    ...result,
    durationMs: Math.round(performance.now() - startedAt),
  });
  return result;
}
