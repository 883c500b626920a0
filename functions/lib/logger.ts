/**
 * Structured JSON logging for every function (Powertools Logger). Level from
 * POWERTOOLS_LOG_LEVEL (default INFO). Request bodies and note texts are never logged.
 *
 * One logger per process. The keys of the request being handled (route, request id, and what the
 * route adds with `appendRequestKeys`) ride in an AsyncLocalStorage scope that `withRequestKeys`
 * opens around each request, and every line logged inside that scope carries them, from any
 * module: a Lambda instance runs one request at a time, and the local server runs many side by
 * side without a line taking another request's keys (docs/operations.md#reading-logs). Nothing is built
 * per request but the scope's small key object.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger, type LogItem } from '@aws-lambda-powertools/logger';
import type {
  LogAttributes,
  LogItemExtraInput,
  LogItemMessage,
} from '@aws-lambda-powertools/logger/types';

const requestKeys = new AsyncLocalStorage<LogAttributes>();

/** Powertools' Logger with the current request's keys added to each line. */
class RequestScopedLogger extends Logger {
  protected override createAndPopulateLogItem(
    logLevel: number,
    input: LogItemMessage,
    extraInput: LogItemExtraInput,
  ): LogItem {
    const item = super.createAndPopulateLogItem(logLevel, input, extraInput);
    const keys = requestKeys.getStore();
    return keys ? item.addAttributes(keys) : item;
  }
}

export const logger = new RequestScopedLogger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'coach-api',
});

/** What a request logs through: the levels only, so no key outlives its request. */
export type RequestLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/** Runs `run` with `keys` on every line logged inside it (and in what it awaits). */
export function withRequestKeys<T>(keys: LogAttributes, run: () => T): T {
  return requestKeys.run({ ...keys }, run);
}

/** Adds keys to the current request's lines from here on; outside a request, does nothing. */
export function appendRequestKeys(keys: LogAttributes): void {
  const current = requestKeys.getStore();
  if (current) Object.assign(current, keys);
}
