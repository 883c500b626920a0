/**
 * The one vocabulary for the people a user tracks (docs/product.md#entities): a direct report or
 * their own manager (`boss`), and whether a person is still active. The short forms `dr` /
 * `direct-report` appear only at the edges that need them: URL paths and query values, and meeting
 * ids (shared/domain/meeting-id.ts). Pure.
 */

/** People statuses; archiving is how a person is removed (docs/product.md#entities). */
export const PERSON_STATUSES = ['active', 'archived'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** The kinds of tracked people. */
export const PERSON_KINDS = ['directReport', 'boss'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** The field naming a person of each kind on a note, a meeting or a request body. */
export const PERSON_ID_FIELDS = {
  directReport: 'directReportId',
  boss: 'bossId',
} as const satisfies Record<PersonKind, string>;
export type PersonIdField = (typeof PERSON_ID_FIELDS)[PersonKind];

/**
 * Whether the person is active: not archived (archiving is how a person is removed,
 * docs/product.md#entities).
 */
export function isActive(person: { status?: PersonStatus | undefined }): boolean {
  return person.status !== 'archived';
}
