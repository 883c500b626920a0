/**
 * Recognises DynamoDB's ConditionalCheckFailedException, whether thrown by the SDK directly or
 * wrapped by ElectroDB (which keeps the SDK error as `cause`).
 */
export function isConditionalCheckFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    if ((current as { name?: string }).name === 'ConditionalCheckFailedException') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Recognises DynamoDB's refusal of a write that would take an item past its 400 KB. */
export function isItemTooLarge(error: unknown): boolean {
  return (
    (error as { name?: string }).name === 'ValidationException' &&
    /size/i.test((error as { message?: string }).message ?? '')
  );
}
