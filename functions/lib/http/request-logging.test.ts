/**
 * Request logging in the shared request frame (http-parts.ts requestHandler): one process-wide
 * Powertools logger, with each request's route and id on every line it logs during the request,
 * from any module, and on its one request line, even while other requests run beside it, and none
 * of them left on lines after it (docs/operations.md#reading-logs). The log lines are read from stdout as JSON.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/contract/api';
import { captureOutput, type CapturedOutput } from '../../../test-support/capture-output';
import { appendRequestKeys, logger as rootLogger } from '../logger';
import { requestHandler, respond, type RequestScope } from './http-parts';

const definition = routes.find((route) => route.auth === 'bearer')!;

function event(requestId: string): APIGatewayProxyEventV2 {
  return { headers: {}, requestContext: { requestId } } as unknown as APIGatewayProxyEventV2;
}

let output: CapturedOutput;
const lines = () =>
  output
    .text()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeEach(() => {
  rootLogger.setLogLevel('INFO');
  output = captureOutput();
});
afterEach(() => {
  output.restore();
  rootLogger.setLogLevel('SILENT');
});

describe('requestHandler logging', () => {
  it("puts each request's route and id on its lines, and leaves none behind", async () => {
    const loggers: RequestScope['logger'][] = [];
    const handler = requestHandler(definition, 'bearer', async (_event, scope) => {
      loggers.push(scope.logger);
      scope.logger.info('inside');
      return respond(200, { ok: true }, scope.requestId);
    });
    await handler(event('req-1'));
    await handler(event('req-2'));
    rootLogger.info('after');

    const logged = lines().map(({ message, route, requestId }) => ({ message, route, requestId }));
    expect(logged).toEqual([
      { message: 'inside', route: definition.id, requestId: 'req-1' },
      { message: 'request', route: definition.id, requestId: 'req-1' },
      { message: 'inside', route: definition.id, requestId: 'req-2' },
      { message: 'request', route: definition.id, requestId: 'req-2' },
      { message: 'after', route: undefined, requestId: undefined },
    ]);
    // No logger is built per request: both requests logged through the process's one logger.
    expect(loggers).toEqual([rootLogger, rootLogger]);
  });

  it('keeps the keys on the error line of a request that throws, and resets them after', async () => {
    const handler = requestHandler(definition, 'bearer', async () => {
      throw new Error('boom');
    });
    const result = await handler(event('req-3'));
    rootLogger.info('after');
    expect(result.statusCode).toBe(500);
    expect(lines().map(({ message, requestId }) => ({ message, requestId }))).toEqual([
      { message: 'Unhandled error', requestId: 'req-3' },
      { message: 'request', requestId: 'req-3' },
      { message: 'after', requestId: undefined },
    ]);
  });

  it('keeps each of two concurrent requests on its own keys, in lines logged by any module', async () => {
    let releaseFirst!: () => void;
    const firstWaits = new Promise<void>((resolve) => (releaseFirst = resolve));
    const handler = requestHandler(definition, 'bearer', async (_event, scope) => {
      rootLogger.info(`start ${scope.requestId}`);
      if (scope.requestId === 'slow') await firstWaits;
      appendRequestKeys({ aiEngine: scope.requestId === 'slow' ? 'builtin' : 'openai' });
      rootLogger.info(`end ${scope.requestId}`);
      return respond(200, { ok: true }, scope.requestId);
    });
    const slow = handler(event('slow'));
    await handler(event('fast'));
    releaseFirst();
    await slow;
    rootLogger.info('after');

    const logged = lines().map(({ message, requestId, aiEngine }) => ({
      message,
      requestId,
      aiEngine,
    }));
    expect(logged).toEqual([
      { message: 'start slow', requestId: 'slow', aiEngine: undefined },
      { message: 'start fast', requestId: 'fast', aiEngine: undefined },
      { message: 'end fast', requestId: 'fast', aiEngine: 'openai' },
      { message: 'request', requestId: 'fast', aiEngine: 'openai' },
      { message: 'end slow', requestId: 'slow', aiEngine: 'builtin' },
      { message: 'request', requestId: 'slow', aiEngine: 'builtin' },
      { message: 'after', requestId: undefined, aiEngine: undefined },
    ]);
  });
});
