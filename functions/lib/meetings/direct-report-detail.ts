/**
 * `GET /api/direct-reports/{id}` (spec §3 'Direct report detail response'): the person, this
 * week's 1:1s, the next one, top notes, suggested agenda topics (built-in templates, at most 3)
 * and nudges. Two DynamoDB calls, sent together: one BatchGetItem for the profile (time zone) and
 * the person, and one Query on gsi2 for the 3 newest notes about the person.
 */
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { suggestedTopics } from '../../../shared/domain/templates';
import { weekRange } from '../../../shared/domain/schedule';
import type { DirectReportDetail } from '../../../shared/contract';
import { batchGetItems, itemRead } from '../data/batch-get';
import { DIRECT_REPORT_NOT_FOUND, toDirectReport } from '../people/direct-report-store';
import { entities } from '../data/entities';
import { newestNotesAbout } from '../notes/note-store';
import { NotFoundError } from '../errors';
import { directReportNudges } from './nudges';
import { meetingsBetween, nextMeeting, type TrackedPerson } from './person-meetings';

/** How far back to look for the last 1:1 (a quarterly schedule fits), in days. */
const LAST_ONE_ON_ONE_LOOKBACK_DAYS = 100;
/** Notes shown on the page. */
export const TOP_NOTES = 3;

/** @throws NotFoundError for an unknown (or another user's) id. */
export async function directReportDetail(
  userId: string,
  directReportId: string,
  now = new Date(),
): Promise<DirectReportDetail> {
  const { profile, directReport } = entities();
  const [[profileItem, person], topNotes] = await Promise.all([
    batchGetItems([
      itemRead(profile.get({ userId }), (input) => profile.parse(input)),
      itemRead(directReport.get({ userId, directReportId }), (input) => directReport.parse(input)),
    ]),
    newestNotesAbout(userId, { kind: 'directReport', id: directReportId }, TOP_NOTES),
  ]);
  if (!person) throw new NotFoundError(DIRECT_REPORT_NOT_FOUND);
  const timeZone = profileItem?.timeZone ?? FALLBACK_TIME_ZONE;
  const tracked: TrackedPerson = { kind: 'directReport', id: person.directReportId, person };
  const week = weekRange(now, timeZone);
  const thisWeek = meetingsBetween(tracked, { from: week.start, to: week.end }, timeZone, now);
  const lookbackStart = new Date(
    now.getTime() - LAST_ONE_ON_ONE_LOOKBACK_DAYS * 24 * 60 * 60 * 1000,
  );
  const past = meetingsBetween(tracked, { from: lookbackStart, to: now }, timeZone, now);
  const next = nextMeeting(tracked, timeZone, now);
  return {
    ...toDirectReport(person),
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
    topNotes,
    suggestedAgenda: suggestedTopics('directReport'),
    nudges: directReportNudges(person, next, now),
  };
}
