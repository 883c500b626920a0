/**
 * The index repair of the local table (docs/data.md#writes-without-transactions),
 * deterministically: the three states a `kill -9` can leave inside dynalite are produced with
 * dynalite's own index writer (`db.updateIndexes`, the step its putItem and deleteItem run before
 * writing the base item) on the store of an in-memory dynalite, then repaired through the DynamoDB
 * API. (functions/integration/crash-recovery.integration.test.ts kills a real server instead.)
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import {
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSI1 } from '../../shared/data/table';
import { repairIndexes } from './index-repair';
import { ensureTable } from './table-setup';

type Item = Record<string, AttributeValue>;
interface DynaliteStore {
  getTable(name: string, checkStatus: boolean, cb: (error: unknown, table: unknown) => void): void;
}
interface DynaliteDb {
  create(options: unknown): DynaliteStore;
  updateIndexes(
    store: DynaliteStore,
    table: unknown,
    existing: Item | null,
    item: Item | null,
    cb: (error: unknown) => void,
  ): void;
}

const TABLE = 'repair-test';
const db = createRequire(import.meta.url)('dynalite/db/index.js') as DynaliteDb;
let store: DynaliteStore;
let server: ReturnType<typeof dynalite>;
let client: DynamoDBClient;

/** What a crash between dynalite's index writes and its base write leaves behind. */
async function writeIndexesOnly(existing: Item | null, item: Item | null): Promise<void> {
  const table = await new Promise((resolve, reject) =>
    store.getTable(TABLE, false, (error, value) => (error ? reject(error) : resolve(value))),
  );
  await new Promise<void>((resolve, reject) =>
    db.updateIndexes(store, table, existing, item, (error) => (error ? reject(error) : resolve())),
  );
}

const note = (id: string, content: string): Item => ({
  pk: { S: 'USER#u1' },
  sk: { S: `NOTE#${id}` },
  [GSI1.partitionKey]: { S: 'NOTES#u1' },
  [GSI1.sortKey]: { S: `2026-01-0${id}T00:00:00.000Z#${id}` },
  content: { S: content },
});

async function listed(): Promise<Item[]> {
  const { Items } = await client.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: GSI1.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
      ExpressionAttributeValues: { ':pk': { S: 'NOTES#u1' } },
    }),
  );
  return Items ?? [];
}

beforeAll(async () => {
  const create = db.create.bind(db);
  db.create = (options) => (store = create(options));
  server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  db.create = create;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(client, TABLE, { log: () => undefined });
});

afterAll(async () => {
  client?.destroy();
  await new Promise((resolve) => server?.close(resolve));
});

describe('repairIndexes', () => {
  it('leaves a healthy table alone', async () => {
    await client.send(new PutItemCommand({ TableName: TABLE, Item: note('1', 'kept') }));
    expect(await repairIndexes(client, TABLE)).toEqual({ orphans: 0, stale: 0, missing: 0 });
  });

  it('removes orphans, rewrites stale copies and restores missing ones from the base items', async () => {
    // A create that never reached its base item: listed, but no item.
    await writeIndexesOnly(null, note('2', 'never acknowledged'));
    // An update that never reached its base item: the list shows the unsaved text.
    await client.send(new PutItemCommand({ TableName: TABLE, Item: note('3', 'saved') }));
    await writeIndexesOnly(note('3', 'saved'), note('3', 'not saved'));
    // A delete that never reached its base item: readable by id, missing from the list.
    await client.send(new PutItemCommand({ TableName: TABLE, Item: note('4', 'still here') }));
    await writeIndexesOnly(note('4', 'still here'), null);

    const contents = async () => (await listed()).map((item) => item.content?.S).sort();
    expect(await contents()).toEqual(['kept', 'never acknowledged', 'not saved']);

    expect(await repairIndexes(client, TABLE)).toEqual({ orphans: 1, stale: 1, missing: 1 });
    expect(await contents()).toEqual(['kept', 'saved', 'still here']);
    const { Item } = await client.send(
      new GetItemCommand({ TableName: TABLE, Key: { pk: { S: 'USER#u1' }, sk: { S: 'NOTE#2' } } }),
    );
    expect(Item).toBeUndefined();
    expect(await repairIndexes(client, TABLE)).toEqual({ orphans: 0, stale: 0, missing: 0 });
  });
});
