/**
 * The DynamoDB document client of the cold-start floors, configured like the routes'
 * (functions/lib/data/client.ts) from TABLE_NAME, DYNAMODB_ENDPOINT and AWS_REGION, without the
 * routes' zod-validated configuration.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A document client and the table name; the partition key a floor reads (no item is stored). */
export function floorClient(): { client: DynamoDBDocumentClient; table: string; pk: string } {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const client = new DynamoDBClient({
    region: process.env.AWS_REGION ?? 'us-east-1',
    ...(endpoint
      ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return {
    client: DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    }),
    table: process.env.TABLE_NAME ?? 'coach',
    pk: 'USER#cold-start-floor',
  };
}
