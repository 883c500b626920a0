import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENAI_MODEL, readAiConfig } from './ai-config';

describe('readAiConfig', () => {
  it('is builtin without a key', () => {
    expect(readAiConfig({}).engine).toBe('builtin');
    expect(readAiConfig({ OPENAI_API_KEY: '  ' }).engine).toBe('builtin');
  });

  it('is openai with a key or a secret ARN, with the default model', () => {
    expect(readAiConfig({ OPENAI_API_KEY: 'sk-x' })).toMatchObject({
      engine: 'openai',
      openai: { apiKey: 'sk-x', model: DEFAULT_OPENAI_MODEL, timeoutMs: 10_000 },
    });
    const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:openai-AbCdEf';
    expect(readAiConfig({ OPENAI_API_KEY_SECRET_ARN: arn }).openai.apiKeySecretArn).toBe(arn);
  });

  it('AI_ENGINE=builtin wins over a key', () => {
    expect(readAiConfig({ OPENAI_API_KEY: 'sk-x', AI_ENGINE: 'builtin' }).engine).toBe('builtin');
  });

  it('names the bad variables', () => {
    expect(() => readAiConfig({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => readAiConfig({ OPENAI_API_KEY_SECRET_ARN: 'key' })).toThrow(
      /OPENAI_API_KEY_SECRET_ARN/,
    );
  });
});
