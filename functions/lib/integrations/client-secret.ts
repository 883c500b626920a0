/**
 * A provider's OAuth client secret: `GOOGLE_CLIENT_SECRET` / `SLACK_CLIENT_SECRET` when set (local),
 * else the Secrets Manager secret named by `GOOGLE_CLIENT_SECRET_ARN` / `SLACK_CLIENT_SECRET_ARN`
 * (cloud: the stack sets the ARN on the functions that exchange codes or refresh tokens, never the
 * secret), read once per container. The secret is the value itself, or JSON with a
 * `clientSecret` (or `client_secret`) field.
 *
 * @throws AppError('not_configured') when neither is set or the secret cannot be read.
 */
import type { IntegrationProvider } from '../../../shared/domain/integrations';
import { AppError } from '../errors';
import { readSecretValue } from '../secrets/secret-value';
import { readIntegrationConfig, type IntegrationConfig } from './integration-config';

export async function clientSecret(
  provider: IntegrationProvider,
  config: IntegrationConfig = readIntegrationConfig(),
): Promise<string> {
  const { clientSecret: value, clientSecretArn } = config[provider];
  if (value) return value;
  if (!clientSecretArn) {
    throw new AppError('not_configured', `No ${provider} client secret is configured`);
  }
  try {
    return await readSecretValue(clientSecretArn, ['clientSecret', 'client_secret']);
  } catch (error) {
    throw new AppError(
      'not_configured',
      `The ${provider} client secret could not be read: ${(error as Error).name}`,
    );
  }
}
