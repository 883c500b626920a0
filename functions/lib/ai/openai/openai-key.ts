/**
 * The OpenAI API key: `OPENAI_API_KEY` when set (local), else the Secrets Manager secret named by
 * `OPENAI_API_KEY_SECRET_ARN` (cloud), read once per container and kept in memory — never from
 * code, never logged. The secret is the key itself, or JSON with an `apiKey` (or
 * `OPENAI_API_KEY`) field. The Secrets Manager client is imported only when a secret is read.
 *
 * @throws AiEngineError('missing_key') when neither is set or the secret cannot be read (the
 * caller falls back to the builtin engine; the next request tries the secret again).
 */
import { AiEngineError } from '../engine';

let cached: { arn: string; key: Promise<string> } | undefined;

function keyFromSecretString(secret: string): string {
  const text = secret.trim();
  if (text.startsWith('{')) {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const key = parsed.apiKey ?? parsed.OPENAI_API_KEY;
    if (typeof key === 'string' && key.trim()) return key.trim();
    throw new Error('the secret JSON has no apiKey field');
  }
  if (!text) throw new Error('the secret is empty');
  return text;
}

async function readSecret(arn: string): Promise<string> {
  const { SecretsManagerClient, GetSecretValueCommand } =
    await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  const result = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (typeof result.SecretString !== 'string') throw new Error('the secret has no string value');
  return keyFromSecretString(result.SecretString);
}

export async function resolveOpenAiKey(options: {
  apiKey: string | undefined;
  apiKeySecretArn: string | undefined;
}): Promise<string> {
  if (options.apiKey) return options.apiKey;
  const arn = options.apiKeySecretArn;
  if (!arn) throw new AiEngineError('missing_key', 'No OpenAI API key is configured');
  if (cached?.arn !== arn) cached = { arn, key: readSecret(arn) };
  const entry = cached;
  try {
    return await entry.key;
  } catch (error) {
    if (cached === entry) cached = undefined;
    throw new AiEngineError(
      'missing_key',
      `The OpenAI key secret could not be read: ${(error as Error).name}`,
    );
  }
}

/** Forgets the key read from Secrets Manager (tests). */
export function forgetOpenAiKey(): void {
  cached = undefined;
}
