/**
 * Who a note is about: at most one of the user's people, a direct report or the manager. The link
 * is stored three ways on a note item: `directReportId` or `bossId` (what the API shows), and
 * `personKey` (`dr#<id>` / `boss#<id>`, '' when unlinked), the composite of the gsi2 index of a
 * person's notes.
 */
import {
  PERSON_ID_FIELDS,
  type PersonIdField,
  type PersonKind,
} from '../../../shared/domain/person-kind';
import { itemRead, type ItemRead } from './batch-get';
import { entities } from './entities';

export interface PersonLink {
  kind: PersonKind;
  id: string;
}

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

/** The read of the linked person's item, for a batch read; it parses to a truthy value when found. */
export function personRead(userId: string, link: PersonLink): ItemRead<object> {
  const { directReport, boss } = entities();
  return link.kind === 'directReport'
    ? itemRead(directReport.get({ userId, directReportId: link.id }), (input) =>
        directReport.parse(input),
      )
    : itemRead(boss.get({ userId, bossId: link.id }), (input) => boss.parse(input));
}

/** Whether the person is one of the user's (archived people included). One GetItem. */
export async function personExists(userId: string, link: PersonLink): Promise<boolean> {
  const { directReport, boss } = entities();
  const { data } =
    link.kind === 'directReport'
      ? await directReport.get({ userId, directReportId: link.id }).go()
      : await boss.get({ userId, bossId: link.id }).go();
  return data !== null;
}
