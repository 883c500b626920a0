/**
 * The in-process event bus of the local stack (docs/architecture.md#the-local-stack: in-process
 * event bus): stands in for EventBridge when EVENT_BUS_NAME is unset. The local server registers
 * consumers; publishing runs each one soon after (never inside the request), retrying a failed run
 * twice with a short backoff like EventBridge's async invocation, then logs it (the dead-letter
 * queue's job). Without a consumer (a handler run in a unit test), events are dropped.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from '../logger';
import type { NoteEvent } from './note-event';

export type LocalConsumer = (event: NoteEvent) => Promise<void>;

const consumers = new Set<LocalConsumer>();
/** Marks the work of a consumer run (in the cloud, another Lambda). */
const consumerContext = new AsyncLocalStorage<true>();

/**
 * Whether the caller runs inside a consumer: the local stack's per-request DynamoDB budgets
 * (test-support/dynamodb-recorder.ts) leave that work out, as it is not the request's.
 */
export function isInLocalConsumer(): boolean {
  return consumerContext.getStore() === true;
}
const running = new Set<Promise<void>>();
const RETRIES = 2;

/** Adds a consumer; answers a function that removes it. */
export function registerLocalConsumer(consumer: LocalConsumer): () => void {
  consumers.add(consumer);
  return () => consumers.delete(consumer);
}

async function deliver(consumer: LocalConsumer, event: NoteEvent): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await consumerContext.run(true, () => consumer(event));
      return;
    } catch (error) {
      if (attempt >= RETRIES) {
        logger.error('Local event consumer failed', {
          detailType: event['detail-type'],
          error: (error as Error)?.message,
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

let failingPublishes = 0;

/**
 * Makes the next `count` publishes fail as an unreachable EventBridge would (PutEvents throwing),
 * before anything is queued: for tests of what a lost event leaves behind. Local stack only.
 */
export function failNextLocalPublishes(count = 1): void {
  failingPublishes = count;
}

/**
 * Queues the event for every registered consumer and returns at once.
 * @throws Error while failNextLocalPublishes has failures left.
 */
export function publishLocally(event: NoteEvent): void {
  if (failingPublishes > 0) {
    failingPublishes -= 1;
    throw new Error('The local event bus refused the event (failNextLocalPublishes)');
  }
  for (const consumer of consumers) {
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      deliver(consumer, event),
    );
    running.add(run);
    void run.finally(() => running.delete(run));
  }
}

/** Resolves once every delivery queued so far has finished (tests, shutdown). */
export async function drainLocalBus(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
