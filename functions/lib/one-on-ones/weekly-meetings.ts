/**
 * This week's 1:1s (docs/product.md#calls 'GET /api/unified-meetings/weekly',
 * #weeks-and-time-zones): Monday to Monday in the user's zone, with direct reports or with the
 * manager, optionally for one person, with each meeting's note flags; a person matched to the
 * calendar has its 1:1s (person-meetings.ts). DynamoDB: one BatchGetItem of the profile (time zone)
 * and the calendar sync, and one Query of the people (or one GetItem for a person) together, then
 * one read of the week's meeting notes for their flags (none when the week has no 1:1): a
 * BatchGetItem per 100 1:1s, sent together (data/batch-get.ts) — at the quota of 200 weekly direct
 * reports, 2.
 */
import { isActive, type PersonKind } from '../../../shared/domain/person-kind';
import type { WeeklyMeetings } from '../../../shared/contract';
import { getBossItem, queryAllBosses } from '../people/boss-store';
import { getDirectReportItem, queryAllDirectReports } from '../people/direct-report-store';
import { meetingFlags } from './meeting-note-store';
import { batchGetItems } from '../data/batch-get';
import { calendarSyncRead } from '../calendar/calendar-sync-store';
import type { CalendarSyncState } from '../calendar/calendar-matching';
import { timeZoneRead } from '../profile/profile-store';
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { meetingsOfPeople, trackedPerson, type TrackedPerson } from './person-meetings';
import { weekRange } from '../../../shared/domain/week';

export interface WeeklyMeetingsQuery {
  /** Whose 1:1s: the direct reports' or the manager's. */
  kind: PersonKind;
  personId?: string | undefined;
}

/** The people whose 1:1s are asked for, without their calendar yet. */
async function loadPeople(userId: string, query: WeeklyMeetingsQuery): Promise<TrackedPerson[]> {
  if (query.kind === 'boss') {
    const items = query.personId
      ? [await getBossItem(userId, query.personId)]
      : await queryAllBosses(userId);
    return items.filter(isActive).map((person) => trackedPerson('boss', person.bossId, person));
  }
  const items = query.personId
    ? [await getDirectReportItem(userId, query.personId)]
    : await queryAllDirectReports(userId);
  return items
    .filter(isActive)
    .map((person) => trackedPerson('directReport', person.directReportId, person));
}

/** @throws NotFoundError for an unknown (or another user's) personId. */
export async function weeklyMeetings(
  userId: string,
  query: WeeklyMeetingsQuery,
  now = new Date(),
): Promise<WeeklyMeetings> {
  const [[zone, calendarSync], loaded] = await Promise.all([
    batchGetItems([timeZoneRead(userId), calendarSyncRead(userId)]),
    loadPeople(userId, query),
  ]);
  const timeZone = zone ?? FALLBACK_TIME_ZONE;
  const people = loaded.map((tracked) =>
    trackedPerson(
      tracked.kind,
      tracked.id,
      tracked.person,
      calendarSync as CalendarSyncState | null,
    ),
  );
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
