/**
 * Connecting a provider (docs/architecture.md#integrations, OAuth 2.0 as RFC 9700 advises), the
 * same for Google and Slack:
 *
 * 1. `startConnection` (`POST /api/auth/<provider>`, authenticated): a random state, single use,
 *    stored bound to the user, the allow-listed redirect, the PKCE verifier (Google) and this
 *    browser (browser-binding.ts); answers the provider's authorisation URL.
 * 2. `completeConnection` (`GET /api/auth/<provider>/callback`, no bearer token): consumes the
 *    state, exchanges the code bound to that state's flow (PKCE for Google, the flow's redirect URI
 *    for Slack: the provider refuses a code issued to another flow), stores the tokens encrypted,
 *    and answers where to send the browser: the stored redirect with `connected=<provider>`, or —
 *    for a missing, unknown, reused, expired or foreign state, a denied consent, a failed exchange
 *    (a code of another flow among them) or a scope not granted — the page the user started from
 *    with `connectionError=<provider>`. Never throws; logs the outcome's reason only.
 */
import type { OAuthCallbackQuery } from '../../../shared/contract';
import {
  connectedLocation,
  failedLocation,
  parseConnectRedirect,
  type ConnectRedirect,
} from '../../../shared/domain/integrations';
import type { RequestLogger } from '../logger';
import { invalidField } from '../errors';
import type { ConnectionProvider } from './connection-provider';
import { readIntegrationConfig } from '../integrations/integration-config';
import { ConnectionFailure, describeProviderError } from '../integrations/integration-errors';
import {
  bindingCookie,
  bindingCookieName,
  clearedBindingCookie,
  randomToken,
} from './oauth-state/browser-binding';
import { consumeOAuthState, saveOAuthState } from './oauth-state/oauth-state-store';

/** Whether cookies must be Secure: the public URL is https. */
function secureCookies(): boolean {
  return readIntegrationConfig().publicUrl?.startsWith('https:') ?? false;
}

/**
 * Starts a connection for the signed-in user. `setCookie` receives the browser binding.
 * @throws AppError('not_configured') without a client; ValidationError for a redirect off the list.
 */
export async function startConnection(
  provider: ConnectionProvider,
  input: { userId: string; redirect: string; setCookie: (cookie: string) => void },
): Promise<{ url: string }> {
  if (!parseConnectRedirect(provider.provider, input.redirect)) {
    throw invalidField('body', 'redirect', 'not an allowed page');
  }
  const state = randomToken();
  const browserBinding = randomToken();
  const { url, codeVerifier } = await provider.authorize(state);
  await saveOAuthState({
    state,
    userId: input.userId,
    provider: provider.provider,
    redirect: input.redirect,
    codeVerifier,
    browserBinding,
  });
  input.setCookie(bindingCookie(provider.provider, browserBinding, secureCookies()));
  return { url };
}

export interface CallbackInput {
  query: OAuthCallbackQuery;
  /** A request cookie by name. */
  cookie(name: string): string | undefined;
  setCookie(cookie: string): void;
  logger: RequestLogger;
}

/** The callback's outcome: where to send the browser, and whose connection it was (if known). */
export interface CallbackOutcome {
  location: string;
  userId?: string | undefined;
}

/** The provider's `error` (e.g. `access_denied`) as a loggable code; undefined when absent. */
function providerErrorCode(error: string | undefined): string | undefined {
  if (error === undefined) return undefined;
  return /^[a-z_]{1,40}$/.test(error) ? error : 'other';
}

/** Finishes a connection from the provider's redirect (see the module comment). */
export async function completeConnection(
  provider: ConnectionProvider,
  input: CallbackInput,
): Promise<CallbackOutcome> {
  const name = provider.provider;
  input.setCookie(clearedBindingCookie(name, secureCookies()));
  let redirect: ConnectRedirect | null = null;
  let userId: string | undefined;
  try {
    const { state, code } = input.query;
    const error = providerErrorCode(input.query.error);
    if (!state) throw new ConnectionFailure(error ? `provider_error:${error}` : 'missing_state');
    const stored = await consumeOAuthState(name, state, input.cookie(bindingCookieName(name)));
    userId = stored.userId;
    redirect = parseConnectRedirect(name, stored.redirect);
    if (!redirect) throw new ConnectionFailure('bad_redirect');
    if (error) throw new ConnectionFailure(`provider_error:${error}`);
    if (!code) throw new ConnectionFailure('missing_code');
    await provider.connect({ userId, code, state, codeVerifier: stored.codeVerifier });
    input.logger.info('integration connected', { provider: name, userId });
    return { location: connectedLocation(redirect, name), userId };
  } catch (error) {
    if (error instanceof ConnectionFailure) {
      input.logger.warn('integration not connected', {
        provider: name,
        userId,
        reason: error.reason,
      });
    } else {
      input.logger.error('integration not connected: unexpected error', {
        provider: name,
        userId,
        ...describeProviderError(error),
      });
    }
    return { location: failedLocation(redirect, name), userId };
  }
}
