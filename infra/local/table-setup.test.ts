/**
 * Local table creation and upgrade against an in-memory dynalite: a new table gets every global
 * index of the definition; an older table that has only gsi1 is rebuilt with gsi2 and keeps its
 * items; a table that is complete is left alone; an upgrade interrupted after its backup was
 * written is finished on the next start.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_INDEXES, GSI1, GSI2, GSI3, TABLE_KEYS } from '../../shared/data/table';
import { ensureTable, tableDefinition } from './table-setup';

let server: ReturnType<typeof dynalite>;
let client: DynamoDBClient;
let workDir: string;
let tableCounter = 0;

const nextTableName = () => `table-setup-${(tableCounter += 1)}`;

beforeAll(async () => {
  server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  workDir = await mkdtemp(path.join(tmpdir(), 'coach-table-setup-'));
});

afterAll(async () => {
  client?.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(workDir, { recursive: true, force: true });
});

async function indexNames(tableName: string): Promise<string[]> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  return (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName!).sort();
}

/** A table as it was before gsi2 (and gsi3) existed: keys and gsi1 only. */
async function createOldTable(tableName: string): Promise<void> {
  const definition = tableDefinition(tableName);
  const later: string[] = [GSI2.partitionKey, GSI2.sortKey, GSI3.partitionKey, GSI3.sortKey];
  await client.send(
    new CreateTableCommand({
      ...definition,
      AttributeDefinitions: definition.AttributeDefinitions!.filter(
        (attribute) => !later.includes(attribute.AttributeName!),
      ),
      GlobalSecondaryIndexes: definition.GlobalSecondaryIndexes!.filter(
        (index) => index.IndexName === GSI1.indexName,
      ),
    }),
  );
}

const text = (value: string): AttributeValue => ({ S: value });

function sampleItems(count: number): Record<string, AttributeValue>[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index).padStart(3, '0');
    return {
      [TABLE_KEYS.partitionKey]: text('USER#u1'),
      [TABLE_KEYS.sortKey]: text(`NOTE#${n}`),
      [GSI1.partitionKey]: text('NOTES#u1'),
      [GSI1.sortKey]: text(`2026-01-01T00:00:00.${n}Z#${n}`),
      // Every third item is linked to a person, so it belongs in gsi2 once the index exists.
      ...(index % 3 === 0
        ? {
            [GSI2.partitionKey]: text('PNOTES#u1#dr#p1'),
            [GSI2.sortKey]: text(`2026-01-01T00:00:00.${n}Z#${n}`),
          }
        : {}),
      content: text(`Note ${n}`),
      tags: { L: [text('prep')] },
      version: { N: String(index + 1) },
    };
  });
}

async function allItems(tableName: string) {
  const { Items = [] } = await client.send(new ScanCommand({ TableName: tableName }));
  return Items.sort((a, b) => a.sk!.S!.localeCompare(b.sk!.S!));
}

describe('ensureTable', () => {
  it('creates a missing table with every global index of the definition', async () => {
    const tableName = nextTableName();
    const lines: string[] = [];
    await ensureTable(client, tableName, { log: (line) => lines.push(line) });
    expect(await indexNames(tableName)).toEqual(
      GLOBAL_INDEXES.map((index) => index.indexName).sort(),
    );
    expect(await indexNames(tableName)).toEqual(['gsi1', 'gsi2', 'gsi3']);
    expect(lines).toEqual([]);
  });

  it('upgrades a table that has only gsi1: gsi2 and gsi3 exist afterwards and every item is kept', async () => {
    const tableName = nextTableName();
    await createOldTable(tableName);
    expect(await indexNames(tableName)).toEqual(['gsi1']);
    const items = sampleItems(60);
    for (const item of items) {
      await client.send(new PutItemCommand({ TableName: tableName, Item: item }));
    }

    const lines: string[] = [];
    const backupFile = path.join(workDir, `${tableName}.json`);
    await ensureTable(client, tableName, { backupFile, log: (line) => lines.push(line) });

    expect(await indexNames(tableName)).toEqual(['gsi1', 'gsi2', 'gsi3']);
    expect(await allItems(tableName)).toEqual(items);
    expect(lines).toEqual([
      `Upgraded the local table ${tableName}: added gsi2, gsi3 and kept its 60 items`,
    ]);
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: GSI2.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSI2.partitionKey },
        ExpressionAttributeValues: { ':pk': text('PNOTES#u1#dr#p1') },
      }),
    );
    expect(Items).toHaveLength(20);
    // The backup is gone once the items are back.
    await expect(stat(backupFile)).rejects.toThrow(/ENOENT/);

    // A second start finds nothing to do.
    await ensureTable(client, tableName, { backupFile, log: (line) => lines.push(line) });
    expect(lines).toHaveLength(1);
    expect(await allItems(tableName)).toEqual(items);
  });

  it('finishes an upgrade that was interrupted after the table was recreated', async () => {
    const tableName = nextTableName();
    await ensureTable(client, tableName, { log: () => undefined });
    const items = sampleItems(30);
    const backupFile = path.join(workDir, `${tableName}.json`);
    await writeFile(backupFile, JSON.stringify(items));

    const lines: string[] = [];
    await ensureTable(client, tableName, { backupFile, log: (line) => lines.push(line) });
    expect(await allItems(tableName)).toEqual(items);
    expect(lines).toEqual([
      `Restored 30 items of an interrupted upgrade of the local table ${tableName}`,
    ]);
  });
});
