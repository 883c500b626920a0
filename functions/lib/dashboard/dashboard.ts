/**
 * `GET /api/dashboard` (docs/product.md#dashboard, #entities 'Dashboard payload';
 * docs/product.md#the-weekly-picture, #nudges): the payload built purely from the week's facts
 * (nudges/week-facts.ts), loaded in one round trip (nudges/user-week.ts: the people, the profile
 * and week summaries, the open commitments) — flat from 10 to 10,000 notes — the nudge banner
 * included (dashboard-banner.ts). Item shapes:
 * shared/contract/schemas/dashboard.ts.
 */
import type {
  Dashboard,
  DashboardDirectReport,
  DashboardInsight,
  FeedbackStats,
} from '../../../shared/contract';
import { dailyReflectionFor } from '../../../shared/domain/daily-reflection';
import {
  FEEDBACK_MOMENT_TYPES,
  type FeedbackMomentType,
  type MomentType,
} from '../../../shared/domain/moments';
import { displayName } from '../../../shared/domain/person-name';
import { personLean } from '../people/person-fields';
import { chooseNudges } from '../nudges/nudge-engine';
import {
  meetingsThisWeek,
  momentsThisWeek,
  type FactMoment,
  type FactPerson,
  type WeekFacts,
} from '../nudges/week-facts';
import { dashboardBanner } from './dashboard-banner';
import { loadUserWeek } from '../nudges/user-week';
import { teamEngagement } from './team-engagement';
import { compareCodeUnits } from '../../../shared/domain/code-unit-order';
import { localDateIn } from '../../../shared/domain/week';

/** Insights listed (the newest). */
export const MAX_INSIGHTS = 10;
/** A direct report is 'in touch' with a 1:1 this recently (or one still to come this week). */
const IN_TOUCH_DAYS = 14;

const MOMENT_TEXT: Record<MomentType, (name: string) => string> = {
  feedbackGiven: (name) => `Feedback given to ${name}`,
  feedbackAsked: (name) => `Asked ${name} for feedback`,
  recognition: (name) => `Recognition for ${name}`,
  teamWins: (name) => `Shared a team win with ${name}`,
  prioritiesAligned: (name) => `Aligned on priorities with ${name}`,
  proactiveUpdates: (name) => `Gave ${name} a proactive update`,
};

function insightsOf(facts: WeekFacts, moments: readonly FactMoment[]): DashboardInsight[] {
  const people = new Map<string, FactPerson>(
    [...facts.directReports, ...(facts.boss ? [facts.boss] : [])].map((person) => [
      person.personKey,
      person,
    ]),
  );
  return moments
    .flatMap((moment): DashboardInsight[] => {
      const person = people.get(moment.personKey);
      if (!person) return [];
      const name = displayName(person.tracked.person);
      return [
        {
          id: `${moment.personKey}:${moment.type}:${moment.noteId ? `note#${moment.noteId}` : 'manual'}`,
          type: moment.type,
          source: moment.source,
          directReportId: person.kind === 'directReport' ? person.id : null,
          bossId: person.kind === 'boss' ? person.id : null,
          personName: name,
          noteId: moment.noteId,
          occurredAt: moment.occurredAt,
          text: MOMENT_TEXT[moment.type](person.firstName),
        },
      ];
    })
    .sort((a, b) => compareCodeUnits(b.occurredAt, a.occurredAt) || compareCodeUnits(a.id, b.id));
}

type Stat = FeedbackStats['feedbackGiven'];

/** How many moments the rows stand for (an inferred row counts several). */
const countOf = (moments: readonly FactMoment[]) =>
  moments.reduce((sum, moment) => sum + moment.count, 0);

function feedbackStats(moments: readonly FactMoment[]): Record<FeedbackMomentType, Stat> {
  const stat = (type: FeedbackMomentType): Stat => {
    const ofType = moments.filter((moment) => moment.type === type);
    const total = countOf(ofType);
    const aiInferred = countOf(ofType.filter((moment) => moment.source === 'inferred'));
    return { total, aiInferred, manual: total - aiInferred };
  };
  return {
    feedbackGiven: stat('feedbackGiven'),
    feedbackAsked: stat('feedbackAsked'),
    recognition: stat('recognition'),
  };
}

function directReportRow(
  facts: WeekFacts,
  person: FactPerson,
  moments: readonly FactMoment[],
): DashboardDirectReport {
  const own = moments.filter((moment) => moment.personKey === person.personKey);
  const count = (type: FeedbackMomentType, source?: FactMoment['source']) =>
    countOf(own.filter((moment) => moment.type === type && (!source || moment.source === source)));
  const flags = Object.fromEntries(
    FEEDBACK_MOMENT_TYPES.map((type) => [type, count(type) > 0]),
  ) as Record<FeedbackMomentType, boolean>;
  const aiInferred = Object.fromEntries(
    FEEDBACK_MOMENT_TYPES.map((type) => [type, count(type, 'inferred')]),
  ) as Record<FeedbackMomentType, number>;
  return {
    ...personLean(person.tracked.person, person.id),
    ...flags,
    aiInferred,
    notesThisWeek: facts.notesThisWeek[person.personKey] ?? 0,
    nextOneOnOneAt: person.next?.scheduledTime ?? null,
  };
}

/** Whether the person had a 1:1 in the last 14 days or has one still to come this week. */
function inTouch(facts: WeekFacts, person: FactPerson): boolean {
  const from = new Date(facts.now.getTime() - IN_TOUCH_DAYS * 86_400_000);
  return person.meetings.between({ from, to: facts.week.end }).length > 0;
}

/** The dashboard of the week in `facts` (pure). */
export function buildDashboard(facts: WeekFacts, userId: string): Dashboard {
  const now = facts.now.getTime();
  const moments = momentsThisWeek(facts);
  const weekly = meetingsThisWeek(facts, 'directReport');
  const completed = weekly.filter((meeting) => new Date(meeting.scheduledTime).getTime() <= now);
  const directReports = facts.directReports.map((person) =>
    directReportRow(facts, person, moments),
  );
  const insights = insightsOf(facts, facts.shownMoments);
  const known = new Set(
    [...facts.directReports, ...(facts.boss ? [facts.boss] : [])].map((person) => person.personKey),
  );
  const feedback = feedbackStats(
    moments.filter((moment) => facts.directReports.some((p) => p.personKey === moment.personKey)),
  );
  const notesLogged = directReports.reduce((sum, row) => sum + row.notesThisWeek, 0);
  return {
    weekStart: facts.week.start.toISOString(),
    weekEnd: facts.week.end.toISOString(),
    weekStartDate: facts.weekStart,
    timeZone: facts.timeZone,
    now: facts.now.toISOString(),
    upcomingMeetings: weekly.filter((meeting) => new Date(meeting.scheduledTime).getTime() > now),
    weeklyOneOnOnes: weekly,
    recentInsights: insights.slice(0, MAX_INSIGHTS),
    directReports,
    todaysNudges: chooseNudges(facts, { kind: 'team' }),
    weeklyProgress: {
      oneOnOnesCompleted: completed.length,
      oneOnOnesScheduled: weekly.length,
      notesLogged,
      insightsActedOn: countOf(moments.filter((moment) => known.has(moment.personKey))),
      commitmentsKept: facts.commitmentsKept,
    },
    unmatchedMeetingsCount: facts.unmatchedMeetingsCount,
    achievements: {
      oneOnOnesCompleted: completed.length,
      feedbackGiven: feedback.feedbackGiven.total,
      coachingSessions: completed.filter((meeting) => meeting.hasReflection).length,
    },
    teamEngagement: teamEngagement({
      people: facts.directReports.length,
      inTouch: facts.directReports.filter((person) => inTouch(facts, person)).length,
      noted: directReports.filter((row) => row.notesThisWeek > 0).length,
      withMoments: directReports.filter(
        (row) => row.feedbackGiven || row.feedbackAsked || row.recognition,
      ).length,
    }),
    feedback,
    dailyReflection: dailyReflectionFor(userId, localDateIn(facts.now, facts.timeZone)),
    nudgeBanner: dashboardBanner(facts, { feedback, weeklyOneOnOnes: weekly }),
  };
}

/**
 * The dashboard of the user's current week: the two calls of the week and the open commitments'
 * Query, sent together (nudges/user-week.ts).
 */
export async function dashboard(userId: string, now = new Date()): Promise<Dashboard> {
  return buildDashboard(await loadUserWeek(userId, now, { commitments: true }), userId);
}
