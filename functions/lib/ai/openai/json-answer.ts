/**
 * The JSON object in a model's answer, read by the rule of the output mode it was asked in
 * (functions/lib/ai/openai/output-mode.ts; docs/architecture.md#the-ai-layer). JSON.parse does all
 * parsing; the result is still checked against the task's zod schema by the caller.
 *
 * - `json_schema`: the whole answer (trimmed) must be one JSON object. A server that honours the
 *   schema answers nothing else, so anything else means it ignored the response format.
 * - `json_object`: JSON mode is best effort and the schema only travels in the prompt, so the
 *   answer may wrap the object. After dropping a leading `<think>…</think>` block (reasoning
 *   models), the first of these candidates that parses as a JSON object is used: the whole answer;
 *   the body of its first markdown code fence (three backticks, with or without a language); the
 *   text from its first `{` to its last `}` (an object with prose before and after it).
 */
import type { OutputMode } from './output-mode';

const LEADING_THINK_BLOCK = /^\s*<think>[\s\S]*?<\/think>/i;
const FIRST_CODE_FENCE = /```[\w-]*[^\S\r\n]*\r?\n([\s\S]*?)```/;

/** `text` parsed when it is a JSON object (not an array, string, number or null), else undefined. */
function parsedObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The candidates of the `json_object` rule, in order, computed lazily. */
function* wrappedCandidates(answer: string): Generator<string> {
  const text = answer.replace(LEADING_THINK_BLOCK, '').trim();
  yield text;
  const fenced = FIRST_CODE_FENCE.exec(text)?.[1];
  if (fenced !== undefined) yield fenced;
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first >= 0 && last > first) yield text.slice(first, last + 1);
}

/**
 * The JSON object of `answer` (a completion's message content) under `mode`'s rule; undefined
 * when there is none (no content, not JSON, or JSON that is not an object).
 */
export function jsonObjectInAnswer(
  answer: string | null | undefined,
  mode: OutputMode,
): Record<string, unknown> | undefined {
  if (!answer) return undefined;
  if (mode === 'json_schema') return parsedObject(answer.trim());
  for (const candidate of wrappedCandidates(answer)) {
    const value = parsedObject(candidate);
    if (value) return value;
  }
  return undefined;
}
