/**
 * Reads of one of the user's people by kind and id, for modules that only need to know a person
 * is there (notes linked to a person, meetings named after one). Archived people count.
 */
import type { PersonKind } from '../../../shared/domain/person-kind';
import { itemRead, type ItemRead } from '../data/batch-get';
import { entities } from '../data/entities';

/** One of the user's people, by kind and id. */
export interface PersonRef {
  kind: PersonKind;
  id: string;
}

/** The read of the person's item, for a batch read; it parses to a truthy value when found. */
export function personRead(userId: string, person: PersonRef): ItemRead<object> {
  const { directReport, boss } = entities();
  return person.kind === 'directReport'
    ? itemRead(directReport.get({ userId, directReportId: person.id }), (input) =>
        directReport.parse(input),
      )
    : itemRead(boss.get({ userId, bossId: person.id }), (input) => boss.parse(input));
}

/** The person's stored item, or null (archived people included). One GetItem. */
export async function personItem(userId: string, person: PersonRef) {
  const { directReport, boss } = entities();
  const { data } =
    person.kind === 'directReport'
      ? await directReport.get({ userId, directReportId: person.id }).go()
      : await boss.get({ userId, bossId: person.id }).go();
  return data;
}

/** Whether the person is one of the user's (archived people included). One GetItem. */
export async function personExists(userId: string, person: PersonRef): Promise<boolean> {
  return (await personItem(userId, person)) !== null;
}

/**
 * How the person is named (full name, first and last name, email), for hiding them from a model
 * (functions/lib/ai/privacy/pseudonymize.ts); [] when not found. One GetItem.
 */
export async function personNames(userId: string, person: PersonRef): Promise<string[]> {
  const data = await personItem(userId, person);
  if (!data) return [];
  return [data.name, data.firstName, data.lastName, data.email].filter(Boolean);
}

/** How a person is named: first name, and every name to hide from a model (see personNames). */
export interface PersonNaming {
  firstName: string;
  names: string[];
}

/** The read of the person's naming, for a batch read; null when not one of the user's. */
export function personNamingRead(userId: string, person: PersonRef): ItemRead<PersonNaming> {
  const { directReport, boss } = entities();
  const naming = (data: {
    firstName: string;
    name: string;
    lastName?: string;
    email?: string;
  }) => ({
    firstName: data.firstName,
    names: [data.name, data.firstName, data.lastName, data.email].filter((name): name is string =>
      Boolean(name),
    ),
  });
  return person.kind === 'directReport'
    ? itemRead(directReport.get({ userId, directReportId: person.id }), (input) => {
        const { data } = directReport.parse(input);
        return { data: data ? naming(data) : null };
      })
    : itemRead(boss.get({ userId, bossId: person.id }), (input) => {
        const { data } = boss.parse(input);
        return { data: data ? naming(data) : null };
      });
}
