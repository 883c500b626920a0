/**
 * Measures the read units the in-process local stack's DynamoDB calls consume: while `work` runs,
 * a middleware on the shared document client (functions/lib/data/client.ts) asks every command for
 * its ConsumedCapacity (TOTAL) and adds it up. For the tests that check a read does not grow with
 * the data (docs/data.md#week-summaries, docs/data.md#commitments).
 */
import { getDocumentClient } from '../functions/lib/data/client';

let probes = 0;

/** Runs `work` and answers its result and the capacity units its DynamoDB calls consumed. */
export async function withReadUnits<T>(
  work: () => Promise<T>,
): Promise<{ result: T; units: number }> {
  let units = 0;
  const client = getDocumentClient();
  const name = `consumedCapacityProbe${(probes += 1)}`;
  client.middlewareStack.add(
    (next) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as {
        ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
      };
      for (const used of [output.ConsumedCapacity ?? []].flat()) units += used.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await work(), units };
  } finally {
    client.middlewareStack.remove(name);
  }
}
