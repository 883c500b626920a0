/**
 * Google and Slack settings of a deployment (docs/operations.md#configuration), read from CDK
 * context (cdk.json or `cdk synth -c key=value`), all optional:
 *
 * - `googleClientId` + `googleClientSecretArn`: the Google OAuth client; the secret (the client
 *   secret itself, or JSON with a `clientSecret` field) stays in Secrets Manager — only the
 *   functions that exchange Google codes get its ARN (GOOGLE_CLIENT_SECRET_ARN) and
 *   `secretsmanager:GetSecretValue` on that one secret, read once per container.
 * - `slackClientId` + `slackClientSecretArn`: the Slack app, likewise (SLACK_CLIENT_SECRET_ARN).
 * - `publicUrl`: the site's origin for OAuth redirect URIs (`<publicUrl>/api/auth/<provider>/callback`,
 *   to register with Google and Slack); default the first of `clerkAuthorizedParties`.
 *
 * A client id without its secret ARN (or the reverse) is refused. Without a client the Connect
 * buttons say the connection is not configured.
 */
import type { Node } from 'constructs';
import type { IntegrationProvider } from '../../shared/domain/integrations';
import type { AuthConfig } from './auth-config';
import { optionalSecretArn, optionalString } from './context-values';

export interface ProviderClient {
  readonly clientId: string;
  readonly clientSecretArn: string;
}

export interface IntegrationSettings {
  readonly google?: ProviderClient | undefined;
  readonly slack?: ProviderClient | undefined;
  /** The site's origin, for redirect URIs (PUBLIC_URL). */
  readonly publicUrl: string;
}

/** Environment variable prefix per provider (GOOGLE_CLIENT_ID, SLACK_CLIENT_SECRET_ARN…). */
const PREFIX: Readonly<Record<IntegrationProvider, string>> = { google: 'GOOGLE', slack: 'SLACK' };

function readClient(node: Node, provider: IntegrationProvider): ProviderClient | undefined {
  const idKey = `${provider}ClientId`;
  const arnKey = `${provider}ClientSecretArn`;
  const clientId = optionalString(node, idKey);
  const clientSecretArn = optionalSecretArn(node, arnKey);
  if (Boolean(clientId) !== Boolean(clientSecretArn)) {
    throw new Error(`CDK context '${idKey}' and '${arnKey}' must be set together`);
  }
  return clientId && clientSecretArn ? { clientId, clientSecretArn } : undefined;
}

/** Reads and validates the context; throws a readable error naming the bad key. */
export function readIntegrationSettings(node: Node, auth: AuthConfig): IntegrationSettings {
  const publicUrl = optionalString(node, 'publicUrl') ?? auth.authorizedParties[0];
  if (!publicUrl) throw new Error("CDK context 'publicUrl' is required");
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`CDK context 'publicUrl': '${publicUrl}' is not a URL`);
  }
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`CDK context 'publicUrl': '${publicUrl}' must be an https origin`);
  }
  return {
    google: readClient(node, 'google'),
    slack: readClient(node, 'slack'),
    publicUrl: url.origin,
  };
}

/**
 * What every function may know (no secret): the public URL and the configured client ids, so
 * `GET /api/feature-flags` can tell which Connect buttons work.
 */
export function integrationPublicEnvironment(
  settings: IntegrationSettings | undefined,
): Record<string, string> {
  if (!settings) return {};
  const environment: Record<string, string> = { PUBLIC_URL: settings.publicUrl };
  for (const provider of ['google', 'slack'] as const) {
    const client = settings[provider];
    if (client) environment[`${PREFIX[provider]}_CLIENT_ID`] = client.clientId;
  }
  return environment;
}

/** The client secret ARNs a route reads, by environment variable (none unless it needs them). */
export function clientSecretArnsOf(
  providers: readonly IntegrationProvider[],
  settings: IntegrationSettings | undefined,
): Record<string, string> {
  const arns: Record<string, string> = {};
  for (const provider of providers) {
    const client = settings?.[provider];
    if (client) arns[`${PREFIX[provider]}_CLIENT_SECRET_ARN`] = client.clientSecretArn;
  }
  return arns;
}
