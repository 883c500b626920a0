/**
 * The DynamoDB document client, created once per process on first use (module-scope reuse across
 * Lambda invocations). Locally it points at dynalite through DYNAMODB_ENDPOINT.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../config';

let documentClient: DynamoDBDocumentClient | undefined;

/** The shared document client (marshalls plain JS values, drops undefined attributes). */
export function getDocumentClient(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  const { dynamoDbEndpoint, region } = getConfig();
  const client = new DynamoDBClient({
    region,
    ...(dynamoDbEndpoint
      ? {
          endpoint: dynamoDbEndpoint,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** The table every entity lives in. */
export function getTableName(): string {
  return getConfig().tableName;
}
