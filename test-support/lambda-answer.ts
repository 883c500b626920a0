/**
 * The size of an answer as a route's Lambda hands it to API Gateway (payload format 2.0): status,
 * headers, and the body as a JSON string — so every `"` and `\` of the body counts twice. Lambda
 * refuses a synchronous answer past 6 MB (docs/api.md#quotas, #conventions).
 */
import type { ApiResponse } from '../infra/local/api-client';

/** Lambda's limit on a synchronous invocation's answer, bytes. */
export const LAMBDA_RESPONSE_LIMIT = 6 * 1024 * 1024;

/** The bytes of the answer as the Lambda returns it. */
export function lambdaAnswerBytes(response: ApiResponse): number {
  const headers = Object.fromEntries(response.headers.entries());
  return Buffer.byteLength(
    JSON.stringify({ statusCode: response.status, headers, body: response.text }),
  );
}
