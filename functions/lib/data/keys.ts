/**
 * Key layout shared by every entity: one partition per user (`pk = USER#<userId>`), the sort key
 * naming the entity (ARCHITECTURE.md 'Data'). ElectroDB builds the key strings from these
 * templates; `casing: 'none'` keeps ids as they are. Also the bookkeeping attributes every
 * versioned entity carries.
 */

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
