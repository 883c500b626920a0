/**
 * Reading optional CDK context values (cdk.json or `-c key=value`), shared by the settings readers
 * (ai-settings.ts, operations-settings.ts).
 */
import type { Node } from 'constructs';

/** The trimmed string at `key`; undefined when unset or blank; throws when not a string. */
export function optionalContextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`CDK context '${key}' must be a string`);
  return value.trim() || undefined;
}
