/**
 * What the process remembers about a model server (output-mode.ts): per base URL and model, with
 * OpenAI's URL when none is set and a trailing slash not making another server.
 */
import { describe, expect, it } from 'vitest';
import { firstOutputMode, forgetOutputMode, rememberJsonObject, serverKey } from './output-mode';

describe('the output mode to try first', () => {
  it('is json_schema until json_object is remembered, and again once forgotten', () => {
    const key = serverKey('http://localhost:11434/v1', 'llama3.1:8b');
    expect(firstOutputMode(key)).toBe('json_schema');
    rememberJsonObject(key);
    expect(firstOutputMode(key)).toBe('json_object');
    forgetOutputMode(key);
    expect(firstOutputMode(key)).toBe('json_schema');
  });

  it('is remembered per base URL and model', () => {
    rememberJsonObject(serverKey('http://localhost:8080/v1/', 'local'));
    expect(firstOutputMode(serverKey('http://localhost:8080/v1', 'local'))).toBe('json_object');
    expect(firstOutputMode(serverKey('http://localhost:8081/v1', 'local'))).toBe('json_schema');
    expect(firstOutputMode(serverKey('http://localhost:8080/v1', 'other'))).toBe('json_schema');
  });

  it("takes OpenAI's URL for an unset base URL", () => {
    expect(serverKey(undefined, 'gpt-4.1-mini')).toBe(
      serverKey('https://api.openai.com/v1', 'gpt-4.1-mini'),
    );
  });
});
