/**
 * Creates the app's table in a DynamoDB endpoint (dynalite locally) from the same definition the
 * CDK data construct uses (shared/data/table.ts). Idempotent: an existing table is left as is.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { GSI1, TABLE_KEYS } from '../../shared/data/table';

export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: TABLE_KEYS.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE_KEYS.sortKey, AttributeType: 'S' },
        { AttributeName: GSI1.partitionKey, AttributeType: 'S' },
        { AttributeName: GSI1.sortKey, AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: GSI1.indexName,
          KeySchema: [
            { AttributeName: GSI1.partitionKey, KeyType: 'HASH' },
            { AttributeName: GSI1.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
}
