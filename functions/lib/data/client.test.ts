/**
 * The shared DynamoDB document client (client.ts) carries no SDK logger middleware, so no command's
 * input or output goes through the SDK's sensitive-data log filter (docs/performance.md#the-hot-path).
 * Commands here never reach the network: a last middleware answers them.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { getDocumentClient as GetDocumentClient } from './client';

let getDocumentClient: typeof GetDocumentClient;
let SDK_LOGGER_MIDDLEWARE: string;

beforeAll(async () => {
  process.env.TABLE_NAME ??= 'client-test';
  process.env.AUTH_ISSUER ??= 'http://127.0.0.1:1/issuer';
  process.env.DYNAMODB_ENDPOINT ??= 'http://127.0.0.1:1';
  ({ getDocumentClient, SDK_LOGGER_MIDDLEWARE } = await import('./client'));
});

/** Sends a GetCommand answered in place; returns how often the log filters ran. */
async function filterCallsOfOneGet(client: DynamoDBDocumentClient): Promise<number> {
  let calls = 0;
  const command = new GetCommand({
    TableName: 'client-test',
    Key: { pk: 'USER#1', sk: 'PROFILE' },
  });
  command.middlewareStack.add(
    (_next, context) => async () => {
      for (const key of ['inputFilterSensitiveLog', 'outputFilterSensitiveLog'] as const) {
        const filter = context[key] as (value: unknown) => unknown;
        context[key] = (value: unknown) => {
          calls += 1;
          return filter(value);
        };
      }
      return { output: { $metadata: {} }, response: {} };
    },
    // The document command hands its stack on to the inner DynamoDB command: `override` keeps one.
    { step: 'finalizeRequest', name: 'answerInPlace', override: true },
  );
  await client.send(command);
  return calls;
}

describe('getDocumentClient', () => {
  it('has no SDK logger middleware in its stack', () => {
    const stack = getDocumentClient().middlewareStack.identify();
    expect(stack.some((entry) => entry.startsWith(`${SDK_LOGGER_MIDDLEWARE} `))).toBe(false);
    // The stack is the SDK's otherwise: serialisation and retries are still there.
    expect(stack.some((entry) => entry.startsWith('retryMiddleware '))).toBe(true);
  });

  it("runs a command without passing its input or output through the SDK's log filter", async () => {
    expect(await filterCallsOfOneGet(getDocumentClient())).toBe(0);
    // The same command on a client as the SDK builds it does pass through the filter.
    const plain = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    expect(plain.middlewareStack.identify().some((e) => e.startsWith('loggerMiddleware '))).toBe(
      true,
    );
    expect(await filterCallsOfOneGet(plain)).toBeGreaterThan(0);
  });
});
