/**
 * Google's OAuth client (docs/architecture.md#integrations, docs/operations.md#configuration):
 * google-auth-library's OAuth2Client pointed at the configured endpoints (GOOGLE_OAUTH_AUTH_URL,
 * GOOGLE_OAUTH_TOKEN_URL, the revoke URL beside it), with the redirect URI
 * `${PUBLIC_URL}/api/auth/google/callback`, and the scopes asked for.
 *
 * The client is loaded on first use and alone — google-auth-library's OAuth2Client module, not
 * the package's index, which also loads every other Google credential (service accounts, metadata
 * server, impersonation) and their libraries: about 25 ms of CPU instead of 70 on top of the AWS
 * SDK, and none for a route that answers without calling Google (docs/performance.md#cold-starts).
 */
import type { OAuth2Client } from 'google-auth-library';
import type * as Oauth2ClientModule from 'google-auth-library/build/src/auth/oauth2client.js';
import { oauthClient, readIntegrationConfig, type IntegrationConfig } from '../integration-config';

/**
 * The narrowest calendar scope that serves 1:1 detection
 * (docs/product.md#calendar-sync-and-11-detection): read-only events. The callback refuses a
 * connection where the user did not grant it.
 */
export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events.readonly';
/** `openid email` name the connected account (the ID token's email) on the Integrations tab. */
export const GOOGLE_SCOPES = ['openid', 'email', GOOGLE_CALENDAR_SCOPE] as const;

/** Each call to Google gives up after this long, ms (a route function has 10 s). */
export const GOOGLE_TIMEOUT_MS = 8_000;

/** google-auth-library's OAuth2Client module (OAuth2Client, CodeChallengeMethod), loaded on first use. */
export function oauth2ClientModule(): Promise<typeof Oauth2ClientModule> {
  return import('google-auth-library/build/src/auth/oauth2client.js');
}

/**
 * An OAuth2Client for the configured Google client; with `secret` it can exchange codes and refresh
 * tokens. @throws AppError('not_configured') without a client id or public URL.
 */
export async function googleOAuthClient(
  secret?: string,
  config: IntegrationConfig = readIntegrationConfig(),
): Promise<OAuth2Client> {
  const { clientId, redirectUri } = oauthClient('google', config);
  const { OAuth2Client } = await oauth2ClientModule();
  return new OAuth2Client({
    clientId,
    ...(secret ? { clientSecret: secret } : {}),
    redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: config.google.authUrl,
      oauth2TokenUrl: config.google.tokenUrl,
      oauth2RevokeUrl: config.google.revokeUrl,
    },
    transporterOptions: { timeout: GOOGLE_TIMEOUT_MS },
  });
}

/** The OAuth error code of a failed token request (e.g. `invalid_grant`), if any. */
export function googleErrorCode(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { error?: unknown } } })?.response?.data;
  if (typeof data?.error === 'string') return data.error;
  const message = (error as { message?: unknown })?.message;
  return message === 'invalid_grant' ? message : undefined;
}
