/**
 * `GET /api/dashboard` (docs/product.md#dashboard, #entities 'Dashboard payload';
 * docs/product.md#the-weekly-picture, #nudges): the Lead-mode dashboard in one read. Every week is
 * Monday 00:00 to Monday 00:00 in the user's time zone (Preferences → Time Zone), computed when
 * read. Counts are of the current week unless said otherwise. A new user gets every list empty,
 * every count 0 and teamEngagement `{ score: 0, status: 'low', summary: 'Keep up your 1:1 cadence
 * to improve engagement.' }`.
 */
import * as z from '../../zod';
import { MOMENT_TYPES } from '../../domain/moments';
import { ENGAGEMENT_STATUSES } from '../../domain/nudge-kinds';
import { timestamp } from './common';
import { meetingNoteFlagsSchema, meetingSchema } from './meeting';
import { feedbackCountsSchema, feedbackFlagsSchema, feedbackStatsSchema } from './moments';
import { personLeanSchema } from './person';
import { bannerNudgeSchema, nudgeSchema } from './nudge';
import { dailyReflectionSchema } from './daily-reflection';

const nonNegative = z.int().check(z.gte(0));

/** A 1:1 of the week with its note flags (`hasAgenda`, `hasReflection`). */
export const dashboardMeetingSchema = z.extend(meetingSchema, meetingNoteFlagsSchema.shape);
export type DashboardMeeting = z.infer<typeof dashboardMeetingSchema>;

/**
 * An active direct report with this week's picture: the dot row (`feedbackGiven`,
 * `feedbackAsked`, `recognition`: true when inferred from a note or captured by hand this week),
 * how many of those were inferred, notes written about them this week, and their next 1:1.
 */
export const dashboardDirectReportSchema = z.extend(personLeanSchema, {
  ...feedbackFlagsSchema.shape,
  aiInferred: feedbackCountsSchema,
  /** Notes about this person this week (general notes by creation week, meeting notes by their 1:1's week). */
  notesThisWeek: nonNegative,
  /** The next 1:1 after now (ISO 8601 UTC), or null without a schedule. */
  nextOneOnOneAt: z.nullable(timestamp),
});
export type DashboardDirectReport = z.infer<typeof dashboardDirectReportSchema>;

/**
 * A moment of this week, newest first: something the manager did with a person, inferred from a
 * note (`source: 'inferred'`, `noteId` set) or captured by hand (`'manual'`).
 */
export const dashboardInsightSchema = z.object({
  /** Stable: `<personKey>:<type>:<sourceKey>`. */
  id: z.string(),
  type: z.enum(MOMENT_TYPES),
  source: z.enum(['inferred', 'manual']),
  directReportId: z.nullable(z.string()),
  bossId: z.nullable(z.string()),
  personName: z.string(),
  /** The note it was inferred from; null when captured by hand. */
  noteId: z.nullable(z.string()),
  /** When it happened: the note's last save or the capture (ISO 8601 UTC). */
  occurredAt: timestamp,
  /** A sentence to show, e.g. 'Recognition for Sam'. */
  text: z.string(),
});
export type DashboardInsight = z.infer<typeof dashboardInsightSchema>;

export const dashboardSchema = z.object({
  /** Monday 00:00 in the user's zone (ISO 8601 UTC). */
  weekStart: timestamp,
  /** The next Monday 00:00 in the user's zone (ISO 8601 UTC, exclusive). */
  weekEnd: timestamp,
  /** This week's Monday as 'YYYY-MM-DD' (the `weekStart` of the manage-up and moments routes). */
  weekStartDate: z.string(),
  timeZone: z.string(),
  /** When it was computed (ISO 8601 UTC): statuses and 'upcoming' are relative to it. */
  now: timestamp,
  /**
   * 1:1s with direct reports from now to the end of the week, ascending
   * (docs/product.md#states-and-transitions).
   */
  upcomingMeetings: z.array(dashboardMeetingSchema),
  /** Every 1:1 with a direct report this week, ascending; completed ones have status 'completed'. */
  weeklyOneOnOnes: z.array(dashboardMeetingSchema),
  /** This week's moments, newest first, at most 10. */
  recentInsights: z.array(dashboardInsightSchema),
  /** Active direct reports, oldest first, each with their dot row. */
  directReports: z.array(dashboardDirectReportSchema),
  /** At most 3 nudges, most urgent first, each with its action. */
  todaysNudges: z.array(nudgeSchema),
  weeklyProgress: z.object({
    /**
     * 1:1s with direct reports this week that are done (completed or in the past,
     * docs/product.md#states-and-transitions).
     */
    oneOnOnesCompleted: nonNegative,
    /** All 1:1s with direct reports this week. */
    oneOnOnesScheduled: nonNegative,
    /**
     * Notes about active direct reports this week (the 'Notes & reflections' ring,
     * docs/product.md#constants-and-limits).
     */
    notesLogged: nonNegative,
    /** Moments recorded this week, any person and type (= the length of this week's insights). */
    insightsActedOn: nonNegative,
    /**
     * Commitments ticked done this week (the user's zone) and not reopened since, each once
     * (docs/product.md#the-weekly-picture).
     */
    commitmentsKept: nonNegative,
  }),
  /**
   * Calendar 1:1 partners of the last sync matching none of the user's people, archived ones
   * included (docs/product.md#entities 'Calendar integration', #states-and-transitions
   * 'New-meetings notice'); 0 without a calendar.
   */
  unmatchedMeetingsCount: nonNegative,
  achievements: z.object({
    /** Same as weeklyProgress.oneOnOnesCompleted. */
    oneOnOnesCompleted: nonNegative,
    /** Feedback given this week (moments, inferred and by hand). */
    feedbackGiven: nonNegative,
    /** Completed 1:1s of this week with a reflection written. */
    coachingSessions: nonNegative,
  }),
  /**
   * 0–100 (functions/lib/dashboard/team-engagement.ts): 40 × cadence (share of direct reports
   * with a 1:1 in the last 14 days or still to come this week) + 30 × notes (share with a note
   * this week) + 30 × moments (share with feedback or recognition this week), rounded. Status:
   * 'high' from 70, 'medium' from 40, else 'low'; with no direct reports 0, 'low' and the default
   * summary.
   */
  teamEngagement: z.object({
    score: z.int().check(z.gte(0), z.lte(100)),
    status: z.enum(ENGAGEMENT_STATUSES),
    summary: z.string(),
  }),
  /** The panel's stat tiles: this week's feedback moments over all direct reports. */
  feedback: z.omit(feedbackStatsSchema, { weekStart: true }),
  /** Today's daily reflection question. */
  dailyReflection: dailyReflectionSchema,
  /**
   * The nudge banner (docs/product.md#states-and-transitions 'Dashboard nudge banner'), as `POST
   * /api/feedback/banner-nudge` answers the request the page would make: null without direct
   * reports or once this week has feedback given, feedback asked or recognition (`feedback`); else
   * the type follows `weeklyOneOnOnes` ('add-reflections' for a 1:1 over without a reflection, else
   * 'prep-agenda' for one ahead without an agenda, else 'onboarding-feedback'), null when it does
   * not apply or was dismissed this week.
   */
  nudgeBanner: z.nullable(bannerNudgeSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
