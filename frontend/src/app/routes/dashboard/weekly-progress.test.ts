import { describe, expect, it } from 'vitest';
import type { Meeting } from '@shared/contract/schemas/meeting';
import { weeklyProgress } from './weekly-progress';

const meeting = (scheduledTime: string, status: Meeting['status']): Meeting => ({
  id: `dr-X-${scheduledTime.slice(0, 10).replaceAll('-', '')}`,
  title: '1:1 with X',
  scheduledTime,
  localDate: scheduledTime.slice(0, 10),
  status,
  directReportId: 'X',
  bossId: null,
  personName: 'X',
  meetingFrequency: 'weekly',
});

describe('weeklyProgress (spec §9 Progress)', () => {
  const now = new Date('2026-11-18T12:00:00Z');

  it('counts completed and past meetings as done', () => {
    const result = weeklyProgress(
      [
        meeting('2026-11-16T10:00:00Z', 'completed'),
        meeting('2026-11-18T11:00:00Z', 'scheduled'),
        meeting('2026-11-20T10:00:00Z', 'scheduled'),
      ],
      now,
    );
    expect(result).toEqual({ done: 2, scheduled: 3, percent: (2 / 3) * 100 });
  });

  it('is 0 with nothing scheduled and never above 100', () => {
    expect(weeklyProgress([], now).percent).toBe(0);
    expect(weeklyProgress([meeting('2026-11-16T10:00:00Z', 'completed')], now).percent).toBe(100);
  });
});
