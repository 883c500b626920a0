/**
 * The OpenAI API key: `OPENAI_API_KEY` when set (local), else the Secrets Manager secret named by
 * `OPENAI_API_KEY_SECRET_ARN` (cloud), read once per container (secrets/secret-value.ts) — never
 * from code, never logged. The secret is the key itself, or JSON with an `apiKey` (or
 * `OPENAI_API_KEY`) field.
 *
 * @throws AiEngineError('missing_key') when neither is set or the secret cannot be read (the
 * caller falls back to the builtin engine; the next request tries the secret again).
 */
import { forgetSecretValues, readSecretValue } from '../../secrets/secret-value';
import { AiEngineError } from '../engine';

export async function resolveOpenAiKey(options: {
  apiKey: string | undefined;
  apiKeySecretArn: string | undefined;
}): Promise<string> {
  if (options.apiKey) return options.apiKey;
  const arn = options.apiKeySecretArn;
  if (!arn) throw new AiEngineError('missing_key', 'No OpenAI API key is configured');
  try {
    return await readSecretValue(arn, ['apiKey', 'OPENAI_API_KEY']);
  } catch (error) {
    throw new AiEngineError(
      'missing_key',
      `The OpenAI key secret could not be read: ${(error as Error).name}`,
    );
  }
}

/** Forgets the key read from Secrets Manager (tests). */
export function forgetOpenAiKey(): void {
  forgetSecretValues();
}
