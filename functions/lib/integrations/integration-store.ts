/**
 * Reads and writes the integration items (data/schema/integration-entity.ts), ciphertexts only: encryption is
 * the providers' business (google/, slack/). Every call is one DynamoDB request unless noted.
 *
 * - `listIntegrations`: 1 Query `begins_with(sk, 'INTEGRATION#')` → the contract's states.
 * - `integrationStatusReads`: the two items as batch reads (the profile's `integrations` flags).
 * - `readIntegration`: 1 GetItem.
 * - `saveIntegration`: 1 GetItem + 1 PutItem conditional on the version read (or on none).
 * - `updateIntegrationTokens`: 1 UpdateItem conditional on the version read (a refreshed token).
 * - `markNeedsReconnect`: 1 UpdateItem (status, reason; tokens and the nudge schedule removed).
 * - `deleteIntegration`: 1 DeleteItem.
 */
import type { EntityItem } from 'electrodb';
import type { IntegrationState, Integrations } from '../../../shared/contract';
import {
  INTEGRATION_PROVIDERS,
  type IntegrationProvider,
  type IntegrationStatus,
} from '../../../shared/domain/integrations';
import { itemRead, type ItemRead } from '../data/batch-get';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import { ConflictError } from '../errors';
import type { IntegrationEntity } from '../data/schema/integration-entity';

export type IntegrationItem = EntityItem<IntegrationEntity>;
/** What a connection stores (bookkeeping is added here). */
export type IntegrationFields = Omit<
  IntegrationItem,
  'userId' | 'provider' | 'version' | 'createdAt' | 'updatedAt'
>;

/** Every token attribute: removed whenever the grant is gone. */
const TOKEN_ATTRIBUTES = [
  'accessTokenCiphertext',
  'accessTokenExpiresAt',
  'refreshTokenCiphertext',
  'botTokenCiphertext',
] as const;

/** The Slack nudge schedule (integrations/slack/nudge-schedule.ts): removed with the tokens. */
const NUDGE_SCHEDULE_ATTRIBUTES = ['nextNudgeAt', 'nudgeShard'] as const;

function stateOf(provider: IntegrationProvider, item: IntegrationItem | null): IntegrationState {
  if (!item) return { provider, status: 'notConnected', account: null, connectedAt: null };
  return {
    provider,
    status: item.status,
    account: item.account ?? null,
    connectedAt: item.connectedAt,
  };
}

/** Each provider's state for the Integrations tab (`GET /api/integrations`). One Query. */
export async function listIntegrations(userId: string): Promise<Integrations> {
  const { data } = await entities().integration.query.byUser({ userId }).go({ pages: 'all' });
  const byProvider = new Map(data.map((item) => [item.provider, item]));
  return {
    google: stateOf('google', byProvider.get('google') ?? null),
    slack: stateOf('slack', byProvider.get('slack') ?? null),
  };
}

/** Batch reads of each provider's status, in INTEGRATION_PROVIDERS order. */
export function integrationStatusReads(
  userId: string,
): Record<IntegrationProvider, ItemRead<IntegrationStatus>> {
  const { integration } = entities();
  const read = (provider: IntegrationProvider) =>
    itemRead(integration.get({ userId, provider }), (input) => {
      const { data } = integration.parse(input);
      return { data: data?.status ?? null };
    });
  return Object.fromEntries(
    INTEGRATION_PROVIDERS.map((provider) => [provider, read(provider)]),
  ) as Record<IntegrationProvider, ItemRead<IntegrationStatus>>;
}

/** The stored item, or null. One GetItem. */
export async function readIntegration(
  userId: string,
  provider: IntegrationProvider,
): Promise<IntegrationItem | null> {
  const { data } = await entities().integration.get({ userId, provider }).go();
  return data;
}

/**
 * Stores a (re)connection, replacing any earlier one of the provider: a put conditional on the
 * version read, so a concurrent refresh or disconnect cannot be overwritten unnoticed.
 * @throws ConflictError when the item changed in between.
 */
export async function saveIntegration(
  userId: string,
  provider: IntegrationProvider,
  fields: IntegrationFields,
): Promise<IntegrationItem> {
  const { integration } = entities();
  const current = await readIntegration(userId, provider);
  const now = new Date().toISOString();
  const next = {
    ...fields,
    userId,
    provider,
    version: (current?.version ?? 0) + 1,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
  };
  try {
    const { data } = current
      ? await integration
          .put(next)
          .where(({ version }, { eq }) => eq(version, current.version))
          .go()
      : await integration.create(next).go();
    return data;
  } catch (error) {
    if (isConditionalCheckFailure(error)) {
      throw new ConflictError('The integration was changed at the same time; try again');
    }
    throw error;
  }
}

/**
 * Saves tokens obtained by a refresh, conditional on the version they were refreshed from.
 * @returns false when the item changed in between (another refresh, a reconnect, a disconnect):
 * nothing is written.
 */
export async function updateIntegrationTokens(
  item: IntegrationItem,
  tokens: Partial<Pick<IntegrationItem, (typeof TOKEN_ATTRIBUTES)[number]>>,
): Promise<boolean> {
  try {
    await entities()
      .integration.patch({ userId: item.userId, provider: item.provider })
      .set({ ...tokens, version: item.version + 1, updatedAt: new Date().toISOString() })
      .where(({ version }, { eq }) => eq(version, item.version))
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/**
 * The provider refused the grant: the integration needs a reconnect and its tokens are removed,
 * with the Slack nudge schedule (so the user leaves the nudge job's users-due index). No-op when the integration is gone or was reconnected since `item` was read.
 */
export async function markNeedsReconnect(item: IntegrationItem, reason: string): Promise<void> {
  try {
    await entities()
      .integration.patch({ userId: item.userId, provider: item.provider })
      .set({
        status: 'needsReconnect',
        needsReconnectReason: reason,
        version: item.version + 1,
        updatedAt: new Date().toISOString(),
      })
      .remove([...TOKEN_ATTRIBUTES, ...NUDGE_SCHEDULE_ATTRIBUTES])
      .where(({ version }, { eq }) => eq(version, item.version))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/** Deletes the provider's item (tokens included). One DeleteItem. */
export async function deleteIntegration(
  userId: string,
  provider: IntegrationProvider,
): Promise<void> {
  await entities().integration.delete({ userId, provider }).go();
}
