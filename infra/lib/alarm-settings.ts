/**
 * Alarm settings of a deployment (issue 11 item 9), read from CDK context (cdk.json or
 * `cdk synth -c alarmEmail=ops@example.com`), optional:
 *
 * - `alarmEmail`: an address subscribed to the alarm topic (infra/lib/alarms.ts). AWS sends it a
 *   confirmation mail first; nothing is delivered until the link in it is followed. Unset: the
 *   topic has no subscription (subscribe a pager or chat integration to it by hand).
 */
import type { Node } from 'constructs';

export interface AlarmSettings {
  /** Address subscribed to the alarm topic; undefined subscribes nobody. */
  readonly alarmEmail?: string | undefined;
}

/** local@domain.tld, no spaces (what SNS accepts as an email endpoint). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and validates the alarm context; throws a readable error naming the bad key. */
export function readAlarmSettings(node: Node): AlarmSettings {
  const value: unknown = node.tryGetContext('alarmEmail');
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'string') throw new Error("CDK context 'alarmEmail' must be a string");
  const alarmEmail = value.trim();
  if (!EMAIL.test(alarmEmail)) {
    throw new Error(`CDK context 'alarmEmail': '${alarmEmail}' is not an email address`);
  }
  return { alarmEmail };
}
