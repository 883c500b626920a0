import { describe, expect, it } from 'vitest';
import { dashboardSchema } from '@shared/contract/schemas/dashboard';
import { dailyReflectionFor } from '@shared/domain/daily-reflection';
import { emptyDashboard } from './dashboard-defaults';

describe('the dashboard’s defaults on a failed read (docs/product.md#error-catalogue)', () => {
  it('is a valid payload of this week with empty lists, zero counts and low engagement', () => {
    const now = new Date('2026-11-18T12:00:00Z');
    const empty = dashboardSchema.parse(emptyDashboard(now, 'America/New_York', 'user_1'));
    expect(empty.weekStartDate).toBe('2026-11-16');
    expect(empty.weekStart).toBe('2026-11-16T05:00:00.000Z');
    expect(empty.directReports).toEqual([]);
    expect(empty.todaysNudges).toEqual([]);
    expect(empty.weeklyProgress.notesLogged).toBe(0);
    expect(empty.dailyReflection).toEqual(dailyReflectionFor('user_1', '2026-11-18'));
    expect(empty.teamEngagement).toEqual({
      score: 0,
      status: 'low',
      summary: 'Keep up your 1:1 cadence to improve engagement.',
    });
  });
});
