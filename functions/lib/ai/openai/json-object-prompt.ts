/**
 * The system prompt of a task asked in `json_object` mode (functions/lib/ai/openai/output-mode.ts):
 * the task's own system prompt unchanged, then the JSON Schema of its answer, since in that mode
 * the schema does not travel in `response_format`. The schema is the one `json_schema` mode sends
 * (the SDK's conversion of the task's zod schema), so both modes ask for the same object.
 */

/** `system`, then a line asking for an object of `jsonSchema` and the schema as JSON. */
export function withJsonSchemaInPrompt(system: string, jsonSchema: unknown): string {
  return [
    system,
    'Answer with one JSON object that follows this JSON Schema, and nothing else:',
    JSON.stringify(jsonSchema),
  ].join('\n');
}
