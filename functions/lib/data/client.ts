/**
 * The DynamoDB document client, created once per process on first use (module-scope reuse across
 * Lambda invocations). Locally it points at dynalite through DYNAMODB_ENDPOINT. The SDK's logger
 * middleware is removed: no logger is configured, yet it would run the sensitive-data filter over
 * every command's input and output (docs/performance.md#the-hot-path); our own logs say what a
 * request did.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../config';

let documentClient: DynamoDBDocumentClient | undefined;

/** The name the AWS SDK gives its logger middleware (@aws-sdk/core's loggerMiddlewareOptions). */
export const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware';

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
  // The SDK's documented way to drop a middleware by name; the document client shares this stack.
  client.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
  documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** The table every entity lives in. */
export function getTableName(): string {
  return getConfig().tableName;
}
