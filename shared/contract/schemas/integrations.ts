/**
 * Integration schemas (docs/product.md#profile Integrations tab, #calls 'Calendar and
 * integrations'; docs/architecture.md#integrations):
 *
 * - `POST /api/auth/google|slack` takes `{ redirect }` (an allow-listed app path,
 *   shared/domain/integrations.ts) and answers `{ url }`, the provider's authorisation URL.
 * - `GET /api/auth/google|slack/callback` takes the provider's `code`, `state` (or `error`) and
 *   answers a redirect (`{ location }`, sent as a 302) back into the app.
 * - `GET /api/integrations` answers each provider's state; `DELETE /api/integrations/{provider}`
 *   answers whether the provider confirmed the revocation.
 *
 * Tokens never appear in any of these shapes.
 */
import * as z from '../../zod';
import {
  INTEGRATION_PROVIDERS,
  INTEGRATION_STATUSES,
  MAX_CONNECT_REDIRECT_LENGTH,
  parseConnectRedirect,
  type IntegrationProvider,
} from '../../domain/integrations';
import { timestamp } from './common';

export const integrationProviderSchema = z.enum(INTEGRATION_PROVIDERS, {
  error: `provider must be one of ${INTEGRATION_PROVIDERS.join(', ')}`,
});

/** `POST /api/auth/<provider>`: where to come back to, checked against the allow-list. */
export const connectionStartSchema = (provider: IntegrationProvider) =>
  z.object({
    redirect: z.string({ error: 'redirect is required' }).check(
      z.maxLength(
        MAX_CONNECT_REDIRECT_LENGTH,
        `redirect must be at most ${MAX_CONNECT_REDIRECT_LENGTH} characters`,
      ),
      z.refine(
        (value) => parseConnectRedirect(provider, value) !== null,
        'redirect must be the onboarding or profile page of this app',
      ),
    ),
  });
export type ConnectionStart = z.input<ReturnType<typeof connectionStartSchema>>;

export const connectionUrlSchema = z.object({
  /** The provider's authorisation URL: the browser navigates there. */
  url: z.url(),
});
export type ConnectionUrl = z.infer<typeof connectionUrlSchema>;

const callbackValue = z.optional(z.string().check(z.maxLength(4096)));

/**
 * What a provider sends back to the callback. Never refused with a 400: anything unusable ends in
 * a redirect with `connectionError` (the wrapper redirects when even this schema fails).
 */
export const oauthCallbackQuerySchema = z.object({
  code: callbackValue,
  state: callbackValue,
  /** e.g. `access_denied` when the user declined. */
  error: callbackValue,
  /** Google: the scopes granted (space separated). */
  scope: callbackValue,
});
export type OAuthCallbackQuery = z.infer<typeof oauthCallbackQuerySchema>;

/** The callbacks' result: an app path the browser is sent to with a 302. */
export const oauthRedirectSchema = z.object({
  location: z.string().check(z.startsWith('/')),
});
export type OAuthRedirect = z.infer<typeof oauthRedirectSchema>;

export const integrationStateSchema = z.object({
  provider: integrationProviderSchema,
  /** `needsReconnect`: the provider refused the stored grant (revoked or expired). */
  status: z.enum(INTEGRATION_STATUSES),
  /** The connected account: the Google account's email, the Slack workspace's name. */
  account: z.nullable(z.string()),
  /** ISO 8601 UTC. */
  connectedAt: z.nullable(timestamp),
});
export type IntegrationState = z.infer<typeof integrationStateSchema>;

export const integrationsSchema = z.object({
  google: integrationStateSchema,
  slack: integrationStateSchema,
});
export type Integrations = z.infer<typeof integrationsSchema>;

export const integrationProviderParams = z.object({ provider: integrationProviderSchema });

export const integrationRemovedSchema = z.object({
  provider: integrationProviderSchema,
  /**
   * Whether the provider confirmed the revocation (or already had none). The tokens are deleted
   * either way; false means the user may want to remove the app in the provider's settings.
   */
  revoked: z.boolean(),
});
export type IntegrationRemoved = z.infer<typeof integrationRemovedSchema>;
