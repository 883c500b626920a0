/**
 * The one way to the user's Slack bot (docs/architecture.md#integrations,
 * docs/product.md#slack-nudges): `getSlackBot(userId)` answers the decrypted bot token, the Slack
 * user to DM (the installer) and the team, and a WebClient for them on the configured
 * SLACK_API_URL. When a Slack call answers that the token is dead (`isSlackGrantGone`),
 * `markSlackNeedsReconnect(bot)` marks the integration for a reconnect and removes the token. 1
 * GetItem + 1 token decrypt.
 *
 * @throws IntegrationNotConnectedError ('notConnected' | 'needsReconnect').
 */
import type { WebClient } from '@slack/web-api';
import { IntegrationNotConnectedError } from '../integration-errors';
import { markNeedsReconnect, readIntegration, type IntegrationItem } from '../integration-store';
import { decryptToken } from '../integration-tokens';
import { slackClient } from './slack-client';

export interface SlackBot {
  /** The bot token (`xoxb-`): never log it. */
  token: string;
  /** The Slack user who installed the app: nudges go to them by DM. */
  slackUserId: string;
  teamId: string;
  client: WebClient;
  /** The item read, for markSlackNeedsReconnect. */
  item: IntegrationItem;
}

export async function getSlackBot(userId: string): Promise<SlackBot> {
  const item = await readIntegration(userId, 'slack');
  if (!item) throw new IntegrationNotConnectedError('slack', 'notConnected');
  if (
    item.status !== 'connected' ||
    !item.botTokenCiphertext ||
    !item.installerUserId ||
    !item.teamId
  ) {
    throw new IntegrationNotConnectedError('slack', 'needsReconnect');
  }
  const token = await decryptToken(item, item.botTokenCiphertext);
  return {
    token,
    slackUserId: item.installerUserId,
    teamId: item.teamId,
    client: await slackClient(token),
    item,
  };
}

/** Slack refused the token: the integration needs a reconnect (tokens removed). */
export function markSlackNeedsReconnect(bot: SlackBot, reason: string): Promise<void> {
  return markNeedsReconnect(bot.item, reason);
}
