/**
 * Puts and deletes of items of different entities in one BatchWriteItem (up to 25). Items and
 * keys come from ElectroDB (`entity.put(item).params()`, `entity.delete(key).params()`), so no key
 * string is built here. Requests the service leaves unprocessed are sent again with backoff.
 * BatchWriteItem has no conditions: use it only for writes that are right whatever is stored.
 */
import { BatchWriteCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import pRetry from 'p-retry';
import { getDocumentClient, getTableName } from './client';

type Attributes = Record<string, NativeAttributeValue>;
export type WriteRequest =
  { PutRequest: { Item: Attributes } } | { DeleteRequest: { Key: Attributes } };

/** A put request from an entity's put operation. */
export function putRequest(put: { params(): unknown }): WriteRequest {
  return { PutRequest: { Item: (put.params() as { Item: Attributes }).Item } };
}

/** A delete request from an entity's delete operation. */
export function deleteRequest(remove: { params(): unknown }): WriteRequest {
  return { DeleteRequest: { Key: (remove.params() as { Key: Attributes }).Key } };
}

class UnprocessedItemsError extends Error {
  constructor(count: number) {
    super(`${count} writes left unprocessed`);
    this.name = 'UnprocessedItemsError';
  }
}

/** Sends the writes in one BatchWriteItem call (more only for unprocessed ones). */
export async function batchWriteItems(requests: readonly WriteRequest[]): Promise<void> {
  if (requests.length === 0) return;
  if (requests.length > 25) throw new RangeError('At most 25 writes per batch');
  const table = getTableName();
  let pending = [...requests];
  await pRetry(
    async () => {
      const response = await getDocumentClient().send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      );
      pending = (response.UnprocessedItems?.[table] ?? []) as WriteRequest[];
      if (pending.length > 0) throw new UnprocessedItemsError(pending.length);
    },
    {
      retries: 4,
      minTimeout: 50,
      factor: 2,
      shouldRetry: ({ error }) => error instanceof UnprocessedItemsError,
    },
  );
}
