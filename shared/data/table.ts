/**
 * The one DynamoDB table, described once: the CDK data construct and the local server's table
 * creation both read this (docs/data.md#key-design). Key design and access
 * patterns: docs/data.md.
 */

export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
} as const;

/**
 * The first global index, overloaded: cross-user jobs (`TZ#<zone>` / `USER#<userId>` for the
 * Monday rollover, `INTEGRATION#<provider>` / `USER#<userId>` for the hourly calendar sync), a
 * user's notes newest first (`NOTES#<userId>` / `<createdAt>#<noteId>`) and a user's open or done
 * commitments (`COMMITS#<userId>#<state>`).
 */
export const GSI1 = {
  indexName: 'gsi1',
  partitionKey: 'gsi1pk',
  sortKey: 'gsi1sk',
} as const;

/**
 * The global index of a person's notes (`PNOTES#<userId>#<person>` / `<createdAt>#<noteId>`) and
 * of a person's open or done commitments (`PCOMMITS#<userId>#<person>#<state>`).
 */
export const GSI2 = {
  indexName: 'gsi2',
  partitionKey: 'gsi2pk',
  sortKey: 'gsi2sk',
} as const;

/**
 * The index of work due, sparse: only items with work owed to them carry its keys — the outbox
 * (`OUTBOX#<queue>` / `<pendingSince>`, e.g. a saved note not yet classified; a sweep job finds
 * them by one Query per queue, oldest first: docs/data.md#outbox) and the Slack
 * users due a nudge (`NUDGEDUE#<shard>` / `<nextNudgeAt>`). Also a 1:1's checklist of commitments
 * (`MCOMMITS#<userId>#<meetingId>`, docs/data.md#commitments).
 */
export const GSI3 = {
  indexName: 'gsi3',
  partitionKey: 'gsi3pk',
  sortKey: 'gsi3sk',
} as const;

/** Every global index of the table, in creation order. */
export const GLOBAL_INDEXES = [GSI1, GSI2, GSI3] as const;

/** Attribute holding the expiry (epoch seconds) of short-lived items; TTL in the cloud. */
export const TTL_ATTRIBUTE = 'expiresAt';

/** Table name used by the local stack (the cloud name comes from the stack). */
export const LOCAL_TABLE_NAME = 'coach-local';
