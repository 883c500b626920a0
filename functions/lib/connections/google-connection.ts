/**
 * Google Calendar as a ConnectionProvider (docs/architecture.md#integrations): the consent URL asks
 * for offline access with `prompt=consent` (so a refresh token comes back on every connection) and
 * PKCE S256 (OAuth2Client.generateCodeVerifierAsync); the exchange checks that the calendar scope
 * was granted and a refresh token came back, names the account by the ID token's email (received
 * straight from the token endpoint over TLS, so not re-verified), and stores both tokens encrypted.
 */
import { decodeJwt } from 'jose';
import { clientSecret } from '../integrations/client-secret';
import type { ConnectionProvider } from './connection-provider';
import { ConnectionFailure } from '../integrations/integration-errors';
import { saveIntegration } from '../integrations/integration-store';
import { encryptToken, revokeStoredToken } from '../integrations/integration-tokens';
import {
  GOOGLE_CALENDAR_SCOPE,
  GOOGLE_SCOPES,
  googleOAuthClient,
  oauth2ClientModule,
} from '../integrations/google/google-oauth';

/** The email claim of an ID token, or null. */
function accountOf(idToken: string | null | undefined): string | null {
  if (!idToken) return null;
  try {
    const { email } = decodeJwt(idToken);
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

export const googleConnection: ConnectionProvider = {
  provider: 'google',

  async authorize(state) {
    const client = await googleOAuthClient();
    const { CodeChallengeMethod } = await oauth2ClientModule();
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = client.generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: [...GOOGLE_SCOPES],
      state,
      code_challenge: codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
    return { url, codeVerifier };
  },

  async connect({ userId, code, codeVerifier }) {
    const client = await googleOAuthClient(await clientSecret('google'));
    let tokens;
    try {
      ({ tokens } = await client.getToken({ code, ...(codeVerifier ? { codeVerifier } : {}) }));
    } catch {
      throw new ConnectionFailure('exchange_failed');
    }
    const scopes = (tokens.scope ?? '').split(' ').filter(Boolean);
    const { access_token: accessToken, refresh_token: refreshToken } = tokens;
    if (!scopes.includes(GOOGLE_CALENDAR_SCOPE) || !accessToken || !refreshToken) {
      // Nothing is kept of a grant that cannot serve: give it back.
      const grant = refreshToken ?? accessToken;
      if (grant) await client.revokeToken(grant).catch(() => undefined);
      throw new ConnectionFailure(
        scopes.includes(GOOGLE_CALENDAR_SCOPE) ? 'no_refresh_token' : 'scope_not_granted',
      );
    }
    const owner = { userId, provider: 'google' } as const;
    const account = accountOf(tokens.id_token);
    await saveIntegration(userId, 'google', {
      status: 'connected',
      ...(account ? { account } : {}),
      scopes,
      connectedAt: new Date().toISOString(),
      accessTokenCiphertext: await encryptToken(owner, accessToken),
      accessTokenExpiresAt: new Date(tokens.expiry_date ?? Date.now()).toISOString(),
      refreshTokenCiphertext: await encryptToken(owner, refreshToken),
    });
  },

  revoke(item) {
    return revokeStoredToken(
      item,
      item.refreshTokenCiphertext,
      async (refreshToken) => (await googleOAuthClient()).revokeToken(refreshToken),
      // 400 invalid_token: Google no longer knows the grant — it is gone there.
      (error) => (error as { response?: { status?: unknown } })?.response?.status === 400,
    );
  },
};
