/**
 * What the app shows of the last calendar sync (docs/product.md#calendar-sync-and-11-detection),
 * each in one Query of the user's people (whose key range holds the sync item:
 * people/people-query.ts), plus 1 GetItem sent with it:
 *
 * - `detectedPeople`: `GET /api/direct-reports/detected`, the detected 1:1 partners with their
 *   status against the people (those already among the active people only with `includeAdded`),
 *   the suggested relationship and their calendar's 1:1 schedule in the user's time zone (the
 *   profile's, read with a BatchGetItem; before onboarding saves one, the calendar's own zone),
 *   for the team review;
 * - `calendarIntegration`: `GET /api/calendar/integration` (the Google integration's GetItem).
 */
import type { CalendarIntegration, DetectedDirectReport } from '../../../shared/contract';
import { DEFAULT_MEETING_TIME, FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { displayName } from '../../../shared/domain/person-name';
import { readIntegration } from '../integrations/integration-store';
import { queryAllPeople, type PeopleItems } from '../people/people-query';
import { batchGetItems } from '../data/batch-get';
import { timeZoneRead } from '../profile/profile-store';
import { detectedForReview, unmatchedMeetingsCount } from '../calendar/calendar-matching';
import { calendarScheduleOf } from '../calendar/calendar-schedule';

const everyone = (people: PeopleItems) => [
  ...people.bosses.map((person) => ({ ...person, kind: 'boss' as const })),
  ...people.directReports.map((person) => ({ ...person, kind: 'directReport' as const })),
];

export async function detectedPeople(
  userId: string,
  options: { includeAdded?: boolean; now?: Date } = {},
): Promise<DetectedDirectReport[]> {
  const [people, [profileTimeZone]] = await Promise.all([
    queryAllPeople(userId),
    batchGetItems([timeZoneRead(userId)]),
  ]);
  // Before onboarding saves a profile, the calendar's own zone is the user's best guess.
  const timeZone = profileTimeZone ?? people.calendarSync?.timeZone ?? FALLBACK_TIME_ZONE;
  const now = options.now ?? new Date();
  return detectedForReview(people.calendarSync, everyone(people), options).map((person) => {
    const schedule = calendarScheduleOf(person.events, timeZone, now);
    return {
      name: displayName(person) || person.email,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      status: person.status,
      relationship: person.relationship,
      meetingDayOfWeek: schedule?.meetingDayOfWeek ?? null,
      meetingTime: schedule?.meetingTime ?? DEFAULT_MEETING_TIME,
      meetingFrequency: schedule?.meetingFrequency ?? null,
    };
  });
}

export async function calendarIntegration(userId: string): Promise<CalendarIntegration> {
  const [people, google] = await Promise.all([
    queryAllPeople(userId),
    readIntegration(userId, 'google'),
  ]);
  return {
    connected: google?.status === 'connected',
    account: google?.account ?? null,
    lastSyncedAt: people.calendarSync?.lastSyncedAt ?? null,
    unmatchedMeetingsCount: unmatchedMeetingsCount(people.calendarSync, everyone(people)),
  };
}
