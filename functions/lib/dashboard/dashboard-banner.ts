/**
 * The dashboard's nudge banner (docs/product.md#states-and-transitions 'Dashboard nudge banner',
 * #entities 'Nudge banner'), carried by `GET /api/dashboard` as `nudgeBanner` so the page's first
 * load needs no second call: the banner `POST /api/feedback/banner-nudge` answers for the request
 * the page would make. It is asked for only while the user has direct reports and this week has no
 * feedback given, no feedback asked and no recognition (the dashboard's own stat tiles); which
 * banner follows the week's 1:1s. Pure.
 */
import type { BannerNudge, DashboardMeeting, FeedbackStats } from '../../../shared/contract';
import type { BannerNudgeType } from '../../../shared/domain/nudge-kinds';
import { chooseBanner } from '../nudges/banner-nudge';
import type { WeekFacts } from '../nudges/week-facts';

/** This week's feedback counts (the banner request's `stats`). */
export interface BannerStats {
  feedbackGiven: number;
  feedbackAsked: number;
  recognition: number;
}

/** Whether a banner may show: none while any feedback or recognition exists this week. */
export function bannerWanted(stats: BannerStats): boolean {
  return stats.feedbackGiven === 0 && stats.feedbackAsked === 0 && stats.recognition === 0;
}

/**
 * Which banner to ask for: 'add-reflections' when a 1:1 this week is completed without a
 * reflection (writing it is where feedback and recognition get noticed), else 'prep-agenda' when
 * one ahead has no agenda, else 'onboarding-feedback'.
 */
export function bannerNudgeType(
  meetings: readonly Pick<DashboardMeeting, 'status' | 'hasAgenda' | 'hasReflection'>[],
): BannerNudgeType {
  if (meetings.some((meeting) => meeting.status === 'completed' && !meeting.hasReflection))
    return 'add-reflections';
  if (meetings.some((meeting) => meeting.status === 'scheduled' && !meeting.hasAgenda))
    return 'prep-agenda';
  return 'onboarding-feedback';
}

/**
 * The banner of the dashboard built from `facts`: null without direct reports or once the week
 * has any feedback moment (`feedback`, the dashboard's stat tiles); else `chooseBanner` for the
 * type `bannerNudgeType` picks over the week's 1:1s with direct reports (`weeklyOneOnOnes`), null
 * when that banner does not apply or was dismissed this week.
 */
export function dashboardBanner(
  facts: WeekFacts,
  dashboard: {
    feedback: Omit<FeedbackStats, 'weekStart'>;
    weeklyOneOnOnes: readonly DashboardMeeting[];
  },
): BannerNudge | null {
  const { feedback } = dashboard;
  const stats = {
    feedbackGiven: feedback.feedbackGiven.total,
    feedbackAsked: feedback.feedbackAsked.total,
    recognition: feedback.recognition.total,
  };
  if (facts.directReports.length === 0 || !bannerWanted(stats)) return null;
  return chooseBanner(facts, { stats, nudgeType: bannerNudgeType(dashboard.weeklyOneOnOnes) });
}
