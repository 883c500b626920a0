/**
 * Slack as a ConnectionProvider (docs/architecture.md#integrations): OAuth v2 with the bot scopes
 * chat:write and im:write (SLACK_OAUTH_AUTHORIZE_URL, hand-built: the Web API SDK has no authorize
 * helper) and the flow's own redirect URI (slack-redirect-uri.ts), the code exchanged with
 * `oauth.v2.access` and that same URI, the granted scopes checked, and the bot token stored
 * encrypted with the team and the installing user's id, and the user's first nudge slot (their
 * Preferences: integrations/slack/nudge-schedule.ts); `auth.revoke` on disconnect.
 */
import { clientSecret } from '../integrations/client-secret';
import type { ConnectionProvider } from './connection-provider';
import { oauthClient, readIntegrationConfig } from '../integrations/integration-config';
import { ConnectionFailure } from '../integrations/integration-errors';
import { saveIntegration } from '../integrations/integration-store';
import { encryptToken, revokeStoredToken } from '../integrations/integration-tokens';
import { getNudgePreferences } from '../profile/profile-store';
import { nudgeScheduleFields } from '../integrations/slack/nudge-schedule';
import {
  isSlackGrantGone,
  SLACK_BOT_SCOPES,
  slackClient,
  slackErrorCode,
} from '../integrations/slack/slack-client';
import { slackFlowRedirectUri } from './slack-redirect-uri';

export const slackConnection: ConnectionProvider = {
  provider: 'slack',

  authorize(state) {
    const config = readIntegrationConfig();
    const { clientId, redirectUri } = oauthClient('slack', config);
    const url = new URL(config.slack.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: clientId,
      scope: SLACK_BOT_SCOPES.join(','),
      state,
      redirect_uri: slackFlowRedirectUri(redirectUri, state),
    }).toString();
    return Promise.resolve({ url: url.href });
  },

  async connect({ userId, code, state }) {
    const config = readIntegrationConfig();
    const { clientId, redirectUri } = oauthClient('slack', config);
    const secret = await clientSecret('slack', config);
    const slack = await slackClient(undefined, config);
    let result;
    try {
      result = await slack.oauth.v2.access({
        client_id: clientId,
        client_secret: secret,
        code,
        redirect_uri: slackFlowRedirectUri(redirectUri, state),
      });
    } catch (error) {
      // `bad_redirect_uri`: the code was issued to another flow (slack-redirect-uri.ts).
      throw new ConnectionFailure(`exchange_failed:${slackErrorCode(error) ?? 'other'}`);
    }
    const scopes = (result.scope ?? '').split(',').filter(Boolean);
    const token = result.access_token;
    if (result.token_type !== 'bot' || !token) throw new ConnectionFailure('no_bot_token');
    if (!SLACK_BOT_SCOPES.every((scope) => scopes.includes(scope))) {
      const bot = await slackClient(token, config);
      await bot.auth.revoke().catch(() => undefined);
      throw new ConnectionFailure('scope_not_granted');
    }
    const installerUserId = result.authed_user?.id;
    if (!result.team?.id || !installerUserId) throw new ConnectionFailure('no_team_or_user');
    await saveIntegration(userId, 'slack', {
      status: 'connected',
      ...(result.team.name ? { account: result.team.name, teamName: result.team.name } : {}),
      scopes,
      connectedAt: new Date().toISOString(),
      botTokenCiphertext: await encryptToken({ userId, provider: 'slack' }, token),
      teamId: result.team.id,
      ...(result.bot_user_id ? { botUserId: result.bot_user_id } : {}),
      ...(result.app_id ? { appId: result.app_id } : {}),
      installerUserId,
      ...nudgeScheduleFields(userId, await getNudgePreferences(userId), new Date()),
    });
  },

  revoke(item) {
    return revokeStoredToken(
      item,
      item.botTokenCiphertext,
      async (token) => (await slackClient(token)).auth.revoke(),
      isSlackGrantGone,
    );
  },
};
