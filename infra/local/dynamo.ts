/**
 * dynalite: the DynamoDB API on LevelDB files under `<dataDir>/dynamodb`, on a loopback port.
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import dynalite from 'dynalite';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { repairIndexes } from './index-repair';
import { ensureTable } from './table-setup';

export interface LocalDynamo {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts dynalite on `<dataDir>/dynamodb`, makes sure the table exists with every index of the
 * definition (an older table is upgraded in place, see table-setup.ts) and repairs index items a
 * crash left apart from their base items (index-repair.ts), before anything is served.
 */
export async function startLocalDynamo(dataDir: string, tableName: string): Promise<LocalDynamo> {
  const directory = path.join(dataDir, 'dynamodb');
  await mkdir(directory, { recursive: true });
  const server = dynalite({
    path: directory,
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await ensureTable(client, tableName, {
      backupFile: path.join(dataDir, `${tableName}.upgrade-backup.json`),
    });
    const repaired = await repairIndexes(client, tableName);
    if (repaired.orphans + repaired.stale + repaired.missing > 0) {
      console.log(
        `Repaired the indexes of ${tableName} after an unclean stop: removed ${repaired.orphans} orphaned, rewrote ${repaired.stale} stale and ${repaired.missing} missing index items`,
      );
    }
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
