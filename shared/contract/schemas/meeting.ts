/**
 * 1:1 meetings computed from people's schedules (docs/product.md#entities 'Meeting', 'Direct report
 * detail response', 'Boss next response'; #states-and-transitions 'Meeting status'; #calls 'GET
 * /api/unified-meetings/weekly').
 */
import * as z from '../../zod';
import { MEETING_FREQUENCIES } from '../../domain/constants';
import { PERSON_KINDS } from '../../domain/person-kind';
import { directReportSchema } from './direct-report';
import { idParam, meetingDaySchema } from './common';
import { dailyReflectionSchema } from './daily-reflection';
import { nudgeSchema } from './nudge';

export const MEETING_STATUSES = ['scheduled', 'completed'] as const;

export const meetingSchema = z.object({
  /** Stable per occurrence: `dr-<personId>-<YYYYMMDD>` or `boss-<personId>-<YYYYMMDD>`. */
  id: z.string(),
  title: z.string(),
  /** ISO 8601 UTC. */
  scheduledTime: z.string(),
  /** 'YYYY-MM-DD' in the user's time zone. */
  localDate: z.string(),
  /** A meeting in the past is completed (docs/product.md#states-and-transitions). */
  status: z.enum(MEETING_STATUSES),
  directReportId: z.nullable(z.string()),
  bossId: z.nullable(z.string()),
  personName: z.string(),
  meetingFrequency: z.enum(MEETING_FREQUENCIES),
});
export type Meeting = z.infer<typeof meetingSchema>;

/**
 * Whether a meeting's note has agenda or reflection text (docs/product.md#screens-and-routes
 * 'Meeting buttons').
 */
export const meetingNoteFlagsSchema = z.object({
  hasAgenda: z.boolean(),
  hasReflection: z.boolean(),
});
export type MeetingNoteFlags = z.infer<typeof meetingNoteFlagsSchema>;

export const WEEKLY_SCOPES = ['direct-report', 'boss'] as const;

/** `?scope=direct-report|boss[&personId=]`. */
export const weeklyMeetingsQuerySchema = z.object({
  scope: z.enum(WEEKLY_SCOPES, { error: "scope must be 'direct-report' or 'boss'" }),
  personId: z.optional(idParam),
});

export const weeklyMeetingsSchema = z.object({
  /** Monday 00:00 in the user's zone, as ISO 8601 UTC. */
  weekStart: z.string(),
  /** The next Monday 00:00 in the user's zone, as ISO 8601 UTC (exclusive). */
  weekEnd: z.string(),
  timeZone: z.string(),
  /** When the list was computed (ISO 8601 UTC): status is relative to it. */
  now: z.string(),
  /** Ascending by scheduledTime. */
  meetings: z.array(meetingSchema),
  /** The note flags of each of `meetings`, by meeting id, so a list needs no second call. */
  flags: z.record(z.string(), meetingNoteFlagsSchema),
});
export type WeeklyMeetings = z.infer<typeof weeklyMeetingsSchema>;

/** Short read of a note on a person page (filled once notes exist). */
export const noteSummarySchema = z.object({
  id: z.string(),
  preview: z.string(),
  updatedAt: z.string(),
});

/**
 * `GET /api/direct-reports/{id}` (docs/product.md#entities 'Direct report detail response'; inner
 * shapes are ours): the direct report's fields, plus a snapshot of this week, the next 1:1, top
 * notes, up to 3 suggested agenda topics and up to 3 nudges.
 */
export const directReportDetailSchema = z.extend(directReportSchema, {
  snapshot: z.object({
    timeZone: z.string(),
    weekStart: z.string(),
    weekEnd: z.string(),
    /** This week's 1:1s with this person, ascending. */
    thisWeek: z.array(meetingSchema),
    completedThisWeek: z.int(),
    scheduledThisWeek: z.int(),
    /** The most recent 1:1 before now, if any (ISO 8601 UTC). */
    lastOneOnOneAt: z.nullable(z.string()),
  }),
  nextOneOnOne: z.nullable(meetingSchema),
  topNotes: z.array(noteSummarySchema),
  suggestedAgenda: z.array(z.string()),
  nudges: z.array(nudgeSchema),
});
export type DirectReportDetail = z.infer<typeof directReportDetailSchema>;

/**
 * `GET /api/bosses/next` (docs/product.md#entities 'Boss next response'): the next 1:1 with the
 * manager, up to 3 agenda topics, up to 3 nudges from the nudge engine, and today's daily
 * reflection question (null while there is no manager).
 */
export const bossNextSchema = z.object({
  next: z.nullable(meetingSchema),
  agenda: z.array(z.string()),
  nudges: z.array(nudgeSchema),
  dailyReflection: z.nullable(dailyReflectionSchema),
});
export type BossNext = z.infer<typeof bossNextSchema>;

/**
 * How a detected person stands against the people the user tracks
 * (docs/product.md#states-and-transitions 'Person import', #validation-rules matching): not tracked
 * yet, matching an active person ('Already added'), or matching only an archived one ('Previously
 * removed').
 */
export const detectedStatusSchema = z.enum(['new', 'alreadyAdded', 'previouslyRemoved']);

/**
 * `GET /api/direct-reports/detected` (docs/product.md#entities 'Detected direct report': name,
 * email): a 1:1 partner found in the calendar, with the first and last name the team review's row
 * starts with, its status against the user's people, the relationship the review suggests, and the
 * 1:1 schedule the calendar shows in the user's time zone
 * (docs/product.md#calendar-sync-and-11-detection).
 */
export const detectedDirectReportSchema = z.object({
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: detectedStatusSchema,
  /** Suggested: 'boss' for the one who organises the 1:1s when the user has no manager yet. */
  relationship: z.enum(PERSON_KINDS),
  /** The calendar's 1:1 weekday; null on a weekend. */
  meetingDayOfWeek: z.nullable(meetingDaySchema),
  /** 'HH:mm' in the user's time zone. */
  meetingTime: z.string(),
  /** null for a one-off 1:1. */
  meetingFrequency: z.nullable(z.enum(MEETING_FREQUENCIES)),
});
export type DetectedDirectReport = z.infer<typeof detectedDirectReportSchema>;
