import { candidateWeekStarts, isMonday } from './week';
/**
 * The vocabulary of nudges and banners (docs/product.md#what-middle-does 'Coaching nudges',
 * #entities 'Nudge banner', #states-and-transitions 'Dashboard nudge banner', #calls 'POST
 * /api/feedback/banner-nudge'; docs/product.md#nudges). Pure constants: the server's nudge engine
 * chooses nudges with these names and the frontend acts on them.
 */

/**
 * At most this many nudges are shown in a list: today's nudges, a person page, manage-up
 * (docs/product.md#constants-and-limits).
 */
export const MAX_NUDGES = 3;

/**
 * The rules of the nudge engine, one per kind of nudge:
 * - `prep-agenda`: a 1:1 in the next 24 hours has no agenda yet;
 * - `add-reflections`: a 1:1 of this week is over and has no reflection;
 * - `recognize`: a direct report known for two weeks has had no recognition in those two weeks;
 * - `ask-feedback`: the account and a direct report (on a person's page: that person) known for
 *   four weeks, and no feedback asked in those four weeks;
 * - `give-feedback`: a direct report has had a 1:1 this week but no feedback given this week;
 * - `share-team-win`: a 1:1 with the manager in the next 48 hours and no team win this week;
 * - `ask-priorities`: the manager has no priorities written down;
 * - `note-person`: a direct report has no note this week (the aim is one a week,
 *   docs/product.md#screens-and-routes);
 * - `capture-strength` / `capture-growth-area`: a direct report without strengths / growth areas;
 * - `keep-commitment`: the manager's own open commitment to someone whose 1:1 is in the next 24
 *   hours (and, in the Slack DM, one due by the next DM);
 * - `ask-commitment`: the person's open commitment, before a 1:1 with them in the next 24 hours.
 */
export const NUDGE_RULES = [
  'prep-agenda',
  'add-reflections',
  'recognize',
  'ask-feedback',
  'give-feedback',
  'share-team-win',
  'ask-priorities',
  'note-person',
  'capture-strength',
  'capture-growth-area',
  'keep-commitment',
  'ask-commitment',
] as const;
export type NudgeRule = (typeof NUDGE_RULES)[number];

/**
 * What the frontend does when a nudge is followed:
 * - `open-prep`: open the meeting's note in prep (agenda) mode;
 * - `open-note`: open the meeting's note in reflection mode, or, without a meeting, a new general
 *   note about the person (a note about no one when neither person id is set);
 * - `capture-moment`: capture a moment by hand (`POST /api/feedback/moments` for a direct report,
 *   `PUT /api/manage-up/current` for the manager);
 * - `edit-person`: open the person's dialog (strengths, growth areas, priorities).
 */
export const NUDGE_ACTION_TYPES = [
  'open-prep',
  'open-note',
  'capture-moment',
  'edit-person',
] as const;
export type NudgeActionType = (typeof NUDGE_ACTION_TYPES)[number];

/** `nudgeType` of `POST /api/feedback/banner-nudge` (docs/product.md#calls). */
export const BANNER_NUDGE_TYPES = [
  'onboarding-feedback',
  'prep-agenda',
  'add-reflections',
] as const;
export type BannerNudgeType = (typeof BANNER_NUDGE_TYPES)[number];

/** `bannerType` of a nudge banner (docs/product.md#entities: 'onboarding' by default). */
export const BANNER_TYPES = ['onboarding', 'prep-agenda', 'add-reflections'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** The banner each requested nudge type answers with. */
export const BANNER_TYPE_OF: Record<BannerNudgeType, BannerType> = {
  'onboarding-feedback': 'onboarding',
  'prep-agenda': 'prep-agenda',
  'add-reflections': 'add-reflections',
};

/**
 * A banner's id names its type and the week (Monday 'YYYY-MM-DD' in the user's zone) it belongs
 * to, so a dismissal holds for that week only: `banner-<bannerType>-<weekStart>`.
 */
export function bannerId(bannerType: BannerType, weekStart: string): string {
  return `banner-${bannerType}-${weekStart}`;
}

const BANNER_ID = new RegExp(`^banner-(${BANNER_TYPES.join('|')})-(\\d{4}-\\d{2}-\\d{2})$`);

/** Inverts {@link bannerId}; null for anything else, a week that is not a real Monday included. */
export function parseBannerId(id: string): { bannerType: BannerType; weekStart: string } | null {
  const match = BANNER_ID.exec(id);
  if (!match?.[1] || !match[2] || !isMonday(match[2])) return null;
  return { bannerType: match[1] as BannerType, weekStart: match[2] };
}

/**
 * The weeks a banner may be dismissed for at `now`: this week and last week in any time zone (the
 * Mondays from candidateWeekStarts, now and a week earlier), so the check needs no read of the
 * user's zone. 'YYYY-MM-DD' Mondays.
 */
export function dismissibleBannerWeeks(now: Date): Set<string> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  return new Set([...candidateWeekStarts(weekAgo), ...candidateWeekStarts(now)]);
}

/** teamEngagement.status (docs/product.md#entities: default 'low'). */
export const ENGAGEMENT_STATUSES = ['low', 'medium', 'high'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/** teamEngagement.summary's default (docs/product.md#entities). */
export const DEFAULT_ENGAGEMENT_SUMMARY = 'Keep up your 1:1 cadence to improve engagement.';
