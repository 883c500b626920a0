/** The `feedback` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  checkedForPersonSchema,
  directReportFeedbackSchema,
  directReportQuerySchema,
  feedbackBreakdownSchema,
  feedbackStatsSchema,
} from '../schemas/moments';
import {
  bannerDismissalSchema,
  bannerNudgeRequestSchema,
  bannerNudgeResponseSchema,
  dismissBannerRequestSchema,
} from '../schemas/nudge';
import { idParams } from './route-params';

export const feedbackRoutes = {
  checkedForPerson: defineRoute('feedback.checkedForPerson', {
    method: 'GET',
    path: '/api/feedback/checked-for-person',
    summary:
      'Whether feedback was given, asked and recognition shown to a direct report this week, and how (by hand, from which notes).',
    access: 'read',
    query: directReportQuerySchema,
    response: checkedForPersonSchema,
  }),
  byDirectReport: defineRoute('feedback.byDirectReport', {
    method: 'GET',
    path: '/api/feedback/by-direct-report/{id}',
    summary: "A direct report's moments this week, and the latest feedback and recognition ever.",
    access: 'read',
    params: idParams,
    response: directReportFeedbackSchema,
  }),
  stats: defineRoute('feedback.stats', {
    method: 'GET',
    path: '/api/feedback/stats',
    summary: "This week's feedback moments over all direct reports, inferred and by hand.",
    access: 'read',
    response: feedbackStatsSchema,
  }),
  breakdown: defineRoute('feedback.breakdown', {
    method: 'GET',
    path: '/api/feedback/breakdown',
    summary: "One row per active direct report: this week's moment flags and inferred counts.",
    access: 'read',
    response: feedbackBreakdownSchema,
  }),
  bannerNudge: defineRoute('feedback.bannerNudge', {
    method: 'POST',
    path: '/api/feedback/banner-nudge',
    summary:
      "The dashboard's or manage-up's nudge banner of a type, or null when none applies (docs/product.md#states-and-transitions: any moment this week, dismissed this week).",
    access: 'read',
    body: bannerNudgeRequestSchema,
    response: bannerNudgeResponseSchema,
  }),
  dismissBanner: defineRoute('feedback.dismissBanner', {
    method: 'POST',
    path: '/api/feedback/dismiss-banner',
    summary: 'Dismisses a nudge banner for the rest of its week (idempotent).',
    access: 'write',
    body: dismissBannerRequestSchema,
    response: bannerDismissalSchema,
  }),
} as const;
