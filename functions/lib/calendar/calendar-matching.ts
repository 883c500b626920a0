/**
 * The last calendar sync against the people the user tracks
 * (docs/product.md#calendar-sync-and-11-detection, #validation-rules 'Matching detected people to
 * existing ones'), pure: a detected person matches a tracked one by case-insensitive trimmed email
 * first, then by full name when both names exist (shared/domain/person-matching.ts).
 *
 * - `calendarOfPerson`: the tracked person's calendar 1:1s (the events of the detected person
 *   matching them), which replace the schedule-computed 1:1 of their weeks (person-meetings.ts).
 * - `detectedForReview`: each detected person with their match among the tracked people
 *   (`status`: 'new', 'alreadyAdded' when they match an active person, 'previouslyRemoved' when
 *   they match only an archived one) — what the team review lists
 *   (docs/product.md#screens-and-routes badges 'Already added' and 'Previously removed');
 *   already-added people only when asked for. Each carries the relationship the review suggests
 *   (`suggestedRelationships`).
 * - `unmatchedMeetingsCount`: detected people matching no tracked person at all, archived
 *   included (a person the user removed is not news): the dashboard's new-meetings notice.
 */
import type { PersonStatus } from '../../../shared/domain/constants';
import { isActive, type PersonKind } from '../../../shared/domain/person-kind';
import { findMatchingPerson, type MatchablePerson } from '../../../shared/domain/person-matching';
import type { DetectedEvent, DetectedPerson } from './one-on-one-detection';

/** What a sync stored (data/schema/calendar-sync-entity.ts), as the readers need it. */
export interface CalendarSyncState {
  lastSyncedAt: string;
  windowStart: string;
  windowEnd: string;
  /** The calendar's own IANA time zone (null: not known). */
  timeZone?: string | null;
  people: DetectedPerson[];
}

/** A tracked person's 1:1s in the calendar: the synced window and their events in it. */
export interface PersonCalendar {
  window: { from: Date; to: Date };
  events: DetectedEvent[];
}

type TrackedLike = MatchablePerson & { status?: PersonStatus | undefined };
/** A tracked person with its kind, for the relationship suggestion. */
type TrackedWithKind = TrackedLike & { kind: PersonKind };

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

/**
 * How a detected person stands against the tracked people (docs/product.md#states-and-transitions
 * 'Person import').
 */
export type DetectedStatus = 'new' | 'alreadyAdded' | 'previouslyRemoved';

/**
 * The relationship the team review suggests for each detected person, by email:
 *
 * - one matching a tracked person (active first, then archived) is what that person is;
 * - otherwise the user's manager ('boss') when they organise most of their 1:1s with the user, the
 *   user has no active manager, and no other untracked detected person does (two organisers are
 *   ambiguous: neither is suggested; one manager at most, docs/product.md#validation-rules);
 * - everyone else a direct report.
 *
 * Only a suggestion: the user picks in the review.
 */
export function suggestedRelationships(
  detected: readonly DetectedPerson[],
  people: readonly TrackedWithKind[],
): Map<string, PersonKind> {
  const active = people.filter(isActive);
  const suggestions = new Map<string, PersonKind>();
  const organisers: string[] = [];
  for (const candidate of detected) {
    const match = findMatchingPerson(candidate, active) ?? findMatchingPerson(candidate, people);
    if (match) suggestions.set(candidate.email, match.kind);
    else if (candidate.organizedByThem) organisers.push(candidate.email);
  }
  const hasManager = active.some((person) => person.kind === 'boss');
  const manager = !hasManager && organisers.length === 1 ? organisers[0] : undefined;
  for (const candidate of detected) {
    if (!suggestions.has(candidate.email))
      suggestions.set(candidate.email, candidate.email === manager ? 'boss' : 'directReport');
  }
  return suggestions;
}

/**
 * The detected people with their status and suggested relationship, in the sync's order (by
 * email): those matching an active tracked person only with `includeAdded` (by default the review
 * lists who is not tracked yet).
 */
export function detectedForReview(
  sync: CalendarSyncState | null | undefined,
  people: readonly TrackedWithKind[],
  options: { includeAdded?: boolean } = {},
): (DetectedPerson & { status: DetectedStatus; relationship: PersonKind })[] {
  const active = people.filter(isActive);
  const detected = sync?.people ?? [];
  const relationships = suggestedRelationships(detected, people);
  return detected.flatMap((candidate) => {
    const status: DetectedStatus = matchesAny(candidate, active)
      ? 'alreadyAdded'
      : matchesAny(candidate, people)
        ? 'previouslyRemoved'
        : 'new';
    return status === 'alreadyAdded' && !options.includeAdded
      ? []
      : [{ ...candidate, status, relationship: relationships.get(candidate.email)! }];
  });
}

/** Detected people matching no tracked person, archived ones included. */
export function unmatchedMeetingsCount(
  sync: CalendarSyncState | null | undefined,
  people: readonly TrackedLike[],
): number {
  return (sync?.people ?? []).filter((candidate) => !matchesAny(candidate, people)).length;
}
