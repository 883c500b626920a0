/**
 * `GET /api/direct-reports/{id}` (spec §3 'Direct report detail response'): the person, this
 * week's 1:1s, the next one, top notes, suggested agenda topics (built-in templates, at most 3)
 * and nudges. Two DynamoDB calls: the profile (time zone) and the person.
 */
import { suggestedTopics } from '../../../shared/domain/templates';
import { weekRange } from '../../../shared/domain/schedule';
import type { DirectReportDetail } from '../../../shared/contract';
import { getDirectReportItem, toDirectReport } from '../data/direct-report-store';
import { getTimeZone } from '../data/profile-store';
import { directReportNudges } from './nudges';
import { meetingsBetween, nextMeeting, type TrackedPerson } from './person-meetings';

/** How far back to look for the last 1:1 (a quarterly schedule fits), in days. */
const LAST_ONE_ON_ONE_LOOKBACK_DAYS = 100;

/** @throws NotFoundError for an unknown (or another user's) id. */
export async function directReportDetail(
  userId: string,
  directReportId: string,
  now = new Date(),
): Promise<DirectReportDetail> {
  const [timeZone, person] = await Promise.all([
    getTimeZone(userId),
    getDirectReportItem(userId, directReportId),
  ]);
  const tracked: TrackedPerson = { kind: 'dr', id: person.directReportId, person };
  const week = weekRange(now, timeZone);
  const thisWeek = meetingsBetween(tracked, { from: week.start, to: week.end }, timeZone, now);
  const lookbackStart = new Date(
    now.getTime() - LAST_ONE_ON_ONE_LOOKBACK_DAYS * 24 * 60 * 60 * 1000,
  );
  const past = meetingsBetween(tracked, { from: lookbackStart, to: now }, timeZone, now);
  const next = nextMeeting(tracked, timeZone, now);
  return {
    directReport: toDirectReport(person),
    snapshot: {
      timeZone,
      weekStart: week.start.toISOString(),
      weekEnd: week.end.toISOString(),
      thisWeek,
      completedThisWeek: thisWeek.filter((meeting) => meeting.status === 'completed').length,
      scheduledThisWeek: thisWeek.length,
      lastOneOnOneAt: past.at(-1)?.scheduledTime ?? null,
    },
    nextOneOnOne: next,
    topNotes: [],
    suggestedAgenda: suggestedTopics('directReport'),
    nudges: directReportNudges(person, next, now),
  };
}
