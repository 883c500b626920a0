/**
 * This week's 1:1s (spec §7 'GET /api/unified-meetings/weekly', §9 'Weeks'): Monday to Monday in
 * the user's zone, with direct reports or with the manager, optionally for one person, with each
 * meeting's note flags. DynamoDB: the profile (time zone) and one Query of the people (or one
 * GetItem for a person) together, then one BatchGetItem of the week's meeting notes (none when the
 * week has no 1:1).
 */
import { isActive, type PersonKind } from '../../../shared/domain/person-kind';
import { weekRange } from '../../../shared/domain/schedule';
import type { WeeklyMeetings } from '../../../shared/contract';
import { getBossItem, queryAllBosses } from '../people/boss-store';
import { getDirectReportItem, queryAllDirectReports } from '../people/direct-report-store';
import { meetingFlags } from '../meeting-notes/meeting-note-store';
import { getTimeZone } from '../profile/profile-store';
import { meetingsOfPeople, type TrackedPerson } from './person-meetings';

export interface WeeklyMeetingsQuery {
  /** Whose 1:1s: the direct reports' or the manager's. */
  kind: PersonKind;
  personId?: string | undefined;
}

async function loadPeople(userId: string, query: WeeklyMeetingsQuery): Promise<TrackedPerson[]> {
  if (query.kind === 'boss') {
    const items = query.personId
      ? [await getBossItem(userId, query.personId)]
      : await queryAllBosses(userId);
    return items.filter(isActive).map((person) => ({ kind: 'boss', id: person.bossId, person }));
  }
  const items = query.personId
    ? [await getDirectReportItem(userId, query.personId)]
    : await queryAllDirectReports(userId);
  return items
    .filter(isActive)
    .map((person) => ({ kind: 'directReport', id: person.directReportId, person }));
}

/** @throws NotFoundError for an unknown (or another user's) personId. */
export async function weeklyMeetings(
  userId: string,
  query: WeeklyMeetingsQuery,
  now = new Date(),
): Promise<WeeklyMeetings> {
  const [timeZone, people] = await Promise.all([getTimeZone(userId), loadPeople(userId, query)]);
  const week = weekRange(now, timeZone);
  const meetings = meetingsOfPeople(people, { from: week.start, to: week.end }, timeZone, now);
  const { flags } = meetings.length
    ? await meetingFlags(
        userId,
        meetings.map((meeting) => meeting.id),
      )
    : { flags: {} };
  return {
    weekStart: week.start.toISOString(),
    weekEnd: week.end.toISOString(),
    timeZone,
    now: now.toISOString(),
    meetings,
    flags,
  };
}
