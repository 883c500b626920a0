/**
 * What direct reports and bosses share in the data layer: turning request input into stored
 * fields (defaults of docs/product.md#entities, #validation-rules: name = first + last, default
 * role, 10:00 weekly), merging an update and checking the merged record, and mapping items to the
 * contract's shapes.
 */
import type { EntityItem } from 'electrodb';
import {
  DEFAULT_MEETING_FREQUENCY,
  DEFAULT_MEETING_TIME,
  type MeetingDay,
  type MeetingFrequency,
  type PersonSource,
  type PersonStatus,
} from '../../../shared/domain/constants';
import { isActive } from '../../../shared/domain/person-kind';
import { fullName } from '../../../shared/domain/person-name';
// The schema module itself, not the contract's index: that would load every route's schemas.
import {
  missingScheduleFields,
  SCHEDULE_FIELD_MESSAGES,
  type PersonLean,
} from '../../../shared/contract/schemas/person';
import { ValidationError } from '../errors';
import type { DirectReportEntity } from '../data/schema/direct-report-entity';
import type { personAttributes } from '../data/schema/person-attributes';

/**
 * The stored person fields common to both kinds (data/schema/person-attributes.ts), as ElectroDB types them on
 * a direct report item (a boss item has the same ones).
 */
export type StoredPerson = Pick<
  EntityItem<DirectReportEntity>,
  keyof typeof personAttributes | 'userId' | 'createdAt' | 'updatedAt'
>;

/** One period of a stored schedule (`scheduleSegments`). */
export type StoredScheduleSegment = NonNullable<StoredPerson['scheduleSegments']>[number];

/** Most schedule changes kept per person; older ones only shape 1:1s long past. */
export const MAX_SCHEDULE_SEGMENTS = 100;

/** Parsed person input (create or update), as the contract's schemas output it. */
export interface PersonInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
  role?: string | undefined;
  source?: PersonSource | undefined;
  meetingDayOfWeek?: MeetingDay | null | undefined;
  meetingTime?: string | null | undefined;
  meetingFrequency?: MeetingFrequency | null | undefined;
  avatar?: string | null | undefined;
  avatarColorPastel?: string | null | undefined;
  avatarColorDark?: string | null | undefined;
  status?: PersonStatus | undefined;
}

type PersonCore = Omit<StoredPerson, 'userId' | 'createdAt' | 'updatedAt' | 'archivedAt'>;

function segmentOf(
  person: Pick<StoredPerson, 'meetingDayOfWeek' | 'meetingTime' | 'meetingFrequency'>,
  effectiveFrom: string,
): StoredScheduleSegment {
  return {
    effectiveFrom,
    meetingDayOfWeek: person.meetingDayOfWeek,
    meetingTime: person.meetingTime,
    meetingFrequency: person.meetingFrequency,
  };
}

/** The person's schedule history; items stored before histories existed get one from creation. */
export function scheduleSegmentsOf(person: StoredPerson): StoredScheduleSegment[] {
  return person.scheduleSegments?.length
    ? person.scheduleSegments
    : [segmentOf(person, person.createdAt)];
}

function sameSchedule(a: StoredScheduleSegment, b: StoredScheduleSegment): boolean {
  return (
    a.meetingDayOfWeek === b.meetingDayOfWeek &&
    a.meetingTime === b.meetingTime &&
    a.meetingFrequency === b.meetingFrequency
  );
}

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/**
 * Fields of a new person from create input; `defaultRole` per kind (docs/product.md#entities); the
 * schedule history starts at `now` (ISO 8601 UTC).
 */
export function newPersonFields(
  input: PersonInput & { firstName: string },
  defaultRole: string,
  now: string,
): PersonCore {
  const lastName = input.lastName ?? '';
  const person = {
    firstName: input.firstName,
    lastName,
    name: input.name || fullName(input.firstName, lastName),
    role: input.role || defaultRole,
    email: input.email ?? '',
    meetingDayOfWeek: orUndefined(input.meetingDayOfWeek),
    meetingTime: input.meetingTime || DEFAULT_MEETING_TIME,
    meetingFrequency: input.meetingFrequency || DEFAULT_MEETING_FREQUENCY,
    source: input.source ?? 'manual',
    status: 'active' as const,
    avatar: orUndefined(input.avatar),
    avatarColorPastel: orUndefined(input.avatarColorPastel),
    avatarColorDark: orUndefined(input.avatarColorDark),
  };
  return { ...person, scheduleSegments: [segmentOf(person, now)] };
}

/**
 * Merges an update into a stored person. Omitted fields keep their value; the name follows first
 * and last name unless it was customised; an emptied role falls back to the kind's default; a
 * changed schedule starts a new schedule period at `now` (ISO 8601 UTC); restoring an archived
 * person adds a period without 1:1s from its archiving until `now`.
 * @throws ValidationError when the merged person lacks a schedule it needs
 * (docs/product.md#validation-rules).
 */
export function mergePersonFields<T extends StoredPerson>(
  current: T,
  update: PersonInput,
  defaultRole: string,
  now: string,
): T {
  const firstName = update.firstName ?? current.firstName;
  const lastName = update.lastName ?? current.lastName;
  const nameWasDefault = current.name === fullName(current.firstName, current.lastName);
  const merged: T = {
    ...current,
    firstName,
    lastName,
    name: update.name || (nameWasDefault ? fullName(firstName, lastName) : current.name),
    role: update.role === undefined ? current.role : update.role || defaultRole,
    email: update.email ?? current.email,
    source: update.source ?? current.source,
    meetingDayOfWeek:
      update.meetingDayOfWeek === undefined
        ? current.meetingDayOfWeek
        : orUndefined(update.meetingDayOfWeek),
    meetingTime: update.meetingTime || current.meetingTime,
    meetingFrequency: update.meetingFrequency || current.meetingFrequency,
    avatar: update.avatar === undefined ? current.avatar : orUndefined(update.avatar),
    avatarColorPastel:
      update.avatarColorPastel === undefined
        ? current.avatarColorPastel
        : orUndefined(update.avatarColorPastel),
    avatarColorDark:
      update.avatarColorDark === undefined
        ? current.avatarColorDark
        : orUndefined(update.avatarColorDark),
    status: update.status ?? current.status,
  };
  const history = scheduleSegmentsOf(current);
  const next = segmentOf(merged, now);
  if (!isActive(current) && isActive(merged) && current.archivedAt) {
    // Restoring: no 1:1s while the person was archived, the schedule again from now on.
    const pause = { ...segmentOf(current, current.archivedAt), meetingDayOfWeek: undefined };
    merged.scheduleSegments = [...history, pause, next].slice(-MAX_SCHEDULE_SEGMENTS);
  } else {
    merged.scheduleSegments = sameSchedule(history.at(-1)!, next)
      ? history
      : [...history, next].slice(-MAX_SCHEDULE_SEGMENTS);
  }
  const missing = missingScheduleFields(merged);
  if (missing.length > 0) {
    const details = missing.map((field) => ({
      location: 'body' as const,
      field,
      message: SCHEDULE_FIELD_MESSAGES[field],
    }));
    throw new ValidationError(
      `Invalid request body: ${details[0]!.field}: ${details[0]!.message}`,
      details,
    );
  }
  return merged;
}

/** The lean shape of the sidebar and pickers. */
export function personLean(item: StoredPerson, id: string): PersonLean {
  return {
    id,
    name: item.name,
    firstName: item.firstName,
    lastName: item.lastName,
    role: item.role,
    email: item.email,
    status: item.status,
    avatar: item.avatar ?? null,
    avatarColorPastel: item.avatarColorPastel ?? null,
    avatarColorDark: item.avatarColorDark ?? null,
  };
}

/** The contract's common person fields of a stored person: the lean shape plus schedule and times. */
export function personOutput(item: StoredPerson, id: string) {
  return {
    ...personLean(item, id),
    meetingDayOfWeek: item.meetingDayOfWeek ?? null,
    meetingTime: item.meetingTime,
    meetingFrequency: item.meetingFrequency,
    source: item.source,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
