/**
 * The last calendar sync against the people the user tracks (issue 10 item 3; spec §5 'Matching
 * detected people to existing ones'), pure: a detected person matches a tracked one by
 * case-insensitive trimmed email first, then by full name when both names exist
 * (shared/domain/person-matching.ts).
 *
 * - `calendarOfPerson`: the tracked person's calendar 1:1s (the events of the detected person
 *   matching them), which replace the schedule-computed 1:1 of their weeks (person-meetings.ts).
 * - `detectedForReview`: detected people not matching an active person — what the team review
 *   lists (one matching an archived person is listed, and the review badges it 'Previously removed').
 * - `unmatchedMeetingsCount`: detected people matching no tracked person at all, archived
 *   included (a person the user removed is not news): the dashboard's new-meetings notice.
 */
import type { PersonStatus } from '../../../shared/domain/constants';
import { isActive } from '../../../shared/domain/person-kind';
import { findMatchingPerson, type MatchablePerson } from '../../../shared/domain/person-matching';
import type { DetectedEvent, DetectedPerson } from './one-on-one-detection';

/** What a sync stored (calendar-sync-entity.ts), as the readers need it. */
export interface CalendarSyncState {
  lastSyncedAt: string;
  windowStart: string;
  windowEnd: string;
  people: DetectedPerson[];
}

/** A tracked person's 1:1s in the calendar: the synced window and their events in it. */
export interface PersonCalendar {
  window: { from: Date; to: Date };
  events: DetectedEvent[];
}

type TrackedLike = MatchablePerson & { status?: PersonStatus | undefined };

const normalise = (value?: string | null) => (value ?? '').trim().toLowerCase();

/** The detected person matching `person`: by email first, then by full name. */
export function detectedMatchOf(
  person: MatchablePerson,
  detected: readonly DetectedPerson[],
): DetectedPerson | undefined {
  const email = normalise(person.email);
  return (
    (email ? detected.find((candidate) => normalise(candidate.email) === email) : undefined) ??
    detected.find(
      (candidate) =>
        findMatchingPerson({ firstName: candidate.firstName, lastName: candidate.lastName }, [
          { firstName: person.firstName, lastName: person.lastName },
        ]) !== undefined,
    )
  );
}

/** The person's calendar 1:1s from the last sync, or null (no sync, no match). */
export function calendarOfPerson(
  person: MatchablePerson,
  sync: CalendarSyncState | null | undefined,
): PersonCalendar | null {
  if (!sync) return null;
  const match = detectedMatchOf(person, sync.people);
  if (!match) return null;
  return {
    window: { from: new Date(sync.windowStart), to: new Date(sync.windowEnd) },
    events: match.events,
  };
}

const matchesAny = (candidate: DetectedPerson, people: readonly TrackedLike[]) =>
  findMatchingPerson(candidate, people) !== undefined;

/** Detected people not matching an active tracked person (the team review's rows). */
export function detectedForReview(
  sync: CalendarSyncState | null | undefined,
  people: readonly TrackedLike[],
): DetectedPerson[] {
  const active = people.filter(isActive);
  return (sync?.people ?? []).filter((candidate) => !matchesAny(candidate, active));
}

/** Detected people matching no tracked person, archived ones included. */
export function unmatchedMeetingsCount(
  sync: CalendarSyncState | null | undefined,
  people: readonly TrackedLike[],
): number {
  return (sync?.people ?? []).filter((candidate) => !matchesAny(candidate, people)).length;
}
