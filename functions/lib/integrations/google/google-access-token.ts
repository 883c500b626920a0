/**
 * The one way to a Google access token (docs/architecture.md#integrations,
 * docs/product.md#calendar-sync-and-11-detection): `getGoogleAccessToken(userId)` answers a valid
 * access token for the user's connected Google Calendar, refreshing it when it expires within
 * REFRESH_MARGIN_MS. A refreshed token is saved encrypted with a write conditional on the version
 * read (a concurrent refresh, reconnect or disconnect wins; the token answered is valid either
 * way). When Google answers `invalid_grant` (revoked, expired, password change) the integration is
 * marked `needsReconnect`, its tokens are removed, and the UI asks the user to reconnect.
 *
 * Reads: 1 GetItem; a refresh adds Google's token endpoint, 1 KMS Decrypt + 1 Encrypt and 1
 * conditional UpdateItem. Tokens are never logged.
 *
 * @throws IntegrationNotConnectedError ('notConnected' | 'needsReconnect'); AppError
 * ('not_configured') without a Google client; other errors of Google or KMS as they are.
 */
import { clientSecret } from '../client-secret';
import { IntegrationNotConnectedError } from '../integration-errors';
import { markNeedsReconnect, readIntegration, updateIntegrationTokens } from '../integration-store';
import { decryptToken, encryptToken } from '../integration-tokens';
import { googleErrorCode, googleOAuthClient } from './google-oauth';

/** An access token expiring sooner than this is refreshed first, ms. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

export async function getGoogleAccessToken(userId: string, now = Date.now()): Promise<string> {
  const item = await readIntegration(userId, 'google');
  if (!item) throw new IntegrationNotConnectedError('google', 'notConnected');
  if (item.status !== 'connected' || !item.refreshTokenCiphertext) {
    throw new IntegrationNotConnectedError('google', 'needsReconnect');
  }
  const expiresAt = item.accessTokenExpiresAt ? Date.parse(item.accessTokenExpiresAt) : 0;
  if (item.accessTokenCiphertext && expiresAt - now > REFRESH_MARGIN_MS) {
    return decryptToken(item, item.accessTokenCiphertext);
  }

  const client = await googleOAuthClient(await clientSecret('google'));
  client.setCredentials({
    refresh_token: await decryptToken(item, item.refreshTokenCiphertext),
  });
  let credentials;
  try {
    ({ credentials } = await client.refreshAccessToken());
  } catch (error) {
    if (googleErrorCode(error) === 'invalid_grant') {
      await markNeedsReconnect(item, 'invalid_grant');
      throw new IntegrationNotConnectedError('google', 'needsReconnect');
    }
    throw error;
  }
  const accessToken = credentials.access_token;
  if (!accessToken) throw new Error('Google answered the refresh without an access token');
  // Google keeps the refresh token (OAuth2Client carries the old one over): only the access
  // token changes.
  await updateIntegrationTokens(item, {
    accessTokenCiphertext: await encryptToken(item, accessToken),
    accessTokenExpiresAt: new Date(credentials.expiry_date ?? now).toISOString(),
  });
  return accessToken;
}
