/**
 * Who a note is about: at most one of the user's people, a direct report or the manager. The link
 * is stored three ways on a note item: `directReportId` or `bossId` (what the API shows), and
 * `personKey` (`dr#<id>` / `boss#<id>`, '' when unlinked), the composite of the gsi2 index of a
 * person's notes. A link must name one of the user's people.
 */
import {
  PERSON_ID_FIELDS,
  type PersonIdField,
  type PersonKind,
} from '../../../shared/domain/person-kind';
import { invalidField } from '../errors';
import { personExists, type PersonRef } from '../people/person-reads';

/** The person a note is about. */
export type PersonLink = PersonRef;

/** The field of a request naming the person of a link. */
export const LINK_FIELD: Record<PersonKind, PersonIdField> = PERSON_ID_FIELDS;

/** The error message for a person that is not one of the user's. */
export const UNKNOWN_PERSON: Record<PersonKind, string> = {
  directReport: 'Unknown direct report',
  boss: 'Unknown manager',
};

const PERSON_KEY_PREFIX: Record<PersonKind, string> = { directReport: 'dr#', boss: 'boss#' };

/** The gsi2 composite of a link ('' when there is none). */
export function personKeyOf(link: PersonLink | null): string {
  return link ? `${PERSON_KEY_PREFIX[link.kind]}${link.id}` : '';
}

/** The link a stored note (or a request body) names, if any; a direct report wins over a boss. */
export function linkOf(value: {
  directReportId?: string | null | undefined;
  bossId?: string | null | undefined;
}): PersonLink | null {
  if (value.directReportId) return { kind: 'directReport', id: value.directReportId };
  if (value.bossId) return { kind: 'boss', id: value.bossId };
  return null;
}

export function sameLink(a: PersonLink | null, b: PersonLink | null): boolean {
  return a?.kind === b?.kind && a?.id === b?.id;
}

/**
 * The link after an update: a person named in the body replaces the current link; an explicit
 * null for the current link's field clears it; anything else keeps it.
 */
export function nextLink(
  current: PersonLink | null,
  update: { directReportId?: string | null | undefined; bossId?: string | null | undefined },
): PersonLink | null {
  const named = linkOf(update);
  if (named) return named;
  if (current && update[LINK_FIELD[current.kind]] === null) return null;
  return current;
}

/** The attributes of a note item that hold the link (both id fields set, one of them to undefined). */
export function linkAttributes(link: PersonLink | null): {
  directReportId: string | undefined;
  bossId: string | undefined;
  personKey: string;
} {
  return {
    directReportId: link?.kind === 'directReport' ? link.id : undefined,
    bossId: link?.kind === 'boss' ? link.id : undefined,
    personKey: personKeyOf(link),
  };
}

/** The person a parsed meeting id names. */
export function meetingLink(meeting: { kind: PersonKind; personId: string }): PersonLink {
  return { kind: meeting.kind, id: meeting.personId };
}

/** @throws ValidationError naming the field when the person is not one of the user's. One GetItem. */
export async function assertPersonOfUser(userId: string, link: PersonLink): Promise<void> {
  if (!(await personExists(userId, link))) {
    throw invalidField('body', LINK_FIELD[link.kind], UNKNOWN_PERSON[link.kind]);
  }
}
