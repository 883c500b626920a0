/**
 * When the scheduled jobs run (issue 'The weekly picture and nudges' item 6; the hourly calendar
 * sync, issue 10 item 3): one definition read
 * by the CDK app (EventBridge Scheduler schedules, infra/lib/jobs.ts) and by the local stack
 * (croner, infra/local/job-scheduler.ts), so both run a job at the same wall-clock time in the
 * same zone with the same input.
 */
import { TIME_ZONES } from '../../shared/domain/constants';

/** The scheduled jobs: name → handler module, relative to the repository root. */
export const SCHEDULED_JOBS = {
  weeklyRollover: 'functions/jobs/weekly-rollover.ts',
  calendarSync: 'functions/jobs/calendar-sync.ts',
} as const;

export type ScheduledJobName = keyof typeof SCHEDULED_JOBS;

/** A recurring wall-clock time in an IANA time zone (daylight saving time followed). */
export interface JobSchedule {
  /** Unique, kebab-case: the schedule's name in the cloud. */
  readonly name: string;
  readonly job: ScheduledJobName;
  readonly minute: number;
  /** null: every hour. */
  readonly hour: number | null;
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

/**
 * The calendar sync: every hour at minute 20 (away from the rollover's 00:05), for every user with
 * Google Calendar connected (functions/jobs/calendar-sync.ts).
 */
export const CALENDAR_SYNC_SCHEDULES: readonly JobSchedule[] = [
  {
    name: 'calendar-sync-hourly',
    job: 'calendarSync',
    minute: 20,
    hour: null,
    mondaysOnly: false,
    timeZone: 'UTC',
    input: {},
  },
];

/** Every schedule of every job. */
export const JOB_SCHEDULES: readonly JobSchedule[] = [
  ...WEEKLY_ROLLOVER_SCHEDULES,
  ...CALENDAR_SYNC_SCHEDULES,
];

/** The schedule as a five-field cron pattern (minute hour day month weekday), as croner reads it. */
export function cronPattern(schedule: JobSchedule): string {
  return `${schedule.minute} ${schedule.hour ?? '*'} * * ${schedule.mondaysOnly ? '1' : '*'}`;
}
