/**
 * Key layout shared by every entity: one partition per user (`pk = USER#<userId>`), the sort key
 * naming the entity (docs/data.md#key-design). ElectroDB builds the key strings from these
 * templates; `casing: 'none'` keeps ids as they are. Also the bookkeeping attributes every
 * versioned entity carries.
 */
import type { Attribute, Schema } from 'electrodb';
import { GSI1, GSI3 } from '../../../shared/data/table';

/** Partition key of every item of a user. */
export const userPartitionKey = {
  field: 'pk',
  composite: ['userId'],
  template: 'USER#${userId}',
  casing: 'none',
} as const;

/** The common bookkeeping attributes: optimistic-locking version and ISO 8601 UTC timestamps. */
export const bookkeepingAttributes = {
  /** Incremented on every write; writes are conditional on the version they read. */
  version: { type: 'number', required: true, default: 1 },
  createdAt: {
    type: 'string',
    required: true,
    readOnly: true,
    default: () => new Date().toISOString(),
  },
  updatedAt: {
    type: 'string',
    required: true,
    default: () => new Date().toISOString(),
  },
} as const;

/** The model of an entity of this service (schema version 1). */
export function entityModel<const E extends string>(entity: E) {
  return { entity, version: '1', service: 'coach' } as const;
}

/** The owner attribute of every entity: the token's `sub`, which names the partition. */
export const userIdAttribute = { type: 'string', required: true } as const;

/**
 * The primary index of an entity: the user's partition and a sort key built by ElectroDB from
 * `template` over the `composite` attributes (e.g. `userIndex('NOTE#${noteId}', ['noteId'])`).
 */
export function userIndex<const T extends string, const C extends readonly string[]>(
  template: T,
  composite: C,
) {
  return {
    pk: userPartitionKey,
    sk: { field: 'sk', composite, template, casing: 'none' },
  } as const;
}

/**
 * A cross-user index of the scheduled jobs on gsi1: `template` over `composite` (e.g.
 * `TZ#${timeZone}`) as the partition, `USER#<userId>` as the sort key, so a job Queries the users
 * of one value page by page instead of a Scan.
 */
export function usersByIndex<const T extends string, const C extends readonly string[]>(
  template: T,
  composite: C,
) {
  return {
    index: GSI1.indexName,
    pk: { field: GSI1.partitionKey, composite, template, casing: 'none' },
    sk: {
      field: GSI1.sortKey,
      composite: ['userId'],
      template: 'USER#${userId}',
      casing: 'none',
    },
  } as const;
}

/**
 * The schema of an entity kept in the user's partition: the service's model for `entity`, the
 * owner attribute `userId` followed by `attributes`, and `indexes` (the primary one usually
 * `userIndex(…)`). Literal attribute types and index composites stay narrow, so
 * `new Entity(userSchema({ … }), config)` is as precisely typed as a schema written out in full.
 */
export function userSchema<
  const E extends string,
  A extends Record<string, Attribute>,
  const I extends Schema<string, string, string>['indexes'],
>(definition: { entity: E; attributes: A; indexes: I }) {
  return {
    model: entityModel(definition.entity),
    attributes: { userId: userIdAttribute, ...definition.attributes },
    indexes: definition.indexes,
  };
}

/**
 * The sparse outbox index (gsi3) of an entity: `OUTBOX#<outbox>` / `<marker>`, present only while
 * the item's `marker` attribute (when the owed work became due, ISO 8601 UTC) is set, and the
 * `outbox` attribute names the queue (docs/data.md#outbox). The sort key holds the
 * marker alone, so a write that does not touch it need not send the item's other attributes.
 */
export function outboxIndex<const M extends string>(marker: M) {
  return {
    index: GSI3.indexName,
    condition: (attributes: Record<string, unknown>) => typeof attributes[marker] === 'string',
    pk: {
      field: GSI3.partitionKey,
      composite: ['outbox'] as const,
      template: 'OUTBOX#${outbox}',
      casing: 'none',
    },
    sk: {
      field: GSI3.sortKey,
      composite: [marker] as const,
      template: `\${${marker}}` as const,
      casing: 'none',
    },
  } as const;
}
