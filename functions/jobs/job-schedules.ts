/**
 * When the scheduled jobs run (docs/product.md#weeks-and-time-zones; the hourly calendar
 * sync, docs/product.md#calendar-sync-and-11-detection): one definition read
 * by the CDK app (EventBridge Scheduler schedules, infra/lib/jobs.ts) and by the local stack
 * (croner, infra/local/job-scheduler.ts), so both run a job at the same wall-clock time in the
 * same zone with the same input.
 */
import { TIME_ZONES } from '../../shared/domain/constants';
import type { IntegrationProvider } from '../../shared/domain/integrations';

/** The scheduled jobs: name → handler module, relative to the repository root. */
export const SCHEDULED_JOBS = {
  weeklyRollover: 'functions/jobs/weekly-rollover.ts',
  outboxSweep: 'functions/jobs/outbox-sweep.ts',
  slackNudges: 'functions/jobs/slack-nudges.ts',
  calendarSync: 'functions/jobs/calendar-sync.ts',
} as const;

export type ScheduledJobName = keyof typeof SCHEDULED_JOBS;

/**
 * The provider whose stored tokens a job uses (decrypts): its SDK ships beside the job's bundle,
 * and its function may decrypt integration tokens (infra/lib/jobs.ts).
 */
export const JOB_PROVIDERS: Readonly<Partial<Record<ScheduledJobName, IntegrationProvider>>> = {
  slackNudges: 'slack',
  calendarSync: 'google',
};

/** A recurring wall-clock time in an IANA time zone (daylight saving time followed). */
export interface JobSchedule {
  /** Unique, kebab-case: the schedule's name in the cloud. */
  readonly name: string;
  readonly job: ScheduledJobName;
  /** The cron minute field: a minute ('5') or a list ('0,30'), as both EventBridge and croner read it. */
  readonly minute: string;
  /** The cron hour field: an hour ('0') or every hour ('*'). */
  readonly hour: string;
  /** Runs only on Mondays when set; every day otherwise. */
  readonly mondaysOnly: boolean;
  readonly timeZone: string;
  /** The event the job's handler receives. */
  readonly input: Readonly<Record<string, string>>;
}

/**
 * The Monday rollover: 00:05 on Mondays in each of the 13 time zones of
 * docs/product.md#constants-and-limits.
 */
export const WEEKLY_ROLLOVER_SCHEDULES: readonly JobSchedule[] = TIME_ZONES.map((timeZone) => ({
  name: `weekly-rollover-${timeZone.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  job: 'weeklyRollover',
  minute: '5',
  hour: '0',
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
  minute: Array.from(
    { length: 60 / OUTBOX_SWEEP_MINUTES },
    (_, i) => i * OUTBOX_SWEEP_MINUTES,
  ).join(','),
  hour: '*',
  mondaysOnly: false,
  timeZone: 'UTC',
  input: {},
};

/**
 * The Slack nudges (docs/product.md#slack-nudges): every 30 minutes, on the hour and the half hour
 * UTC, so a 09:00 slot in a zone with a half-hour offset (Asia/Kolkata) is met on time. Which users
 * are due is the job's business (their slots: functions/lib/slack-nudges/).
 */
export const SLACK_NUDGES_SCHEDULE: JobSchedule = {
  name: 'slack-nudges',
  job: 'slackNudges',
  minute: '0,30',
  hour: '*',
  mondaysOnly: false,
  timeZone: 'UTC',
  input: {},
};

/**
 * The calendar sync: every hour at minute 20 (away from the rollover's 00:05), for every user with
 * Google Calendar connected (functions/jobs/calendar-sync.ts).
 */
export const CALENDAR_SYNC_SCHEDULE: JobSchedule = {
  name: 'calendar-sync-hourly',
  job: 'calendarSync',
  minute: '20',
  hour: '*',
  mondaysOnly: false,
  timeZone: 'UTC',
  input: {},
};

/** Every schedule of every job. */
export const JOB_SCHEDULES: readonly JobSchedule[] = [
  ...WEEKLY_ROLLOVER_SCHEDULES,
  OUTBOX_SWEEP_SCHEDULE,
  SLACK_NUDGES_SCHEDULE,
  CALENDAR_SYNC_SCHEDULE,
];

/** The schedule as a five-field cron pattern (minute hour day month weekday), as croner reads it. */
export function cronPattern(schedule: JobSchedule): string {
  return `${schedule.minute} ${schedule.hour ?? '*'} * * ${schedule.mondaysOnly ? '1' : '*'}`;
}

/** The schedule in words (the cloud schedule's description). */
export function describeSchedule(schedule: JobSchedule): string {
  return `${schedule.job} at cron '${cronPattern(schedule)}' in ${schedule.timeZone}`;
}
