/**
 * Operations settings of a deployment (docs/operations.md#runbook), read from CDK context
 * (cdk.json or `cdk deploy -c key=value`), both optional:
 *
 * - `alarmEmail`: an address subscribed to the alarm topic (infra/lib/alarms.ts). AWS sends it a
 *   confirmation mail first; nothing is delivered until the link in it is followed. Unset: the
 *   topic has no subscription (subscribe a pager or chat integration to it by hand).
 * - `tableName`: an existing DynamoDB table the stack uses instead of its own (a point-in-time
 *   restore, encrypted with the stack's table key; infra/lib/data.ts). Unset: the stack's table.
 */
import type { Node } from 'constructs';
import { optionalString } from './context-values';

export interface OperationsSettings {
  /** Address subscribed to the alarm topic; undefined subscribes nobody. */
  readonly alarmEmail?: string | undefined;
  /** Name of the existing table to use; undefined uses (or creates) the stack's own. */
  readonly tableName?: string | undefined;
}

/** local@domain.tld, no spaces (what SNS accepts as an email endpoint). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** DynamoDB table names: 3–255 of letters, digits, `_`, `-`, `.`. */
const TABLE_NAME = /^[A-Za-z0-9_.-]{3,255}$/;

/** Reads and validates the operations context; throws a readable error naming the bad key. */
export function readOperationsSettings(node: Node): OperationsSettings {
  const alarmEmail = optionalString(node, 'alarmEmail');
  if (alarmEmail && !EMAIL.test(alarmEmail)) {
    throw new Error(`CDK context 'alarmEmail': '${alarmEmail}' is not an email address`);
  }
  const tableName = optionalString(node, 'tableName');
  if (tableName && !TABLE_NAME.test(tableName)) {
    throw new Error(`CDK context 'tableName': '${tableName}' is not a DynamoDB table name`);
  }
  return { alarmEmail, tableName };
}
