/**
 * Rows of the team review panel (spec §3 'Person draft') and their rules (spec §4 'Person
 * import', §5 'Onboarding'): completeness, the 'Name and 1:1 schedule required' check, and when
 * the Manager option is disabled. Pure functions, unit-tested.
 */
import {
  DEFAULT_MEETING_FREQUENCY,
  DEFAULT_MEETING_TIME,
  type MeetingDay,
  type MeetingFrequency,
  type PersonSource,
  type PersonStatus,
} from '@shared/domain/constants';
import { isActive, type PersonKind } from '@shared/domain/person-kind';
import { findMatchingPerson } from '@shared/domain/person-matching';

export type Relationship = PersonKind;

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
}

let counter = 0;
const nextKey = () => `row-${Date.now().toString(36)}-${(counter += 1)}`;

/** A new manual row: direct report, weekly at 10:00, day still to choose (spec §5 defaults). */
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
 * save has a name and, when manual, a full 1:1 schedule (spec §5).
 */
export function canCompleteTeam(rows: readonly PersonDraft[]): boolean {
  const toSave = rowsToSave(rows);
  if (!toSave.some(hasName)) return false;
  return toSave.every((row) => hasName(row) && (row.source === 'detected' || hasSchedule(row)));
}

/**
 * The Manager option is disabled for a row when existing non-archived bosses (not shown as a row)
 * plus the selected boss rows come to at least one, and the row is not already a boss (spec §5).
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
  status: PersonStatus;
  meetingDayOfWeek: MeetingDay | null;
  meetingFrequency: MeetingFrequency;
  meetingTime: string;
  role: string;
}

/** A row for a person already tracked (the team review opened from the profile). */
export function draftFromExisting(person: ExistingPerson): PersonDraft {
  return {
    ...newManualDraft(),
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

/** A person the calendar found (`GET /api/direct-reports/detected`). */
export interface DetectedPersonInput {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Rows for the people the calendar found (spec §4 'Person import'): detected, no schedule needed,
 * pre-checked — unless they match a previously removed person, who starts unchecked (and badged
 * 'Previously removed' by resolveDraft). People already in `rows` (same email) are not repeated.
 */
export function detectedDrafts(
  detected: readonly DetectedPersonInput[],
  existing: readonly ExistingPerson[],
  rows: readonly PersonDraft[] = [],
): PersonDraft[] {
  const present = new Set(rows.map((row) => row.email.trim().toLowerCase()).filter(Boolean));
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
          meetingDayOfWeek: '',
        },
        existing,
      );
      return { ...row, selected: !row.previouslyRemoved };
    });
}

/**
 * The row with its match among existing people (spec §5: by case-insensitive trimmed email, or by
 * full name when both names exist): `existingId`/`existingType` and the 'Already added' /
 * 'Previously removed' badges. A row already tied to a person keeps that person; active people
 * win over archived ones.
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
 * What saving the team does, in order (spec §4 'Person import'): a person whose relationship
 * changed is removed from the old kind and created in the other; an unchanged existing person is
 * updated with names and schedule (restored if archived) and nothing new is created; everyone
 * else is created. Removals run first and new managers last, so the one-manager rule holds.
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
export const TEAM_SAVE_FAILED =
  'Some team members could not be saved. Fix the marked rows and try again.';
export const TEAM_NOT_NOTIFIED_NOTICE = "Your team won't be notified or invited.";
