/**
 * Each request of the local server in an invocation scope of its own
 * (docs/architecture.md#local-server-hardening): the server runs requests side by side in one
 * process, as a Lambda function with several invocations at once (AWS_LAMBDA_MAX_CONCURRENCY) does,
 * so it uses the same mechanism — the Lambda runtime's InvokeStore (`@aws/lambda-invoke-store`, an
 * AsyncLocalStorage), through which Powertools keeps the keys a request appends to the logger
 * (functions/lib/http/http-parts.ts) to that request's own lines.
 */
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';

/** How many requests the local server may run at once, as Lambda's setting names it. */
const LOCAL_MAX_CONCURRENCY = '100';

let store: ReturnType<typeof InvokeStore.getInstanceAsync> | undefined;

/** The store, installed where Powertools looks for it, then turned on. */
async function invokeStore() {
  store ??= InvokeStore.getInstanceAsync(true).then((instance) => {
    // Powertools scopes per invocation once this is set; the store must be in place first.
    process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= LOCAL_MAX_CONCURRENCY;
    return instance;
  });
  return store;
}

/** Runs `work` as the invocation `requestId`: its log keys are its own. */
export async function inRequestScope<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  const instance = await invokeStore();
  return instance.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, work);
}
