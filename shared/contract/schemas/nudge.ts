/**
 * Nudges and nudge banners (docs/product.md#what-middle-does 'Coaching nudges', #entities 'Nudge
 * banner', #states-and-transitions 'Dashboard nudge banner', #calls 'POST
 * /api/feedback/banner-nudge', 'POST /api/feedback/dismiss-banner'; docs/product.md#nudges). Every
 * nudge comes from one engine over the user's week (functions/lib/nudges/nudge-engine.ts) and
 * carries the action that follows it up.
 */
import * as z from '../../zod';
import {
  BANNER_NUDGE_TYPES,
  BANNER_TYPES,
  NUDGE_RULES,
  parseBannerId,
} from '../../domain/nudge-kinds';
import { MOMENT_TYPES } from '../../domain/moments';
import { timestamp } from './common';

/**
 * What following a nudge does (shared/domain/nudge-kinds.ts `NUDGE_ACTION_TYPES`). Exactly one of
 * `directReportId` / `bossId` names the person, except an `open-note` about no one (both null).
 */
export const nudgeActionSchema = z.discriminatedUnion('type', [
  /** Open the meeting's note in prep (agenda) mode. */
  z.object({
    type: z.literal('open-prep'),
    meetingId: z.string(),
    directReportId: z.nullable(z.string()),
    bossId: z.nullable(z.string()),
  }),
  /**
   * Open the meeting's note in reflection mode (`meetingId` set), or a new general note about the
   * person (`meetingId` null).
   */
  z.object({
    type: z.literal('open-note'),
    meetingId: z.nullable(z.string()),
    directReportId: z.nullable(z.string()),
    bossId: z.nullable(z.string()),
  }),
  /**
   * Capture a moment by hand: `POST /api/feedback/moments { directReportId, type: momentType }`,
   * or for the manager `PUT /api/manage-up/current` with `momentType` set.
   */
  z.object({
    type: z.literal('capture-moment'),
    momentType: z.enum(MOMENT_TYPES),
    directReportId: z.nullable(z.string()),
    bossId: z.nullable(z.string()),
  }),
  /** Open the person's dialog (strengths, growth areas, the manager's priorities). */
  z.object({
    type: z.literal('edit-person'),
    directReportId: z.nullable(z.string()),
    bossId: z.nullable(z.string()),
  }),
]);
export type NudgeAction = z.infer<typeof nudgeActionSchema>;

/**
 * One nudge: what to do next, why, and the action. `id` is stable for the same rule and subject
 * (e.g. `prep-agenda:dr-<personId>-<YYYYMMDD>`), so a list can key on it.
 */
export const nudgeSchema = z.object({
  id: z.string(),
  /** The engine rule that produced it. */
  rule: z.enum(NUDGE_RULES),
  title: z.string(),
  content: z.string(),
  emoji: z.string(),
  /** The person it is about (both null for a nudge about the whole team). */
  directReportId: z.nullable(z.string()),
  bossId: z.nullable(z.string()),
  action: nudgeActionSchema,
});
export type Nudge = z.infer<typeof nudgeSchema>;

const count = z
  .int({ error: 'Must be a whole number' })
  .check(z.gte(0, 'Cannot be negative'), z.lte(1_000_000, 'Must be at most 1000000'));

/** `POST /api/feedback/banner-nudge` body (docs/product.md#calls). */
export const bannerNudgeRequestSchema = z.object({
  /** This week's feedback moments as the page shows them. */
  stats: z.object({
    feedbackGiven: count,
    feedbackAsked: count,
    recognition: count,
  }),
  nudgeType: z.enum(BANNER_NUDGE_TYPES, {
    error: `nudgeType must be one of ${BANNER_NUDGE_TYPES.join(', ')}`,
  }),
});
export type BannerNudgeRequest = z.input<typeof bannerNudgeRequestSchema>;

/** A nudge banner (docs/product.md#entities 'Nudge banner'), plus the action its button follows. */
export const bannerNudgeSchema = z.object({
  /** `banner-<bannerType>-<weekStart>`: dismissing it holds for that week. */
  id: z.string(),
  type: z.literal('banner'),
  bannerType: z.enum(BANNER_TYPES),
  title: z.string(),
  content: z.string(),
  emoji: z.string(),
  /** What the banner's button does; null for a banner that only informs. */
  action: z.nullable(nudgeActionSchema),
});
export type BannerNudge = z.infer<typeof bannerNudgeSchema>;

/**
 * `POST /api/feedback/banner-nudge` response: the banner, or null when none applies:
 * - any type: its banner was dismissed this week;
 * - 'onboarding-feedback' (bannerType 'onboarding', action null): any feedback given, feedback
 *   asked or recognition this week, in the stats sent or known to the server
 *   (docs/product.md#states-and-transitions);
 * - 'prep-agenda': no 1:1 (with anyone) still to come this week without an agenda; else the
 *   soonest, with an `open-prep` action;
 * - 'add-reflections': no 1:1 of this week over without a reflection; else the latest, with an
 *   `open-note` action.
 */
export const bannerNudgeResponseSchema = z.nullable(bannerNudgeSchema);

/**
 * `POST /api/feedback/dismiss-banner` body (docs/product.md#calls): the banner's id as it was
 * answered.
 */
export const dismissBannerRequestSchema = z.object({
  nudgeId: z
    .string({ error: 'nudgeId is required' })
    .check(z.refine((id) => parseBannerId(id) !== null, 'nudgeId must be the id of a banner')),
});

/** `POST /api/feedback/dismiss-banner` response: the dismissal (idempotent). */
export const bannerDismissalSchema = z.object({
  nudgeId: z.string(),
  /** Monday 'YYYY-MM-DD' of the week the dismissal holds for. */
  weekStart: z.string(),
  dismissedAt: timestamp,
});
export type BannerDismissal = z.infer<typeof bannerDismissalSchema>;
