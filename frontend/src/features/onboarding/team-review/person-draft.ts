/**
 * Rows of the team review panel (docs/product.md#entities 'Person draft') and their rules
 * (docs/product.md#states-and-transitions 'Person import', #validation-rules 'Onboarding'):
 * completeness, the 'Name and 1:1 schedule required' check, when the Manager option is disabled,
 * the rows of the review opened from the profile or the dashboard, and how a calendar 1:1 reads.
 * Pure functions, unit-tested.
 */
import { format, isValid, parse } from 'date-fns';
import {
  DEFAULT_MEETING_FREQUENCY,
  DEFAULT_MEETING_TIME,
  MEETING_FREQUENCY_LABELS,
  type MeetingDay,
  type MeetingFrequency,
  type PersonSource,
  type PersonStatus,
} from '@shared/domain/constants';
import { isActive, type PersonKind } from '@shared/domain/person-kind';
import { findMatchingPerson } from '@shared/domain/person-matching';

export type Relationship = PersonKind;

/**
 * A person's 1:1 as the calendar shows it (`GET /api/direct-reports/detected`): weekday (null on a
 * weekend), 'HH:mm' in the user's zone, frequency (null for a one-off).
 */
export interface CalendarSchedule {
  meetingDayOfWeek: MeetingDay | null;
  meetingTime: string;
  meetingFrequency: MeetingFrequency | null;
}

export interface PersonDraft {
  /** Client-side row key. */
  key: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  source: PersonSource;
  selected: boolean;
  relationship: Relationship;
  meetingFrequency: MeetingFrequency | '';
  meetingDayOfWeek: MeetingDay | '';
  meetingTime: string;
  alreadyAdded: boolean;
  previouslyRemoved: boolean;
  existingId: string | null;
  existingType: Relationship | null;
  /** The calendar's 1:1 with this person, shown on detected rows; absent when none was found. */
  calendarSchedule?: CalendarSchedule | null | undefined;
}

let counter = 0;
const nextKey = () => `row-${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * A new manual row: direct report, weekly at 10:00, day still to choose
 * (docs/product.md#validation-rules defaults).
 */
export function newManualDraft(): PersonDraft {
  return {
    key: nextKey(),
    name: '',
    firstName: '',
    lastName: '',
    email: '',
    role: '',
    source: 'manual',
    selected: true,
    relationship: 'directReport',
    meetingFrequency: DEFAULT_MEETING_FREQUENCY,
    meetingDayOfWeek: '',
    meetingTime: DEFAULT_MEETING_TIME,
    alreadyAdded: false,
    previouslyRemoved: false,
    existingId: null,
    existingType: null,
  };
}

/** A manual row nobody has typed into yet: ignored when saving. */
export function isBlankDraft(row: PersonDraft): boolean {
  return (
    row.source === 'manual' && !row.firstName.trim() && !row.lastName.trim() && !row.email.trim()
  );
}

export function hasName(row: PersonDraft): boolean {
  return Boolean(row.firstName.trim() || row.lastName.trim());
}

export function hasSchedule(row: PersonDraft): boolean {
  return Boolean(row.meetingDayOfWeek && row.meetingFrequency && row.meetingTime);
}

/** A row that will be saved: selected and not blank. */
export function rowsToSave(rows: readonly PersonDraft[]): PersonDraft[] {
  return rows.filter((row) => row.selected && !isBlankDraft(row));
}

/**
 * Whether the team can be completed: at least one selected row with a name, and every row to
 * save has a name and, when manual, a full 1:1 schedule (docs/product.md#validation-rules).
 */
export function canCompleteTeam(rows: readonly PersonDraft[]): boolean {
  const toSave = rowsToSave(rows);
  if (!toSave.some(hasName)) return false;
  return toSave.every((row) => hasName(row) && (row.source === 'detected' || hasSchedule(row)));
}

/**
 * The Manager option is disabled for a row when existing non-archived bosses (not shown as a row)
 * plus the selected boss rows come to at least one, and the row is not already a boss
 * (docs/product.md#validation-rules).
 */
export function isManagerOptionDisabled(
  row: PersonDraft,
  rows: readonly PersonDraft[],
  activeBossIds: readonly string[],
): boolean {
  if (row.relationship === 'boss') return false;
  const representedIds = new Set(rows.map((other) => other.existingId).filter(Boolean));
  const existingElsewhere = activeBossIds.filter((id) => !representedIds.has(id)).length;
  const selectedBossRows = rows.filter(
    (other) => other.selected && other.relationship === 'boss',
  ).length;
  return existingElsewhere + selectedBossRows >= 1;
}

/** A person the user already tracks (from the people lists, archived ones included). */
export interface ExistingPerson {
  id: string;
  kind: Relationship;
  firstName: string;
  lastName: string;
  email: string;
  source: PersonSource;
  status: PersonStatus;
  meetingDayOfWeek: MeetingDay | null;
  meetingFrequency: MeetingFrequency;
  meetingTime: string;
  role: string;
}

/**
 * A row for a person already tracked (the team review opened from the profile): their names,
 * relationship, role, source and stored 1:1 schedule. A person added from the calendar stays a
 * detected row (no schedule asked; the calendar's 1:1 shown).
 */
export function draftFromExisting(person: ExistingPerson): PersonDraft {
  return {
    ...newManualDraft(),
    source: person.source,
    name: [person.firstName, person.lastName].filter(Boolean).join(' '),
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    role: person.role,
    relationship: person.kind,
    meetingDayOfWeek: person.meetingDayOfWeek ?? '',
    meetingFrequency: person.meetingFrequency,
    meetingTime: person.meetingTime,
    alreadyAdded: isActive(person),
    previouslyRemoved: !isActive(person),
    existingId: person.id,
    existingType: person.kind,
  };
}

/** A person the calendar found (`GET /api/direct-reports/detected`; matched here, not by its status). */
export interface DetectedPersonInput {
  email: string;
  firstName: string;
  lastName: string;
  /** The relationship the server suggests (docs/product.md#calendar-sync-and-11-detection). */
  relationship?: Relationship;
  meetingDayOfWeek?: MeetingDay | null;
  meetingTime?: string;
  meetingFrequency?: MeetingFrequency | null;
}

/** The calendar's 1:1 of a detected person, or null when the answer carries none. */
function calendarScheduleOf(person: DetectedPersonInput): CalendarSchedule | null {
  if (!person.meetingTime) return null;
  return {
    meetingDayOfWeek: person.meetingDayOfWeek ?? null,
    meetingTime: person.meetingTime,
    meetingFrequency: person.meetingFrequency ?? null,
  };
}

/**
 * Rows for the people the calendar found (docs/product.md#team-review-panel,
 * #states-and-transitions 'Person import'): detected, no schedule needed, the calendar's 1:1 shown,
 * the server's suggested relationship, pre-checked — unless they match a previously removed person,
 * who starts unchecked (badged 'Previously removed'). One matching a person already tracked shows
 * as that person (badged 'Already added', checked and locked when it has an email, by PersonRow):
 * the person's names, relationship, role and 1:1 schedule, so completing updates them unchanged
 * instead of creating anyone or clearing their schedule. People already in `rows` (same email, or
 * the same tracked person) are not repeated.
 */
export function detectedDrafts(
  detected: readonly DetectedPersonInput[],
  existing: readonly ExistingPerson[],
  rows: readonly PersonDraft[] = [],
): PersonDraft[] {
  const present = new Set(rows.map((row) => row.email.trim().toLowerCase()).filter(Boolean));
  const tied = new Set(rows.map((row) => row.existingId).filter(Boolean));
  return detected
    .filter((person) => !present.has(person.email.trim().toLowerCase()))
    .map((person) => {
      const row = resolveDraft(
        {
          ...newManualDraft(),
          name: [person.firstName, person.lastName].filter(Boolean).join(' '),
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          source: 'detected',
          relationship: person.relationship ?? 'directReport',
          meetingDayOfWeek: '',
        },
        existing,
      );
      const match = existing.find((candidate) => candidate.id === row.existingId);
      const known = match
        ? { ...draftFromExisting(match), key: row.key, email: row.email, source: row.source }
        : row;
      return {
        ...known,
        selected: !row.previouslyRemoved,
        calendarSchedule: calendarScheduleOf(person),
      };
    })
    .filter((row) => !row.existingId || !tied.has(row.existingId));
}

/**
 * The rows of the team review opened from the profile or the dashboard's new-meetings notice:
 * everyone tracked and active (docs/product.md#profile: 'Review your team'), each with the
 * calendar's 1:1 when the calendar found them, then the people the calendar found who are not
 * tracked (`detectedDrafts`). No blank row: 'Add another team member' adds one.
 */
export function teamReviewRows(
  existing: readonly ExistingPerson[],
  detected: readonly DetectedPersonInput[],
): PersonDraft[] {
  const tracked = existing.filter(isActive).map((person) => {
    const found = detected.find((candidate) => findMatchingPerson(candidate, [person]));
    return {
      ...draftFromExisting(person),
      calendarSchedule: found ? calendarScheduleOf(found) : null,
    };
  });
  return [...tracked, ...detectedDrafts(detected, existing, tracked)];
}

const PLURAL_DAYS: Record<MeetingDay, string> = {
  Monday: 'Mondays',
  Tuesday: 'Tuesdays',
  Wednesday: 'Wednesdays',
  Thursday: 'Thursdays',
  Friday: 'Fridays',
};

/**
 * How a calendar 1:1 reads on a row: 'Weekly, Mondays at 10:00 am', 'Monday at 10:00 am' for a
 * one-off, 'Weekly at 10:00 am' on a weekend day; without a readable time, no 'at …'.
 */
export function describeCalendarSchedule(schedule: CalendarSchedule): string {
  const parsed = parse(schedule.meetingTime, 'HH:mm', new Date(2000, 0, 1));
  const at = isValid(parsed) ? ` at ${format(parsed, 'h:mm aaa')}` : '';
  const day = schedule.meetingDayOfWeek;
  if (!schedule.meetingFrequency) return `${day ?? 'Once'}${at}`;
  const frequency = MEETING_FREQUENCY_LABELS[schedule.meetingFrequency];
  return day ? `${frequency}, ${PLURAL_DAYS[day]}${at}` : `${frequency}${at}`;
}

/**
 * The row with its match among existing people (docs/product.md#validation-rules: by
 * case-insensitive trimmed email, or by full name when both names exist):
 * `existingId`/`existingType` and the 'Already added' / 'Previously removed' badges. A row already
 * tied to a person keeps that person; active people win over archived ones.
 */
export function resolveDraft(row: PersonDraft, existing: readonly ExistingPerson[]): PersonDraft {
  const tied = row.existingId ? existing.find((person) => person.id === row.existingId) : undefined;
  const match =
    tied ??
    (isBlankDraft(row)
      ? undefined
      : (findMatchingPerson(row, existing.filter(isActive)) ?? findMatchingPerson(row, existing)));
  if (!match)
    return {
      ...row,
      existingId: null,
      existingType: null,
      alreadyAdded: false,
      previouslyRemoved: false,
    };
  return {
    ...row,
    existingId: match.id,
    existingType: match.kind,
    alreadyAdded: isActive(match),
    previouslyRemoved: !isActive(match),
  };
}

export type TeamSaveStep =
  | { type: 'archive'; kind: Relationship; id: string; row: PersonDraft }
  | { type: 'update'; kind: Relationship; id: string; restore: boolean; row: PersonDraft }
  | { type: 'create'; kind: Relationship; row: PersonDraft };

/**
 * What saving the team does, in order (docs/product.md#states-and-transitions 'Person import'): a
 * person whose relationship changed is removed from the old kind and created in the other; an
 * unchanged existing person is updated with names and schedule (restored if archived) and nothing
 * new is created; everyone else is created. Removals run first and new managers last, so the
 * one-manager rule holds.
 */
export function planTeamSave(
  rows: readonly PersonDraft[],
  existing: readonly ExistingPerson[],
): TeamSaveStep[] {
  const archives: TeamSaveStep[] = [];
  const updates: TeamSaveStep[] = [];
  const creates: TeamSaveStep[] = [];
  for (const row of rowsToSave(rows).map((draft) => resolveDraft(draft, existing))) {
    if (row.existingId && row.existingType === row.relationship) {
      updates.push({
        type: 'update',
        kind: row.relationship,
        id: row.existingId,
        restore: row.previouslyRemoved,
        row,
      });
      continue;
    }
    if (row.existingId && row.existingType && row.alreadyAdded) {
      archives.push({ type: 'archive', kind: row.existingType, id: row.existingId, row });
    }
    creates.push({ type: 'create', kind: row.relationship, row });
  }
  creates.sort((a, b) => Number(a.kind === 'boss') - Number(b.kind === 'boss'));
  return [...archives, ...updates, ...creates];
}

/** Why a row could not be saved: the server's messages by field, and the one to show. */
export interface RowSaveError {
  fields: Partial<Record<string, string>>;
  message: string;
}

/** The errors of the rows that did not change since (an edit clears its row's error). */
export function errorsOfUnchangedRows(
  errors: Readonly<Record<string, RowSaveError>>,
  before: readonly PersonDraft[],
  after: readonly PersonDraft[],
): Record<string, RowSaveError> {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => {
      const row = after.find((candidate) => candidate.key === key);
      return row !== undefined && before.includes(row);
    }),
  );
}

/** The spec's tooltip on the disabled Manager option. */
export const ONE_MANAGER_TOOLTIP =
  'Only 1 manager can be added. Remove the existing manager first.';
export const TEAM_REQUIREMENTS_HINT = 'Name and 1:1 schedule required';
/** The title of the team review opened from the profile or the dashboard (heading and tab). */
export const TEAM_REVIEW_TITLE = 'Review your team';
export const TEAM_SAVE_FAILED =
  'Some team members could not be saved. Fix the marked rows and try again.';
export const TEAM_NOT_NOTIFIED_NOTICE = "Your team won't be notified or invited.";
