/**
 * The Monday rollover job (docs/product.md#weeks-and-time-zones): EventBridge Scheduler
 * invokes it at 00:05 on Mondays in each of the 13 time zones with `{ "timeZone": <zone> }`
 * (functions/jobs/job-schedules.ts); locally the in-process scheduler calls it the same way. A
 * failure throws, so the invocation is retried and then sent to the jobs' dead-letter queue.
 */
import * as z from '../../shared/zod';
import { TIME_ZONES } from '../../shared/domain/constants';
import { logger } from '../lib/logger';
import { rolloverTimeZone, type ZoneRollover } from '../lib/rollover/rollover';

const eventSchema = z.object({ timeZone: z.enum(TIME_ZONES) });

/**
 * Rolls the zone's users over as of `now`; answers what it did (null for a malformed event, which
 * is dropped). Tests call it with a fixed `now`; the Lambda's `handler` with the current time.
 */
export async function runWeeklyRollover(
  event: unknown,
  now = new Date(),
): Promise<ZoneRollover | null> {
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) {
    // Retrying cannot fix a malformed event: log it and drop it.
    logger.error('Ignoring a malformed rollover event');
    return null;
  }
  const startedAt = performance.now();
  const result = await rolloverTimeZone(parsed.data.timeZone, now);
  logger.info('weekly rollover', {
    ...result,
    durationMs: Math.round(performance.now() - startedAt),
  });
  return result;
}

/** The Lambda entry: Lambda passes `(event, context)`, so the time is taken here. */
export function handler(event: unknown): Promise<ZoneRollover | null> {
  return runWeeklyRollover(event, new Date());
}
