/** Placeholder while the dashboard is built: the payload of a new user. */
import type { Dashboard } from '../../../shared/contract';
import { DEFAULT_ENGAGEMENT_SUMMARY } from '../../../shared/domain/nudge-kinds';
import { weekRange } from '../../../shared/domain/schedule';
import { weekStartOf, localDateIn } from '../../../shared/domain/moments';

const zeroStat = { total: 0, aiInferred: 0, manual: 0 };

export function emptyDashboard(now: Date, timeZone: string, _userId: string): Dashboard {
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
    },
    achievements: { oneOnOnesCompleted: 0, feedbackGiven: 0, coachingSessions: 0 },
    teamEngagement: { score: 0, status: 'low', summary: DEFAULT_ENGAGEMENT_SUMMARY },
    feedback: { feedbackGiven: zeroStat, feedbackAsked: zeroStat, recognition: zeroStat },
    dailyReflection: {
      id: 'q01',
      text: 'What is one thing you want to do differently this week?',
      localDate: localDateIn(now, timeZone),
    },
  };
}
