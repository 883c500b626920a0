/**
 * When the scheduled jobs run (issue 'The weekly picture and nudges' item 6): one definition read
 * by the CDK app (EventBridge Scheduler schedules, infra/lib/jobs.ts) and by the local stack
 * (croner, infra/local/job-scheduler.ts), so both run a job at the same wall-clock time in the
 * same zone with the same input.
 */
import { TIME_ZONES } from '../../shared/domain/constants';

/** The scheduled jobs: name → handler module, relative to the repository root. */
export const SCHEDULED_JOBS = {
  weeklyRollover: 'functions/jobs/weekly-rollover.ts',
  outboxSweep: 'functions/jobs/outbox-sweep.ts',
} as const;

export type ScheduledJobName = keyof typeof SCHEDULED_JOBS;

/** A recurring wall-clock time in an IANA time zone (daylight saving time followed). */
export interface JobSchedule {
  /** Unique, kebab-case: the schedule's name in the cloud. */
  readonly name: string;
  readonly job: ScheduledJobName;
  /** When set, the job runs every that many minutes of every hour (from :00); minute, hour and mondaysOnly are then unused. */
  readonly everyMinutes?: number;
  readonly minute: number;
  readonly hour: number;
  /** Runs only on Mondays when set; every day otherwise. */
  readonly mondaysOnly: boolean;
  readonly timeZone: string;
  /** The event the job's handler receives. */
  readonly input: Readonly<Record<string, string>>;
}

/** The Monday rollover: 00:05 on Mondays in each of the 13 time zones of spec §9. */
export const WEEKLY_ROLLOVER_SCHEDULES: readonly JobSchedule[] = TIME_ZONES.map((timeZone) => ({
  name: `weekly-rollover-${timeZone.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  job: 'weeklyRollover',
  minute: 5,
  hour: 0,
  mondaysOnly: true,
  timeZone,
  input: { timeZone },
}));

/** Minutes between two classification sweeps (functions/jobs/outbox-sweep.ts). */
export const OUTBOX_SWEEP_MINUTES = 10;

/** The outbox sweep of note classification: every 10 minutes (the zone does not matter). */
export const OUTBOX_SWEEP_SCHEDULE: JobSchedule = {
  name: 'outbox-sweep',
  job: 'outboxSweep',
  everyMinutes: OUTBOX_SWEEP_MINUTES,
  minute: 0,
  hour: 0,
  mondaysOnly: false,
  timeZone: 'UTC',
  input: {},
};

/** Every schedule of every job. */
export const JOB_SCHEDULES: readonly JobSchedule[] = [
  ...WEEKLY_ROLLOVER_SCHEDULES,
  OUTBOX_SWEEP_SCHEDULE,
];

/** The schedule as a five-field cron pattern (minute hour day month weekday), as croner reads it. */
export function cronPattern(schedule: JobSchedule): string {
  if (schedule.everyMinutes) return `*/${schedule.everyMinutes} * * * *`;
  return `${schedule.minute} ${schedule.hour} * * ${schedule.mondaysOnly ? '1' : '*'}`;
}

/** The schedule in words (the cloud schedule's description). */
export function describeSchedule(schedule: JobSchedule): string {
  if (schedule.everyMinutes) return `${schedule.job} every ${schedule.everyMinutes} minutes`;
  const time = `${String(schedule.hour).padStart(2, '0')}:${String(schedule.minute).padStart(2, '0')}`;
  return `${schedule.job} at ${time}${schedule.mondaysOnly ? ' on Mondays' : ''} in ${schedule.timeZone}`;
}
