/**
 * DynamoDB leaving part of a batch unprocessed, on the in-process local stack (dynalite never
 * does): a middleware on the shared document client the handlers use (functions/lib/data/
 * client.ts) sends only part of each BatchGetItem's keys / BatchWriteItem's requests on to the
 * table and answers the others as `UnprocessedKeys` / `UnprocessedItems`, as DynamoDB does when a
 * partition is throttled or an answer would pass 16 MB. The middleware sits before the document
 * client's marshalling, so it sees and answers plain values.
 *
 * - `once`: the first time a key or request is sent, every other one is left unprocessed; the
 *   second time it goes through (a throttled partition that recovers).
 * - `stuck`: the last key or request of every call is left unprocessed, however often it is sent.
 */
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../functions/lib/data/client';

export type UnprocessedMode = 'once' | 'stuck';

type Value = Record<string, NativeAttributeValue>;
type BatchGetInput = { RequestItems: Record<string, { Keys: Value[] } & Value> };
type BatchWriteInput = { RequestItems: Record<string, Value[]> };

export interface UnprocessedBatches {
  /** Runs `work` while batches are left partly unprocessed; answers the batch calls sent. */
  during<T>(mode: UnprocessedMode, work: () => Promise<T>): Promise<{ result: T; calls: number }>;
  /** Removes the middleware. */
  remove(): void;
}

let installed = 0;

/** Installs the middleware (idle outside `during`). */
export function leaveBatchesUnprocessed(): UnprocessedBatches {
  const name = `unprocessedBatches${(installed += 1)}`;
  let mode: UnprocessedMode | null = null;
  let calls = 0;
  const leftOnce = new Set<string>();

  /** Splits one call's entries into those sent on and those left unprocessed. */
  function split<E>(entries: readonly E[]): [sent: E[], left: E[]] {
    if (mode === 'stuck') return [entries.slice(0, -1), entries.slice(-1)];
    const sent: E[] = [];
    const left: E[] = [];
    for (const [index, entry] of entries.entries()) {
      const id = JSON.stringify(entry);
      if (leftOnce.has(id) || index % 2 === 0) sent.push(entry);
      else {
        leftOnce.add(id);
        left.push(entry);
      }
    }
    return [sent, left];
  }

  getDocumentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      if (!mode || (command !== 'BatchGetItemCommand' && command !== 'BatchWriteItemCommand')) {
        return next(args);
      }
      calls += 1;
      /** The table's answer to what is sent on (nothing read or written when nothing is). */
      const send = async (input: Value, sent: readonly unknown[]) => {
        if (sent.length > 0) return next({ ...args, input });
        const output = { $metadata: {} } as Awaited<ReturnType<typeof next>>['output'];
        return { output, response: {} };
      };
      if (command === 'BatchGetItemCommand') {
        const [table, request] = Object.entries((args.input as BatchGetInput).RequestItems)[0]!;
        const [sent, left] = split(request.Keys);
        const result = await send({ RequestItems: { [table]: { ...request, Keys: sent } } }, sent);
        const output = result.output as Value;
        output.Responses ??= { [table]: [] };
        output.UnprocessedKeys = left.length > 0 ? { [table]: { ...request, Keys: left } } : {};
        return result;
      }
      const [table, requests] = Object.entries((args.input as BatchWriteInput).RequestItems)[0]!;
      const [sent, left] = split(requests);
      const result = await send({ RequestItems: { [table]: sent } }, sent);
      (result.output as Value).UnprocessedItems = left.length > 0 ? { [table]: left } : {};
      return result;
    },
    { step: 'initialize', name },
  );

  return {
    async during(chosen, work) {
      mode = chosen;
      calls = 0;
      leftOnce.clear();
      try {
        return { result: await work(), calls };
      } finally {
        mode = null;
      }
    },
    remove: () => void getDocumentClient().middlewareStack.remove(name),
  };
}
