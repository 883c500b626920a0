/**
 * Which error answers refuse the response format (format-rejection.ts), on the bodies real servers
 * send, and which do not (the key, the model, the rate, the server's health).
 */
import { describe, expect, it } from 'vitest';
import { rejectsResponseFormat } from './format-rejection';

describe('a response format refusal', () => {
  it.each([
    [
      "llama.cpp's server",
      400,
      '400 response_format type must be one of "text" or "json_object", but got: json_schema',
    ],
    [
      'a llama.cpp fork, as a 500',
      500,
      '500 response_format type must be one of "text" or "json_object", but got: json_schema',
    ],
    [
      'vLLM',
      400,
      "400 1 validation error for ChatCompletionRequest\nresponse_format.type\n  Input should be 'text' or 'json_object'",
    ],
    ['a schema llama.cpp cannot convert', 400, '400 JSON schema conversion failed: Unrecognized'],
    ['LM Studio on JSON mode', 400, `400 "'response_format.type' must be 'json_schema' or 'text'"`],
    ['a pydantic server', 422, '422 Unprocessable Entity'],
  ])('is recognised from %s', (_label, status, message) => {
    const param = status === 422 ? 'response_format.type' : null;
    expect(rejectsResponseFormat({ status, message, param })).toBe(true);
  });
});

describe('other errors', () => {
  it.each([
    [401, '401 Incorrect API key provided'],
    [404, '404 The model `llama3` does not exist'],
    [429, '429 Rate limit reached for response_format requests'],
    [503, '503 json_schema backend overloaded'],
    [400, "400 This model's maximum context length is 8192 tokens"],
    [500, '500 boom'],
    [undefined, 'Connection error.'],
  ])('%s %s is no refusal of the format', (status, message) => {
    expect(rejectsResponseFormat({ status, message })).toBe(false);
  });
});
