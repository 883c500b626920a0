/**
 * The OAuth state of a started connection (docs/architecture.md#integrations;
 * data/schema/oauth-state-entity.ts): created by `POST /api/auth/<provider>` (1 PutItem, condition:
 * not exists), consumed once by the callback (1 GetItem, then 1 DeleteItem conditional on the item
 * still existing — of two callbacks racing with the same state, one wins). dynalite has no TTL:
 * `expiresAt` is checked on read.
 */
import type { EntityItem } from 'electrodb';
import {
  CONNECTION_STATE_TTL_SECONDS,
  type IntegrationProvider,
} from '../../../../shared/domain/integrations';
import { isConditionalCheckFailure } from '../../data/conditional-write';
import { entities } from '../../data/entities';
import { ConnectionFailure } from '../../integrations/integration-errors';
import { matchesHash, sha256 } from './browser-binding';
import type { OAuthStateEntity } from '../../data/schema/oauth-state-entity';

export type StoredOAuthState = EntityItem<OAuthStateEntity>;

export interface NewOAuthState {
  state: string;
  userId: string;
  provider: IntegrationProvider;
  /** An allow-listed redirect (shared/domain/integrations.ts). */
  redirect: string;
  /** PKCE verifier (Google). */
  codeVerifier?: string | undefined;
  /** The browser's binding nonce (browser-binding.ts). */
  browserBinding: string;
}

/** Stores a new state, expiring CONNECTION_STATE_TTL_SECONDS from now. */
export async function saveOAuthState(input: NewOAuthState, now = new Date()): Promise<void> {
  await entities()
    .oauthState.create({
      stateHash: sha256(input.state),
      userId: input.userId,
      provider: input.provider,
      redirect: input.redirect,
      ...(input.codeVerifier ? { codeVerifier: input.codeVerifier } : {}),
      browserBindingHash: sha256(input.browserBinding),
      expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_STATE_TTL_SECONDS,
      createdAt: now.toISOString(),
    })
    .go();
}

/**
 * Consumes the state for `provider`, presented by a browser holding `browserBinding`.
 * @throws ConnectionFailure 'unknown_state' (never issued, or already used), 'wrong_provider',
 * 'expired_state', 'other_browser' (no or another binding cookie: the state stays usable by its
 * own browser), 'state_reused' (another callback consumed it first).
 */
export async function consumeOAuthState(
  provider: IntegrationProvider,
  state: string,
  browserBinding: string | undefined,
  now = new Date(),
): Promise<StoredOAuthState> {
  const { oauthState } = entities();
  const key = { stateHash: sha256(state) };
  const { data } = await oauthState.get(key).go();
  if (!data) throw new ConnectionFailure('unknown_state');
  if (data.provider !== provider) throw new ConnectionFailure('wrong_provider');
  if (data.expiresAt <= Math.floor(now.getTime() / 1000)) {
    await oauthState.delete(key).go();
    throw new ConnectionFailure('expired_state');
  }
  if (!matchesHash(browserBinding, data.browserBindingHash)) {
    throw new ConnectionFailure('other_browser');
  }
  try {
    await oauthState
      .delete(key)
      .where(({ stateHash }, { exists }) => exists(stateHash))
      .go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new ConnectionFailure('state_reused');
    throw error;
  }
  return data;
}
