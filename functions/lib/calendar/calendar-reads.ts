/**
 * What the app shows of the last calendar sync (issue 10 item 3), each in one Query of the user's
 * people (whose key range holds the sync item: people/people-query.ts), plus 1 GetItem of the
 * Google integration for the integration state, sent together:
 *
 * - `detectedPeople`: `GET /api/direct-reports/detected`, the detected 1:1 partners who are not
 *   among the active people, for the team review;
 * - `calendarIntegration`: `GET /api/calendar/integration`.
 */
import type { CalendarIntegration, DetectedDirectReport } from '../../../shared/contract';
import { displayName } from '../../../shared/domain/person-name';
import { readIntegration } from '../integrations/integration-store';
import { queryAllPeople, type PeopleItems } from '../people/people-query';
import { detectedForReview, unmatchedMeetingsCount } from './calendar-matching';

const everyone = (people: PeopleItems) => [...people.bosses, ...people.directReports];

export async function detectedPeople(userId: string): Promise<DetectedDirectReport[]> {
  const people = await queryAllPeople(userId);
  return detectedForReview(people.calendarSync, everyone(people)).map((person) => ({
    name: displayName(person) || person.email,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
  }));
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
