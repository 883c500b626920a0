/**
 * How the `openai` engine asks a model server for JSON (docs/architecture.md#the-ai-layer, 'Local
 * model servers'), and what this process (one Lambda container, or the local server) has learnt
 * about each server.
 *
 * - `json_schema`: structured outputs, the schema in `response_format` (OpenAI, Azure, recent
 *   vLLM, llama.cpp's server, LM Studio and Ollama). Tried first.
 * - `json_object`: JSON mode, the schema described in the system prompt instead. For servers that
 *   reject `json_schema` (older llama.cpp and vLLM) or ignore it (older Ollama).
 *
 * The memory is keyed by base URL and model. Rule: a server+model is remembered as `json_object`
 * only after it rejected `json_schema`, or after it ignored `json_schema` and then answered a
 * usable `json_object` answer; it is forgotten when it rejects `json_object` (the server at that
 * URL has changed). A single bad `json_object` answer changes nothing, and a server that failed
 * both ways is not remembered (the next call tries `json_schema` again). The memory lasts as long
 * as the process; a server upgraded meanwhile is asked `json_schema` again after a restart.
 */

export type OutputMode = 'json_schema' | 'json_object';

/** The SDK's base URL when OPENAI_BASE_URL is unset. */
const OPENAI_API_URL = 'https://api.openai.com/v1';

const remembered = new Map<string, OutputMode>();

/** The memory's key for a server (base URL without trailing slashes) and a model. */
export function serverKey(baseUrl: string | undefined, model: string): string {
  return JSON.stringify([(baseUrl ?? OPENAI_API_URL).replace(/\/+$/, ''), model]);
}

/** The mode to try first: `json_object` when remembered for the key, else `json_schema`. */
export function firstOutputMode(key: string): OutputMode {
  return remembered.get(key) ?? 'json_schema';
}

/** Remembers that the server+model answers in `json_object` mode and not in `json_schema`. */
export function rememberJsonObject(key: string): void {
  remembered.set(key, 'json_object');
}

/** Forgets what was learnt about the server+model: its next call tries `json_schema` first. */
export function forgetOutputMode(key: string): void {
  remembered.delete(key);
}
