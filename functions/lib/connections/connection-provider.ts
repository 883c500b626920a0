/**
 * What the connection flow (connection-flow.ts) needs of a provider (google-connection.ts, slack-connection.ts): the
 * authorisation URL for a state, the code exchange that stores the connection, and the revocation
 * of a stored grant.
 */
import type { IntegrationProvider } from '../../../shared/domain/integrations';
import type { IntegrationItem } from '../integrations/integration-store';

export interface AuthorizationStart {
  /** The provider's authorisation URL. */
  url: string;
  /** PKCE verifier to keep with the state (Google). */
  codeVerifier?: string;
}

export interface ConnectionProvider {
  readonly provider: IntegrationProvider;
  /**
   * The authorisation URL carrying `state`.
   * @throws AppError('not_configured') without a client.
   */
  authorize(state: string): Promise<AuthorizationStart>;
  /**
   * Exchanges the code, checks what was granted and stores the connection, tokens encrypted. The
   * exchange is bound to the flow the code was issued to: the PKCE verifier (Google) or the flow's
   * redirect URI, derived from `state` (Slack).
   * @throws ConnectionFailure
   */
  connect(input: {
    userId: string;
    code: string;
    /** The state of the flow being completed (already consumed). */
    state: string;
    codeVerifier?: string | undefined;
  }): Promise<void>;
  /**
   * Revokes the stored grant at the provider.
   * @returns true when the grant is gone there (also when it already was), false when the provider
   * could not confirm it (unreachable, an unexpected answer).
   */
  revoke(item: IntegrationItem): Promise<boolean>;
}
