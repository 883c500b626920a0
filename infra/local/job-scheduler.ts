/**
 * The local stand-in for EventBridge Scheduler (docs/product.md#weeks-and-time-zones): runs
 * each scheduled job of functions/jobs/job-schedules.ts in-process, at the same wall-clock time in
 * the same time zone (croner follows daylight saving time), with the same input as the cloud's
 * schedule. `protect` skips a run while the previous one of that schedule is still going; a failed
 * run is logged (the dead-letter queue's job in the cloud).
 */
import { Cron } from 'croner';
import {
  JOB_SCHEDULES,
  cronPattern,
  type JobSchedule,
  type ScheduledJobName,
} from '../../functions/jobs/job-schedules';
import { logger } from '../../functions/lib/logger';

/** A job's handler: the same function the job's Lambda exports. */
export type JobHandler = (input: JobSchedule['input']) => Promise<unknown>;

/**
 * Starts every schedule whose job has a handler; answers a function that stops them all.
 * `schedules` defaults to every schedule of every job.
 */
export function startJobScheduler(
  handlers: Partial<Record<ScheduledJobName, JobHandler>>,
  schedules: readonly JobSchedule[] = JOB_SCHEDULES,
): { stop(): void; jobs: Cron[] } {
  const jobs = schedules.flatMap((schedule) => {
    const handler = handlers[schedule.job];
    if (!handler) return [];
    return [
      new Cron(
        cronPattern(schedule),
        {
          name: schedule.name,
          timezone: schedule.timeZone,
          protect: true,
          catch: (error) =>
            logger.error('Scheduled job failed', { schedule: schedule.name, error: String(error) }),
        },
        async () => {
          await handler(schedule.input);
        },
      ),
    ];
  });
  return {
    jobs,
    stop() {
      for (const job of jobs) job.stop();
    },
  };
}
