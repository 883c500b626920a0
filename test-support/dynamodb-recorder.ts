/**
 * Records the DynamoDB commands the in-process local stack sends, through a middleware on the
 * shared document client the handlers use (functions/lib/data/client.ts). Used by the call-budget
 * tests and the notes benchmark.
 */
import { getDocumentClient } from '../functions/lib/data/client';
import { isInLocalConsumer } from '../functions/lib/events/local-bus';

export interface DynamoRecorder {
  /** Every command name sent since the recorder was installed, in order. */
  readonly all: readonly string[];
  /**
   * Runs `work` and answers the command names sent while it ran, and each command's input (its
   * keys and key conditions, to check what a request reads).
   */
  during<T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; sent: string[]; inputs: { command: string; input: unknown }[] }>;
  /** Removes the middleware. */
  remove(): void;
}

let installed = 0;

/** Installs a recording middleware on the document client. */
export function recordDynamoCommands(): DynamoRecorder {
  const name = `dynamoCommandRecorder${(installed += 1)}`;
  const all: string[] = [];
  let current: { sent: string[]; inputs: { command: string; input: unknown }[] } | null = null;
  getDocumentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      all.push(command);
      // A consumer run of the in-process bus is another Lambda in the cloud: not the request's.
      if (!isInLocalConsumer() && current) {
        current.sent.push(command);
        current.inputs.push({ command, input: args.input });
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    all,
    async during(work) {
      const sent: string[] = [];
      const inputs: { command: string; input: unknown }[] = [];
      current = { sent, inputs };
      try {
        return { result: await work(), sent, inputs };
      } finally {
        current = null;
      }
    },
    remove: () => void getDocumentClient().middlewareStack.remove(name),
  };
}
