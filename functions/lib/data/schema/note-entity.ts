/**
 * Note entity (docs/product.md#entities 'Note'): `USER#<userId>` / `NOTE#<noteId>`. A general
 * note's id is a ULID; a meeting note's id is the meeting id itself, so a meeting has at most one
 * note and its key is known without a lookup.
 *
 * Indexes
 * - byCreated on gsi1: `NOTES#<userId>` / `<createdAt>#<noteId>`: every note of a user by creation
 *   time (the notes list, newest first).
 * - byPerson on gsi2: `PNOTES#<userId>#<personKey>` / `<createdAt>#<noteId>`, sparse: only notes
 *   linked to a person carry the gsi2 keys. `personKey` is `dr#<id>` or `boss#<id>` while linked
 *   and '' otherwise; the index `condition` makes ElectroDB write the keys only for a non-empty
 *   one, and remove them when a write empties it. ElectroDB asks for every composite of a
 *   conditional index on a write that touches one, so a write that changes `personKey` also
 *   sends `createdAt` (unchanged).
 *
 * - pendingClassification on gsi3 (the outbox): `OUTBOX#classify` /
 *   `<classificationPendingAt>`, sparse: every note write sets
 *   `classificationPendingAt` (and `outbox: 'classify'`) in the same write, the note-moments
 *   consumer removes both once it classified that version, so only notes whose 'note saved' event
 *   was lost (or not yet handled) are in it. The classification sweep
 *   (functions/jobs/outbox-sweep.ts) re-publishes their events.
 *
 * `hasAgenda` / `hasReflection` are not stored: they are derived on read from the texts.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GSI1, GSI2 } from '../../../../shared/data/table';
import { NOTE_ENTITY_TYPES, NOTE_TYPES } from '../../../../shared/domain/constants';
import { bookkeepingAttributes, outboxIndex, userIndex, userSchema } from '../keys';

/** Whether a stored `personKey` names a person (the gsi2 index condition). */
export function isLinked(personKey: unknown): personKey is string {
  return typeof personKey === 'string' && personKey !== '';
}

const noteSchema = userSchema({
  entity: 'note',
  attributes: {
    /** A ULID for general notes; the meeting id for a meeting note. */
    noteId: { type: 'string', required: true },
    type: { type: NOTE_TYPES, required: true, default: 'general' },
    content: { type: 'string', required: true, default: '' },
    directReportId: { type: 'string' },
    bossId: { type: 'string' },
    entityType: { type: NOTE_ENTITY_TYPES, required: true, default: 'self' },
    tags: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    meetingId: { type: 'string' },
    agendaContent: { type: 'string', required: true, default: '' },
    reflectionContent: { type: 'string', required: true, default: '' },
    /** `dr#<id>` or `boss#<id>` while the note is about a person; '' otherwise. */
    personKey: { type: 'string', required: true, default: '' },
    ...bookkeepingAttributes,
    /** The outbox queue while classification is owed ('classify'); absent otherwise. */
    outbox: { type: ['classify'] as const },
    /** When the write that still awaits classification happened (ISO 8601 UTC). */
    classificationPendingAt: { type: 'string' },
    /**
     * ISO 8601 UTC; part of the index sort keys, so never changed after creation. Not
     * read-only: ElectroDB asks for it on every write that rebuilds the gsi2 keys.
     */
    createdAt: { ...bookkeepingAttributes.createdAt, readOnly: false },
  },
  indexes: {
    byUser: userIndex('NOTE#${noteId}', ['noteId']),
    byCreated: {
      index: GSI1.indexName,
      pk: {
        field: GSI1.partitionKey,
        composite: ['userId'],
        template: 'NOTES#${userId}',
        casing: 'none',
      },
      sk: {
        field: GSI1.sortKey,
        composite: ['createdAt', 'noteId'],
        template: '${createdAt}#${noteId}',
        casing: 'none',
      },
    },
    byPerson: {
      index: GSI2.indexName,
      condition: (attributes: Record<string, unknown>) => isLinked(attributes.personKey),
      pk: {
        field: GSI2.partitionKey,
        composite: ['userId', 'personKey'],
        template: 'PNOTES#${userId}#${personKey}',
        casing: 'none',
      },
      sk: {
        field: GSI2.sortKey,
        composite: ['createdAt', 'noteId'],
        template: '${createdAt}#${noteId}',
        casing: 'none',
      },
    },
    pendingClassification: outboxIndex('classificationPendingAt'),
  },
});

export const createNoteEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(noteSchema, { client, table });

export type NoteEntity = ReturnType<typeof createNoteEntity>;
