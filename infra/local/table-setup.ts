/**
 * Creates the app's table in a DynamoDB endpoint (dynalite locally) from the same definition the
 * CDK data construct uses (shared/data/table.ts). Idempotent: a table that already has every
 * global index of the definition is left as is.
 *
 * Upgrading an older local table: dynalite cannot add a global index to an existing table
 * (UpdateTable with `GlobalSecondaryIndexUpdates.Create` is accepted, but the index never comes
 * to exist), so a table that lacks one of GLOBAL_INDEXES is rebuilt: its items are read, the table
 * is deleted and created again with the full definition, and the items are written back. While
 * that runs the items are also kept in a JSON file next to the data (`backupFile`), removed once
 * they are all back; if an upgrade was interrupted, the next start writes that file's items back.
 * Local tooling only: no request path ever calls this.
 */
import pRetry from 'p-retry';
import { readFile, rm, writeFile } from 'node:fs/promises';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  ScanCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
  type AttributeValue,
  type CreateTableCommandInput,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { GLOBAL_INDEXES, TABLE_KEYS } from '../../shared/data/table';

type Item = Record<string, AttributeValue>;

export interface EnsureTableOptions {
  /** Where the items are kept while an upgrade rebuilds the table; no file when omitted. */
  backupFile?: string;
  /** One line when the table is upgraded; defaults to console.log. */
  log?: (line: string) => void;
}

/** BatchWriteItem takes at most 25 requests. */
const BATCH_WRITE_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 10;

/** The CreateTable input of the definition: keys and every global index, on-demand. */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  const keyAttributes = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...GLOBAL_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((name) => ({
      AttributeName: name,
      AttributeType: 'S',
    })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

async function describeTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<TableDescription | null> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return Table ?? null;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  }
}

async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new CreateTableCommand(tableDefinition(tableName)));
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
}

/**
 * Every item of the table, or of one of its indexes with `indexName` (a whole-table read: local
 * tooling only).
 */
export async function readAllItems(
  client: DynamoDBClient,
  tableName: string,
  indexName?: string,
): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableName, IndexName: indexName, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

async function writeAllItems(
  client: DynamoDBClient,
  tableName: string,
  items: readonly Item[],
): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_WRITE_SIZE) {
    let requests = items
      .slice(start, start + BATCH_WRITE_SIZE)
      .map((item) => ({ PutRequest: { Item: item } }));
    await pRetry(
      async () => {
        const { UnprocessedItems } = await client.send(
          new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }),
        );
        requests = (UnprocessedItems?.[tableName] ?? []).flatMap((request) =>
          request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
        );
        if (requests.length > 0) {
          throw new Error(`Could not write ${requests.length} items back to ${tableName}`);
        }
      },
      { retries: MAX_BATCH_ATTEMPTS - 1, minTimeout: 50 },
    );
  }
}

/** The global indexes of the definition the table does not have. */
export function missingIndexes(table: TableDescription): string[] {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  return GLOBAL_INDEXES.map((index) => index.indexName).filter((name) => !present.has(name));
}

/**
 * Rebuilds the table with the full definition, keeping its items.
 * @returns how many items were carried over.
 */
async function rebuildTable(
  client: DynamoDBClient,
  tableName: string,
  backupFile: string | undefined,
): Promise<number> {
  const items = await readAllItems(client, tableName);
  if (backupFile) await writeFile(backupFile, JSON.stringify(items));
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await waitUntilTableNotExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
  try {
    await createTable(client, tableName);
    await writeAllItems(client, tableName, items);
  } catch (error) {
    const kept = backupFile ? ` Its items are kept in ${backupFile}.` : '';
    throw new Error(`Upgrading the local table ${tableName} failed.${kept}`, { cause: error });
  }
  if (backupFile) await rm(backupFile, { force: true });
  return items.length;
}

/**
 * Makes sure the table exists with every global index of the definition: creates it when absent,
 * rebuilds it (keeping its items) when an index is missing, and leaves it alone otherwise.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  options: EnsureTableOptions = {},
): Promise<void> {
  const log = options.log ?? console.log;
  const leftover = options.backupFile ? await readBackup(options.backupFile) : null;
  const existing = await describeTable(client, tableName);
  if (!existing) {
    await createTable(client, tableName);
  } else {
    const missing = missingIndexes(existing);
    if (missing.length > 0) {
      const carried = await rebuildTable(client, tableName, options.backupFile);
      log(
        `Upgraded the local table ${tableName}: added ${missing.join(', ')} and kept its ${carried} items`,
      );
    }
  }
  if (leftover && options.backupFile) {
    await writeAllItems(client, tableName, leftover);
    await rm(options.backupFile, { force: true });
    log(
      `Restored ${leftover.length} items of an interrupted upgrade of the local table ${tableName}`,
    );
  }
}

/** The items kept by an upgrade that did not finish, or null when there is no such file. */
async function readBackup(backupFile: string): Promise<Item[] | null> {
  try {
    return JSON.parse(await readFile(backupFile, 'utf8')) as Item[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
