import { describe, expect, it } from 'vitest';
import {
  OUTBOX_SWEEP_SCHEDULE,
  SLACK_NUDGES_SCHEDULE,
  WEEKLY_ROLLOVER_SCHEDULES,
} from '../../functions/jobs/job-schedules';
import { startJobScheduler } from './job-scheduler';

describe('the local job scheduler', () => {
  it('runs the weekly rollover at 00:05 on Mondays in each zone, DST included', () => {
    const scheduler = startJobScheduler({ weeklyRollover: async () => undefined });
    try {
      const byName = new Map(scheduler.jobs.map((job) => [job.name, job]));
      const at = (zone: string, from: string) =>
        byName
          .get(WEEKLY_ROLLOVER_SCHEDULES.find((s) => s.timeZone === zone)!.name)!
          .nextRun(new Date(from))
          ?.toISOString();
      expect(scheduler.jobs).toHaveLength(13);
      // Los Angeles: PDT (UTC-7) before 2 November 2025, PST (UTC-8) after.
      expect(at('America/Los_Angeles', '2025-10-28T00:00:00Z')).toBe('2025-11-03T08:05:00.000Z');
      expect(at('America/Los_Angeles', '2025-10-20T00:00:00Z')).toBe('2025-10-20T07:05:00.000Z');
      // London: BST (UTC+1) from 30 March 2025, GMT again from 26 October.
      expect(at('Europe/London', '2025-03-25T00:00:00Z')).toBe('2025-03-30T23:05:00.000Z');
      expect(at('Europe/London', '2025-10-28T00:00:00Z')).toBe('2025-11-03T00:05:00.000Z');
      // Kolkata: UTC+5:30, so Sunday 18:35 UTC.
      expect(at('Asia/Kolkata', '2025-10-28T00:00:00Z')).toBe('2025-11-02T18:35:00.000Z');
    } finally {
      scheduler.stop();
    }
  });

  it('runs the classification sweep every 10 minutes', () => {
    const scheduler = startJobScheduler({ outboxSweep: async () => undefined });
    try {
      expect(scheduler.jobs.map((job) => job.name)).toEqual([OUTBOX_SWEEP_SCHEDULE.name]);
      const [sweep] = scheduler.jobs;
      expect(
        sweep!.nextRuns(3, new Date('2026-03-02T10:04:30Z')).map((run) => run.toISOString()),
      ).toEqual([
        '2026-03-02T10:10:00.000Z',
        '2026-03-02T10:20:00.000Z',
        '2026-03-02T10:30:00.000Z',
      ]);
    } finally {
      scheduler.stop();
    }
  });

  it('runs the Slack nudges every 30 minutes, on the hour and the half hour UTC', () => {
    const scheduler = startJobScheduler({ slackNudges: async () => undefined });
    try {
      expect(scheduler.jobs.map((job) => job.name)).toEqual([SLACK_NUDGES_SCHEDULE.name]);
      const job = scheduler.jobs[0]!;
      expect(job.nextRun(new Date('2026-11-24T10:05:00Z'))?.toISOString()).toBe(
        '2026-11-24T10:30:00.000Z',
      );
      expect(job.nextRun(new Date('2026-11-24T10:30:00Z'))?.toISOString()).toBe(
        '2026-11-24T11:00:00.000Z',
      );
    } finally {
      scheduler.stop();
    }
  });

  it('skips schedules whose job has no handler', () => {
    const scheduler = startJobScheduler({});
    expect(scheduler.jobs).toEqual([]);
    scheduler.stop();
  });
});
