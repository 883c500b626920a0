/**
 * Values kept in AWS Secrets Manager (the OpenAI key, the Google and Slack client secrets), read
 * once per container and kept in memory: never from code, never logged. A secret holds the value
 * itself, or JSON naming it in one of `jsonFields` (e.g. `{ "clientSecret": "…" }`). The Secrets
 * Manager client is imported only when a secret is read. A failed read is forgotten, so the next
 * call tries again.
 */

const cache = new Map<string, Promise<string>>();

/** The value in a secret string. @throws when it is empty or JSON without one of the fields. */
export function valueOfSecretString(secret: string, jsonFields: readonly string[]): string {
  const text = secret.trim();
  if (text.startsWith('{')) {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    for (const field of jsonFields) {
      const value = parsed[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
    throw new Error(`the secret JSON has none of the fields ${jsonFields.join(', ')}`);
  }
  if (!text) throw new Error('the secret is empty');
  return text;
}

async function fetchSecret(arn: string, jsonFields: readonly string[]): Promise<string> {
  const { SecretsManagerClient, GetSecretValueCommand } =
    await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  const result = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (typeof result.SecretString !== 'string') throw new Error('the secret has no string value');
  return valueOfSecretString(result.SecretString, jsonFields);
}

/**
 * The value of the secret `arn`, read on first use and then from memory.
 * @throws the read's error (the caller words it without the value).
 */
export async function readSecretValue(arn: string, jsonFields: readonly string[]): Promise<string> {
  let entry = cache.get(arn);
  if (!entry) {
    entry = fetchSecret(arn, jsonFields);
    cache.set(arn, entry);
  }
  try {
    return await entry;
  } catch (error) {
    if (cache.get(arn) === entry) cache.delete(arn);
    throw error;
  }
}

/** Forgets every secret read (tests). */
export function forgetSecretValues(): void {
  cache.clear();
}
