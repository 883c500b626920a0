/**
 * The one DynamoDB table, described once: the CDK data construct and the local server's table
 * creation both read this (ARCHITECTURE.md 'Data: one DynamoDB table'). Key design and access
 * patterns: functions/lib/data/README.md.
 */

export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
} as const;

/** The global index for cross-user jobs (users in a time zone at rollover, Slack connected, …). */
export const GSI1 = {
  indexName: 'gsi1',
  partitionKey: 'gsi1pk',
  sortKey: 'gsi1sk',
} as const;

/** Attribute holding the expiry (epoch seconds) of short-lived items; TTL in the cloud. */
export const TTL_ATTRIBUTE = 'expiresAt';

/** Table name used by the local stack (the cloud name comes from the stack). */
export const LOCAL_TABLE_NAME = 'coach-local';
