/**
 * The dashboard shown when its read fails (docs/product.md#error-catalogue 'Dashboard load failure:
 * logged; empty data with defaults shown'): this week in the user's zone with every list empty,
 * every count 0 and teamEngagement at its defaults ('low', 'Keep up your 1:1 cadence to improve
 * engagement.').
 */
import type { Dashboard } from '@shared/contract/schemas/dashboard';
import { dailyReflectionFor } from '@shared/domain/daily-reflection';
import { DEFAULT_ENGAGEMENT_SUMMARY } from '@shared/domain/nudge-kinds';
import { localDateIn, weekRange, weekStartOf } from '@shared/domain/week';

const noMoments = { total: 0, aiInferred: 0, manual: 0 };

/** An empty dashboard for the week of `now` in `timeZone` (today's question is the user's). */
export function emptyDashboard(now: Date, timeZone: string, userId: string): Dashboard {
  const week = weekRange(now, timeZone);
  return {
    weekStart: week.start.toISOString(),
    weekEnd: week.end.toISOString(),
    weekStartDate: weekStartOf(now, timeZone),
    timeZone,
    now: now.toISOString(),
    upcomingMeetings: [],
    weeklyOneOnOnes: [],
    recentInsights: [],
    directReports: [],
    todaysNudges: [],
    weeklyProgress: {
      oneOnOnesCompleted: 0,
      oneOnOnesScheduled: 0,
      notesLogged: 0,
      insightsActedOn: 0,
      commitmentsKept: 0,
    },
    unmatchedMeetingsCount: 0,
    achievements: { oneOnOnesCompleted: 0, feedbackGiven: 0, coachingSessions: 0 },
    teamEngagement: { score: 0, status: 'low', summary: DEFAULT_ENGAGEMENT_SUMMARY },
    feedback: { feedbackGiven: noMoments, feedbackAsked: noMoments, recognition: noMoments },
    dailyReflection: dailyReflectionFor(userId, localDateIn(now, timeZone)),
    nudgeBanner: null,
  };
}
