/**
 * Puts and deletes of items of different entities with BatchWriteItem. Items and keys come from
 * ElectroDB (`entity.put(item).params()`, `entity.delete(key).params()`), so no key string is
 * built here. BatchWriteItem has no conditions: use it only for writes that are right whatever is
 * stored.
 *
 * BatchWriteItem takes at most 25 requests: more are sent in chunks of 25, one after the other, in
 * the order given (so of two requests for the same item the later one wins). Requests the service
 * leaves unprocessed are sent again, per chunk, with exponential backoff (p-retry; ElectroDB's
 * batch put chunks too, but answers the unprocessed ones without retrying them).
 */
import { BatchWriteCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import pRetry from 'p-retry';
import { chunksOf } from './chunks';
import { getDocumentClient, getTableName } from './client';

type Attributes = Record<string, NativeAttributeValue>;
export type WriteRequest =
  { PutRequest: { Item: Attributes } } | { DeleteRequest: { Key: Attributes } };

/** BatchWriteItem allows 25 requests per call. */
export const MAX_BATCH_WRITE_REQUESTS = 25;
/** Retries of the requests the service left unprocessed: 50 ms doubling, with jitter. */
const UNPROCESSED_RETRIES = 4;

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

/** Sends up to 25 requests in one BatchWriteItem, sending again the ones left unprocessed. */
async function writeChunk(requests: readonly WriteRequest[]): Promise<void> {
  const table = getTableName();
  let pending = requests;
  await pRetry(
    async () => {
      const response = await getDocumentClient().send(
        new BatchWriteCommand({ RequestItems: { [table]: [...pending] } }),
      );
      pending = (response.UnprocessedItems?.[table] ?? []) as WriteRequest[];
      if (pending.length > 0) throw new UnprocessedItemsError(pending.length);
    },
    {
      retries: UNPROCESSED_RETRIES,
      minTimeout: 50,
      factor: 2,
      randomize: true,
      shouldRetry: ({ error }) => error instanceof UnprocessedItemsError,
    },
  );
}

/**
 * Sends the writes: one BatchWriteItem per 25 requests, in order (more calls only for unprocessed
 * ones); nothing for none. Within a chunk BatchWriteItem refuses two requests for one item.
 * @throws UnprocessedItemsError when the service keeps leaving writes unprocessed.
 */
export async function batchWriteItems(requests: readonly WriteRequest[]): Promise<void> {
  for (const chunk of chunksOf(requests, MAX_BATCH_WRITE_REQUESTS)) await writeChunk(chunk);
}
