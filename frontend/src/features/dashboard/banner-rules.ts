/**
 * The dashboard nudge banner's rules (spec §4 'Dashboard nudge banner', §7 'POST
 * /api/feedback/banner-nudge'): it is requested only while the week has no feedback given, no
 * feedback asked and no recognition, and cleared as soon as any appears; which banner it asks for
 * follows the week's 1:1s. Pure.
 */
import type { MeetingNoteFlags } from '@shared/contract/schemas/meeting';
import type { BannerNudgeType } from '@shared/domain/nudge-kinds';

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
  meetings: readonly ({ status: 'scheduled' | 'completed' } & MeetingNoteFlags)[],
): BannerNudgeType {
  if (meetings.some((meeting) => meeting.status === 'completed' && !meeting.hasReflection))
    return 'add-reflections';
  if (meetings.some((meeting) => meeting.status === 'scheduled' && !meeting.hasAgenda))
    return 'prep-agenda';
  return 'onboarding-feedback';
}
