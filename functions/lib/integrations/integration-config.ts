/**
 * Configuration of the Google and Slack connections (docs/operations.md#configuration), read from
 * environment variables and validated with zod on every call (cheap, and tests may point them at
 * loopback fakes). The defaults are the real providers, so only the client ids and secrets must be
 * set:
 *
 * | variable                    | default                                          |
 * | --------------------------- | ------------------------------------------------ |
 * | `GOOGLE_CLIENT_ID`          | unset: Google Calendar cannot be connected        |
 * | `GOOGLE_CLIENT_SECRET`      | local; in the cloud `GOOGLE_CLIENT_SECRET_ARN`    |
 * | `GOOGLE_OAUTH_AUTH_URL`     | https://accounts.google.com/o/oauth2/v2/auth      |
 * | `GOOGLE_OAUTH_TOKEN_URL`    | https://oauth2.googleapis.com/token               |
 * | `GOOGLE_OAUTH_REVOKE_URL`   | `revoke` beside the token URL                     |
 * | `GOOGLE_API_ROOT_URL`       | https://www.googleapis.com/                       |
 * | `SLACK_CLIENT_ID`           | unset: Slack cannot be connected                  |
 * | `SLACK_CLIENT_SECRET`       | local; in the cloud `SLACK_CLIENT_SECRET_ARN`     |
 * | `SLACK_OAUTH_AUTHORIZE_URL` | https://slack.com/oauth/v2/authorize              |
 * | `SLACK_API_URL`             | https://slack.com/api/                            |
 * | `PUBLIC_URL`                | the site's origin (the local server sets its own) |
 *
 * Redirect URIs are `${PUBLIC_URL}/api/auth/<provider>/callback` (each Slack flow adds its own
 * `?flow=`: connections/slack-redirect-uri.ts).
 */
import * as z from '../../../shared/zod';
import type { IntegrationProvider } from '../../../shared/domain/integrations';
import { buildPath } from '../../../shared/contract/paths';
import { googleAuthRoutes } from '../../../shared/contract/routes/google-auth';
import { slackAuthRoutes } from '../../../shared/contract/routes/slack-auth';
import { parseEnvironment } from '../config';
import { AppError } from '../errors';

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value?.trim() ? value.trim() : undefined)),
);
const optionalUrl = () => z.pipe(optionalText, z.optional(z.url()));
const url = (fallback: string) =>
  z.pipe(
    optionalUrl(),
    z.transform((v) => v ?? fallback),
  );
const secretArn = z.pipe(
  optionalText,
  z.optional(
    z
      .string()
      .check(z.regex(/^arn:aws[a-z-]*:secretsmanager:/, 'must be a Secrets Manager secret ARN')),
  ),
);

/** The real providers' endpoints. */
export const GOOGLE_DEFAULTS = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  apiRootUrl: 'https://www.googleapis.com/',
} as const;
export const SLACK_DEFAULTS = {
  authorizeUrl: 'https://slack.com/oauth/v2/authorize',
  apiUrl: 'https://slack.com/api/',
} as const;

const configSchema = z.pipe(
  z.object({
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_CLIENT_SECRET_ARN: secretArn,
    GOOGLE_OAUTH_AUTH_URL: url(GOOGLE_DEFAULTS.authUrl),
    GOOGLE_OAUTH_TOKEN_URL: url(GOOGLE_DEFAULTS.tokenUrl),
    GOOGLE_OAUTH_REVOKE_URL: optionalUrl(),
    GOOGLE_API_ROOT_URL: url(GOOGLE_DEFAULTS.apiRootUrl),
    SLACK_CLIENT_ID: optionalText,
    SLACK_CLIENT_SECRET: optionalText,
    SLACK_CLIENT_SECRET_ARN: secretArn,
    SLACK_OAUTH_AUTHORIZE_URL: url(SLACK_DEFAULTS.authorizeUrl),
    SLACK_API_URL: url(SLACK_DEFAULTS.apiUrl),
    PUBLIC_URL: optionalUrl(),
  }),
  z.transform((env) => ({
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      clientSecretArn: env.GOOGLE_CLIENT_SECRET_ARN,
      authUrl: env.GOOGLE_OAUTH_AUTH_URL,
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
      revokeUrl: env.GOOGLE_OAUTH_REVOKE_URL ?? new URL('revoke', env.GOOGLE_OAUTH_TOKEN_URL).href,
      apiRootUrl: env.GOOGLE_API_ROOT_URL,
    },
    slack: {
      clientId: env.SLACK_CLIENT_ID,
      clientSecret: env.SLACK_CLIENT_SECRET,
      clientSecretArn: env.SLACK_CLIENT_SECRET_ARN,
      authorizeUrl: env.SLACK_OAUTH_AUTHORIZE_URL,
      /** Ends with '/', as the Slack SDK's `slackApiUrl` expects. */
      apiUrl: env.SLACK_API_URL.endsWith('/') ? env.SLACK_API_URL : `${env.SLACK_API_URL}/`,
    },
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
  })),
);

export type IntegrationConfig = z.output<typeof configSchema>;

/** Parses an environment (process.env by default). @throws naming every bad variable. */
export function readIntegrationConfig(env: NodeJS.ProcessEnv = process.env): IntegrationConfig {
  return parseEnvironment(configSchema, env, 'integration');
}

/** Whether the provider has a client id: its Connect buttons work (GET /api/feature-flags). */
export function providerConfigured(
  provider: IntegrationProvider,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  return Boolean(readIntegrationConfig(env)[provider].clientId);
}

const CALLBACK_ROUTES = {
  google: googleAuthRoutes.callback,
  slack: slackAuthRoutes.callback,
} as const;

/**
 * The provider's client id and the redirect URI registered with it.
 * @throws AppError('not_configured') without a client id or a public URL.
 */
export function oauthClient(
  provider: IntegrationProvider,
  config: IntegrationConfig = readIntegrationConfig(),
): { clientId: string; redirectUri: string } {
  const { clientId } = config[provider];
  if (!clientId) {
    throw new AppError('not_configured', `No ${provider} OAuth client is configured`);
  }
  if (!config.publicUrl) throw new AppError('not_configured', 'PUBLIC_URL is not configured');
  return {
    clientId,
    redirectUri: `${config.publicUrl}${buildPath(CALLBACK_ROUTES[provider].path)}`,
  };
}
