/**
 * The nudge banner (docs/product.md#entities 'Nudge banner', #states-and-transitions 'Dashboard
 * nudge banner', #calls 'POST /api/feedback/banner-nudge'; docs/product.md#nudges), chosen purely
 * from the week's facts:
 *
 * - 'onboarding-feedback' → bannerType 'onboarding': only while the week has no feedback given,
 *   feedback asked or recognition — neither in the stats the page sends nor in the moments the
 *   server knows of (docs/product.md#states-and-transitions 'Not requested, or cleared, when the
 *   user has any …'). No action.
 * - 'prep-agenda': the soonest 1:1 still to come this week (anyone's) without an agenda; its
 *   action opens the prep. None → no banner.
 * - 'add-reflections': the latest 1:1 of this week that is over and has no reflection; its action
 *   opens the note. None → no banner.
 *
 * A banner's id is `banner-<bannerType>-<weekStart>`; once dismissed it is not answered again
 * that week (null). The 1:1s are the week's facts', the same the dashboard counts and the nudges
 * name: none before the day a person was added unless the calendar saw it (person-meetings.ts),
 * and no wording claims a stretch of time.
 */
import type { BannerNudge, BannerNudgeRequest } from '../../../shared/contract';
import { FEEDBACK_MOMENT_TYPES } from '../../../shared/domain/moments';
import { BANNER_TYPE_OF, bannerId } from '../../../shared/domain/nudge-kinds';
import { meetingWhen } from './meeting-when';
import { bannerWording } from './nudge-texts';
import { momentsThisWeek, type FactMeeting, type WeekFacts } from './week-facts';

/** Whether the week has any feedback moment, by the page's stats or by the server's. */
function hasFeedbackMoment(facts: WeekFacts, stats: BannerNudgeRequest['stats']): boolean {
  const sent = stats.feedbackGiven + stats.feedbackAsked + stats.recognition > 0;
  const known = momentsThisWeek(facts).some((moment) =>
    (FEEDBACK_MOMENT_TYPES as readonly string[]).includes(moment.type),
  );
  return sent || known;
}

const weekEnd = (facts: WeekFacts) => facts.week.end.getTime();
const timeOf = (meeting: FactMeeting) => new Date(meeting.scheduledTime).getTime();

/** The banner to show for the requested type, or null (see the module comment). */
export function chooseBanner(facts: WeekFacts, request: BannerNudgeRequest): BannerNudge | null {
  const bannerType = BANNER_TYPE_OF[request.nudgeType];
  const id = bannerId(bannerType, facts.weekStart);
  if (facts.dismissedBanners.includes(id)) return null;
  const now = facts.now.getTime();
  const thisWeek = facts.meetings.filter((meeting) => timeOf(meeting) < weekEnd(facts));
  const base = { id, type: 'banner' as const, bannerType };

  if (bannerType === 'onboarding') {
    if (hasFeedbackMoment(facts, request.stats)) return null;
    return { ...base, ...bannerWording(bannerType, id, {}), action: null };
  }
  const meeting =
    bannerType === 'prep-agenda'
      ? thisWeek.find((candidate) => timeOf(candidate) > now && !candidate.hasAgenda)
      : thisWeek.findLast((candidate) => timeOf(candidate) <= now && !candidate.hasReflection);
  if (!meeting) return null;
  const words = bannerWording(bannerType, `${id}|${meeting.id}`, {
    name: meeting.personName,
    when: meetingWhen(meeting.scheduledTime, facts.timeZone, facts.now),
  });
  return {
    ...base,
    ...words,
    action: {
      type: bannerType === 'prep-agenda' ? 'open-prep' : 'open-note',
      meetingId: meeting.id,
      directReportId: meeting.directReportId,
      bossId: meeting.bossId,
    },
  };
}
