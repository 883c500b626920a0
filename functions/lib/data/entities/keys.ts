/**
 * Key layout shared by every entity: one partition per user (`pk = USER#<userId>`), the sort key
 * naming the entity (ARCHITECTURE.md 'Data'). ElectroDB builds the key strings from these
 * templates; `casing: 'none'` keeps ids as they are.
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

/** The id, name, schedule and avatar attributes both kinds of tracked people carry (spec §3). */
export const personAttributes = {
  userId: { type: 'string', required: true },
  firstName: { type: 'string', required: true },
  lastName: { type: 'string', required: true, default: '' },
  name: { type: 'string', required: true },
  role: { type: 'string', required: true },
  email: { type: 'string', required: true, default: '' },
  meetingDayOfWeek: {
    type: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const,
  },
  meetingTime: { type: 'string', required: true },
  meetingFrequency: {
    type: ['weekly', 'biweekly', 'monthly', 'quarterly'] as const,
    required: true,
  },
  source: { type: ['manual', 'detected'] as const, required: true },
  status: { type: ['active', 'archived'] as const, required: true, default: 'active' },
  avatar: { type: 'string' },
  avatarColorPastel: { type: 'string' },
  avatarColorDark: { type: 'string' },
  archivedAt: { type: 'string' },
  /**
   * The schedule's history, oldest first: each entry applies from `effectiveFrom` (ISO 8601 UTC)
   * until the next one, so changing a schedule moves future 1:1s and leaves past ones alone. An
   * entry without a day means no 1:1s from then on.
   */
  scheduleSegments: {
    type: 'list',
    items: {
      type: 'map',
      properties: {
        effectiveFrom: { type: 'string', required: true },
        meetingDayOfWeek: {
          type: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const,
        },
        meetingTime: { type: 'string', required: true },
        meetingFrequency: {
          type: ['weekly', 'biweekly', 'monthly', 'quarterly'] as const,
          required: true,
        },
      },
    },
  },
} as const;
