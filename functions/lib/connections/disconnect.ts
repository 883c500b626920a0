/**
 * Disconnecting (docs/architecture.md#integrations, `DELETE /api/integrations/{provider}`): revokes
 * the stored grant at the provider, then deletes the item and its tokens — also when the provider
 * cannot be reached, so the user is never stuck; `revoked` says whether the provider confirmed. 1
 * GetItem, the provider's revocation (after 1 token decrypt), 1 DeleteItem.
 *
 * @throws NotFoundError when the provider is not connected (nor needing a reconnect).
 */
import type { IntegrationRemoved } from '../../../shared/contract';
import { PROVIDER_LABELS, type IntegrationProvider } from '../../../shared/domain/integrations';
import { NotFoundError } from '../errors';
import type { ConnectionProvider } from './connection-provider';
import { googleConnection } from './google-connection';
import { deleteIntegration, readIntegration } from '../integrations/integration-store';
import { slackConnection } from './slack-connection';

const PROVIDERS: Readonly<Record<IntegrationProvider, ConnectionProvider>> = {
  google: googleConnection,
  slack: slackConnection,
};

export async function disconnect(
  userId: string,
  provider: IntegrationProvider,
): Promise<IntegrationRemoved> {
  const item = await readIntegration(userId, provider);
  if (!item) throw new NotFoundError(`${PROVIDER_LABELS[provider]} is not connected`);
  const revoked = await PROVIDERS[provider].revoke(item).catch(() => false);
  await deleteIntegration(userId, provider);
  return { provider, revoked };
}
