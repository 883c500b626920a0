/**
 * Reads items of different entities by key, with BatchGetItem. Keys come from ElectroDB
 * (`entity.get(key).params()`) and items are parsed back with the same entity, so no key string is
 * built here. ElectroDB's own batch get reads one entity only, so mixed reads go around it.
 *
 * BatchGetItem takes at most 100 keys: more are split into chunks of 100, sent together (one
 * logical read, ⌈keys / 100⌉ calls in parallel). Keys the service leaves unprocessed (throttling,
 * or past 16 MB in one answer) are asked again, per chunk, with exponential backoff (p-retry; the
 * SDK itself retries only whole failed calls, and neither it nor ElectroDB retries unprocessed
 * keys).
 */
import { BatchGetCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import pRetry from 'p-retry';
import { TABLE_KEYS } from '../../../shared/data/table';
import { chunksOf } from './chunks';
import { getDocumentClient, getTableName } from './client';

type Key = Record<string, NativeAttributeValue>;
type RawItem = Record<string, NativeAttributeValue>;

/** One item to read: its table key and how to parse it (null when it is not this entity's). */
export interface ItemRead<T> {
  key: Key;
  parse(item: RawItem): T | null;
}

/**
 * The read of one item: `get` is the entity's get operation (its params hold the key), `parse`
 * the entity's parse, e.g. `itemRead(note.get(key), (input) => note.parse(input))`.
 */
export function itemRead<T>(
  get: { params(): unknown },
  parse: (input: { Item: RawItem }) => { data: T | null },
): ItemRead<T> {
  const { Key } = get.params() as { Key: Key };
  return { key: Key, parse: (Item) => parse({ Item }).data };
}

/** BatchGetItem allows 100 keys per call. */
export const MAX_BATCH_GET_KEYS = 100;
/** Retries of the keys the service left unprocessed: 50 ms doubling, with jitter. */
const UNPROCESSED_RETRIES = 4;

class UnprocessedKeysError extends Error {
  constructor(count: number) {
    super(`${count} keys left unprocessed`);
    this.name = 'UnprocessedKeysError';
  }
}

const keyId = (key: Key) => JSON.stringify([key[TABLE_KEYS.partitionKey], key[TABLE_KEYS.sortKey]]);

type Results<T extends readonly ItemRead<unknown>[]> = {
  -readonly [I in keyof T]: T[I] extends ItemRead<infer R> ? R | null : never;
};

/**
 * Reads up to 100 keys in one BatchGetItem, asking again for the keys left unprocessed.
 * @throws UnprocessedKeysError when some are still unprocessed after the retries.
 */
async function readChunk(keys: readonly Key[], found: Map<string, RawItem>): Promise<void> {
  const table = getTableName();
  let pending = keys;
  await pRetry(
    async () => {
      const response = await getDocumentClient().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: [...pending] } } }),
      );
      for (const item of response.Responses?.[table] ?? []) found.set(keyId(item), item);
      pending = response.UnprocessedKeys?.[table]?.Keys ?? [];
      if (pending.length > 0) throw new UnprocessedKeysError(pending.length);
    },
    {
      retries: UNPROCESSED_RETRIES,
      minTimeout: 50,
      factor: 2,
      randomize: true,
      shouldRetry: ({ error }) => error instanceof UnprocessedKeysError,
    },
  );
}

/**
 * Reads every item: one BatchGetItem per 100 distinct keys, sent together (more calls only when
 * the service leaves keys unprocessed); answers each read's parsed item, or null when it does not
 * exist, in the order asked.
 * @throws UnprocessedKeysError when the service keeps leaving keys unprocessed.
 */
export async function batchGetItems<const T extends readonly ItemRead<unknown>[]>(
  reads: T,
): Promise<Results<T>> {
  const unique = new Map(reads.map((read) => [keyId(read.key), read.key]));
  const found = new Map<string, RawItem>();
  await Promise.all(
    chunksOf([...unique.values()], MAX_BATCH_GET_KEYS).map((keys) => readChunk(keys, found)),
  );
  return reads.map((read) => {
    const item = found.get(keyId(read.key));
    return item ? read.parse(item) : null;
  }) as Results<T>;
}
