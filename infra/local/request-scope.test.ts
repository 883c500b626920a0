/**
 * Requests the local server runs side by side keep their own log keys (request-scope.ts): each
 * line a request logs carries the keys that request appended, not another's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { logger } from '../../functions/lib/logger';
import { captureOutput } from '../../test-support/capture-output';
import { inRequestScope } from './request-scope';

const hadConcurrency = 'AWS_LAMBDA_MAX_CONCURRENCY' in process.env;

afterAll(() => {
  logger.setLogLevel('SILENT');
  if (!hadConcurrency) delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('requests side by side', () => {
  it('log with their own keys, however their steps interleave', async () => {
    logger.setLogLevel('INFO');
    const output = captureOutput();
    try {
      // The first appends its keys, waits while the second appends and resets its own, then logs.
      await Promise.all(
        [
          { requestId: 'request-a', wait: 40 },
          { requestId: 'request-b', wait: 5 },
        ].map(({ requestId, wait }) =>
          inRequestScope(requestId, async () => {
            logger.resetKeys();
            logger.appendKeys({ requestId, route: `route-of-${requestId}` });
            await pause(wait);
            logger.info('mid-request', { loggedBy: requestId });
            logger.resetKeys();
          }),
        ),
      );
    } finally {
      output.restore();
    }
    const lines = output
      .text()
      .split('\n')
      .filter((line) => line.includes('"mid-request"'))
      .map((line) => JSON.parse(line) as Record<string, string>);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.requestId).toBe(line.loggedBy);
      expect(line.route).toBe(`route-of-${line.loggedBy}`);
    }
  });
});
