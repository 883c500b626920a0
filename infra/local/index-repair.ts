/**
 * Repairs the local table's global indexes after a crash
 * (docs/data.md#writes-without-transactions). dynalite writes an item's index copies and the item
 * itself as separate LevelDB writes — index deletes, then index puts, then the base item
 * (node_modules/dynalite/db/index.js `updateIndexes`, actions/putItem.js, deleteItem.js) — so a
 * `kill -9` between them leaves, for good:
 * - an index item whose base item was never written (a note never acknowledged that the notes
 *   list, a Query on gsi1, shows while every id route answers 404);
 * - an index item newer than its base item (an update not acknowledged, or its old key's copy);
 * - a base item whose index copy was already deleted (a delete not acknowledged: the note is
 *   readable by id but missing from the list).
 * DynamoDB itself never leaves these, so the repair is local tooling, run by the local server on
 * every start before it listens (startLocalDynamo): the table is the truth, and each index is made
 * to hold exactly the copies its base items call for. Only the public DynamoDB API is used: an
 * index item with no base item is removed by putting it as a base item and deleting it (dynalite
 * then deletes its index copies), a stale one by putting it and then the base item back, a missing
 * one by putting the base item again. The notes list stays one Query (docs/api.md#conventions).
 *
 * Cost: one Scan of the table and one per index (paged), plus two writes per broken item.
 */
import {
  DeleteItemCommand,
  PutItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { GLOBAL_INDEXES, TABLE_KEYS } from '../../shared/data/table';
import { readAllItems } from './table-setup';

type Item = Record<string, AttributeValue>;

export interface IndexRepair {
  /** Index items without a base item, removed. */
  orphans: number;
  /** Index items that did not match their base item, rewritten from it. */
  stale: number;
  /** Base items whose index copy was missing, written again. */
  missing: number;
}

/** A stable text of an attribute value or item (object keys sorted), for equality. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const tableKeyOf = (item: Item): string =>
  canonical([item[TABLE_KEYS.partitionKey], item[TABLE_KEYS.sortKey]]);

const keyAttributes = (item: Item): Item => ({
  [TABLE_KEYS.partitionKey]: item[TABLE_KEYS.partitionKey]!,
  [TABLE_KEYS.sortKey]: item[TABLE_KEYS.sortKey]!,
});

/** Whether `item` has both key attributes of the index (else it has no copy there: sparse). */
const inIndex = (item: Item, index: (typeof GLOBAL_INDEXES)[number]): boolean =>
  item[index.partitionKey] !== undefined && item[index.sortKey] !== undefined;

/**
 * Makes every global index of the table hold exactly its base items' copies (the indexes
 * project ALL attributes, shared/data/table.ts, so a copy equals its base item).
 * @returns what was repaired (all zero on a healthy table).
 */
export async function repairIndexes(
  client: DynamoDBClient,
  tableName: string,
): Promise<IndexRepair> {
  const base = new Map<string, Item>();
  for (const item of await readAllItems(client, tableName)) base.set(tableKeyOf(item), item);

  // Table key → the index copies that do not belong (one per index at most).
  const orphans = new Map<string, Item[]>();
  const stale = new Map<string, Item[]>();
  const rewrite = new Set<string>();
  const note = (found: Map<string, Item[]>, key: string, copy: Item) =>
    found.set(key, [...(found.get(key) ?? []), copy]);
  for (const index of GLOBAL_INDEXES) {
    const copied = new Set<string>();
    for (const copy of await readAllItems(client, tableName, index.indexName)) {
      const key = tableKeyOf(copy);
      const item = base.get(key);
      if (!item) note(orphans, key, copy);
      else if (canonical(copy) !== canonical(item)) note(stale, key, copy);
      else copied.add(key);
    }
    for (const [key, item] of base) {
      if (inIndex(item, index) && !copied.has(key) && !stale.has(key)) rewrite.add(key);
    }
  }

  const put = (item: Item) => client.send(new PutItemCommand({ TableName: tableName, Item: item }));
  const remove = (item: Item) =>
    client.send(new DeleteItemCommand({ TableName: tableName, Key: keyAttributes(item) }));
  // Putting a copy as the base item makes it the 'existing item' whose index copies dynalite
  // deletes on the next write of that key.
  for (const copies of orphans.values()) {
    for (const copy of copies) {
      await put(copy);
      await remove(copy);
    }
  }
  for (const [key, copies] of stale) {
    for (const copy of copies) {
      await put(copy);
      await put(base.get(key)!);
    }
  }
  for (const key of rewrite) await put(base.get(key)!);
  const count = (found: Map<string, Item[]>) =>
    [...found.values()].reduce((total, copies) => total + copies.length, 0);
  return { orphans: count(orphans), stale: count(stale), missing: rewrite.size };
}
