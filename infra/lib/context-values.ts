/**
 * Reading optional CDK context values (cdk.json or `cdk synth -c key=value`) with readable errors
 * naming the key: plain strings and Secrets Manager secret ARNs. Shared by the settings modules
 * (ai-settings.ts, integration-settings.ts).
 */
import type { Node } from 'constructs';

const SECRET_ARN = /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[A-Za-z0-9/_+=.@-]+$/;

/** The trimmed string at `key`, or undefined when unset or empty. @throws for a non-string. */
export function optionalString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`CDK context '${key}' must be a string`);
  return value.trim() || undefined;
}

/** The secret ARN at `key`, or undefined. @throws when it is not a Secrets Manager secret ARN. */
export function optionalSecretArn(node: Node, key: string): string | undefined {
  const value = optionalString(node, key);
  if (value && !SECRET_ARN.test(value)) {
    throw new Error(`CDK context '${key}': '${value}' is not a Secrets Manager secret ARN`);
  }
  return value;
}
