/**
 * Schemas of the moments routes (docs/product.md#entities 'Feedback stats', 'Manage-up weekly
 * state', #calls 'Feedback and manage-up'; docs/product.md#where-the-moments-show). Counts are of
 * the current week (Monday 00:00 in the user's time zone) unless a route takes `weekStart`.
 */
import * as z from '../../zod';
import {
  FEEDBACK_MOMENT_TYPES,
  MANAGE_UP_MOMENT_TYPES,
  MOMENT_SENTENCE_MAX_CHARS,
} from '../../domain/moments';
import { isMonday } from '../../domain/week';
import { idParam, timestamp } from './common';

export const feedbackMomentTypeSchema = z.enum(FEEDBACK_MOMENT_TYPES, {
  error: `Must be one of ${FEEDBACK_MOMENT_TYPES.join(', ')}`,
});

export const manageUpMomentTypeSchema = z.enum(MANAGE_UP_MOMENT_TYPES, {
  error: `Must be one of ${MANAGE_UP_MOMENT_TYPES.join(', ')}`,
});

/** A Monday as 'YYYY-MM-DD' (a week's start). */
export const weekStartInput = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD'),
    z.refine(isMonday, 'Must be a Monday'),
  );

export const directReportQuerySchema = z.object({ directReportId: idParam });

/** A count: a whole number, 0 or more. */
const count = () => z.number().check(z.int(), z.gte(0));

/** Whether each feedback moment happened this week (inferred or by hand). */
export const feedbackFlagsSchema = z.object({
  feedbackGiven: z.boolean(),
  feedbackAsked: z.boolean(),
  recognition: z.boolean(),
});

/** A note a moment was inferred from, and its sentence that records it (null if not kept). */
export const momentSourceSchema = z.object({
  noteId: z.string(),
  sentence: z.nullable(z.string().check(z.maxLength(MOMENT_SENTENCE_MAX_CHARS))),
  /** When the note was saved (ISO 8601 UTC). */
  occurredAt: timestamp,
});

/**
 * How a moment of the week came about: whether it was captured by hand (only that can be undone
 * by hand), and the notes it was inferred from, newest first.
 */
export const momentDetailSchema = z.object({
  manual: z.boolean(),
  inferred: z.array(momentSourceSchema),
});

/**
 * `GET /api/feedback/checked-for-person`: the flags of docs/product.md#calls and, in `moments`, how
 * each came about (docs/product.md#where-the-moments-show: the mark of an inferred moment with its
 * sentence).
 */
export const checkedForPersonSchema = z.extend(feedbackFlagsSchema, {
  moments: z.object({
    feedbackGiven: momentDetailSchema,
    feedbackAsked: momentDetailSchema,
    recognition: momentDetailSchema,
  }),
});

const feedbackCounts = {
  feedbackGiven: count(),
  feedbackAsked: count(),
  recognition: count(),
};
export const feedbackCountsSchema = z.object(feedbackCounts);

/** One direct report's moments: this week's counts, the latest over all time. */
export const directReportFeedbackSchema = z.object({
  ...feedbackCounts,
  latestGivenAt: z.nullable(timestamp),
  latestRecogAt: z.nullable(timestamp),
});

const statSchema = z.object({
  total: count(),
  aiInferred: count(),
  manual: count(),
});
export const feedbackStatsSchema = z.object({
  weekStart: z.string(),
  feedbackGiven: statSchema,
  feedbackAsked: statSchema,
  recognition: statSchema,
});

/** The dashboard's per-person dot row. */
export const feedbackBreakdownRowSchema = z.object({
  directReportId: z.string(),
  ...feedbackFlagsSchema.shape,
  aiInferred: feedbackCountsSchema,
});
export const feedbackBreakdownSchema = z.array(feedbackBreakdownRowSchema);

/**
 * The note a capture wrote (what was said; docs/product.md#where-the-moments-show): one of the
 * user's notes about the same person, tagged `moment:<type>` (shared/domain/moment-notes.ts).
 */
const captureNoteId = z.optional(idParam);

/** `POST /api/feedback/moments`: a direct report's moment, with the note it wrote if any. */
export const momentCaptureSchema = z.object({
  directReportId: idParam,
  type: feedbackMomentTypeSchema,
  noteId: captureNoteId,
});
/** `DELETE /api/feedback/moments?directReportId=&type=`. */
export const momentRemoveQuerySchema = z.object({
  directReportId: idParam,
  type: feedbackMomentTypeSchema,
});

/** What every moment captured by hand answers (its person is named by the route's own field). */
const capturedFields = {
  weekStart: z.string(),
  source: z.literal('manual'),
  capturedAt: timestamp,
  /** The note the capture wrote (null: none); a removal answers it so the caller can tidy it. */
  noteId: z.nullable(z.string()),
};

/** A direct report's moment captured by hand. */
export const capturedMomentSchema = z.object({
  directReportId: z.string(),
  type: feedbackMomentTypeSchema,
  ...capturedFields,
});

/** `POST /api/manage-up/moments`: a moment with the manager this week, with its note if any. */
export const manageUpMomentCaptureSchema = z.object({
  bossId: idParam,
  type: manageUpMomentTypeSchema,
  noteId: captureNoteId,
});
/** `DELETE /api/manage-up/moments?bossId=&type=`. */
export const manageUpMomentRemoveQuerySchema = z.object({
  bossId: idParam,
  type: manageUpMomentTypeSchema,
});

/** A moment with the manager captured by hand. */
export const capturedManageUpMomentSchema = z.object({
  bossId: z.string(),
  type: manageUpMomentTypeSchema,
  ...capturedFields,
});

export const manageUpQuerySchema = z.object({ weekStart: weekStartInput, bossId: idParam });

/**
 * The manage-up flags of a week; `feedbackAsked` mirrors `proactiveUpdates`
 * (docs/product.md#entities).
 */
export const manageUpStateSchema = z.object({
  teamWins: z.boolean(),
  prioritiesAligned: z.boolean(),
  proactiveUpdates: z.boolean(),
  feedbackAsked: z.boolean(),
});

/** `GET /api/manage-up/current`: the week's flags and, in `moments`, how each came about. */
export const manageUpCurrentSchema = z.extend(manageUpStateSchema, {
  moments: z.object({
    teamWins: momentDetailSchema,
    prioritiesAligned: momentDetailSchema,
    proactiveUpdates: momentDetailSchema,
  }),
});

/**
 * The flags set by hand: `teamWins`, `prioritiesAligned`, and `proactiveUpdates` or its other
 * spelling `feedbackAsked` (docs/product.md#entities; if both are sent they must agree).
 */
export const manageUpUpdateSchema = z.pipe(
  z
    .object({
      teamWins: z.boolean(),
      prioritiesAligned: z.boolean(),
      proactiveUpdates: z.optional(z.boolean()),
      feedbackAsked: z.optional(z.boolean()),
    })
    .check(
      z.refine((body) => body.proactiveUpdates !== undefined || body.feedbackAsked !== undefined, {
        message: 'Send proactiveUpdates (or its other spelling, feedbackAsked)',
        path: ['proactiveUpdates'],
      }),
      z.refine(
        (body) =>
          body.proactiveUpdates === undefined ||
          body.feedbackAsked === undefined ||
          body.proactiveUpdates === body.feedbackAsked,
        {
          message: 'proactiveUpdates and feedbackAsked name the same flag: send one',
          path: ['feedbackAsked'],
        },
      ),
    ),
  z.transform(({ teamWins, prioritiesAligned, proactiveUpdates, feedbackAsked }) => ({
    teamWins,
    prioritiesAligned,
    proactiveUpdates: (proactiveUpdates ?? feedbackAsked) === true,
  })),
);

export const manageUpAiInferredSchema = z.object({
  aiInferred: z.object({
    teamWins: count(),
    prioritiesAligned: count(),
    proactiveUpdates: count(),
  }),
});

export type FeedbackFlags = z.output<typeof feedbackFlagsSchema>;
export type MomentSource = z.output<typeof momentSourceSchema>;
export type MomentDetail = z.output<typeof momentDetailSchema>;
export type CheckedForPerson = z.output<typeof checkedForPersonSchema>;
export type ManageUpCurrent = z.output<typeof manageUpCurrentSchema>;
export type FeedbackStats = z.output<typeof feedbackStatsSchema>;
export type ManageUpState = z.output<typeof manageUpStateSchema>;
export type CapturedMoment = z.output<typeof capturedMomentSchema>;
export type CapturedManageUpMoment = z.output<typeof capturedManageUpMomentSchema>;
