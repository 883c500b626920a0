/**
 * Whether a model server's error answer rejects the request's `response_format`
 * (docs/architecture.md#the-ai-layer), rather than the key, the model, the rate or the server's
 * health. Servers word it in their own ways, e.g.:
 *
 * - llama.cpp's server before structured outputs: 400 `response_format type must be one of "text"
 *   or "json_object", but got: json_schema` (some forks answer the same with a 500);
 * - vLLM before structured outputs: 400 `1 validation error … response_format.type Input should be
 *   'text' or 'json_object'`;
 * - llama.cpp's server on a schema it cannot turn into a grammar: 400 (formerly 500)
 *   `JSON schema conversion failed: …`;
 * - LM Studio on JSON mode: 400 `'response_format.type' must be 'json_schema' or 'text'`.
 *
 * Rule: the status is 400, 422 or 500, and the error's message or `param` names
 * `response_format`, `json_schema`, `json_object` or "JSON schema". 401, 403, 404, 408, 429 and
 * the other 5xx never count (they are about the key, the model, the rate or the server).
 */

/** The statuses with which servers refuse an unsupported response format. */
const REJECTION_STATUSES = new Set([400, 422, 500]);
const NAMES_RESPONSE_FORMAT = /response_format|json_schema|json_object|json schema/i;

/** An HTTP error as the SDK reports it: the status, its message (from the body) and `param`. */
export interface ServerError {
  status?: number | undefined;
  message: string;
  param?: string | null | undefined;
}

/** True when `error` is a server's refusal of the request's response format (rule above). */
export function rejectsResponseFormat(error: ServerError): boolean {
  if (error.status === undefined || !REJECTION_STATUSES.has(error.status)) return false;
  return NAMES_RESPONSE_FORMAT.test(`${error.message} ${error.param ?? ''}`);
}
