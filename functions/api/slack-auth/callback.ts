/**
 * GET /api/auth/slack/callback: Slack redirects the browser here; no bearer token, the state is
 * validated instead (contract `auth: 'oauthState'`). Redirects into the app.
 */
import { api } from '../../../shared/contract/api';
import { completeConnection } from '../../lib/integrations/connection-flow';
import { slackConnection } from '../../lib/integrations/slack/slack-connection';
import { oauthCallbackRoute } from '../../lib/http/oauth-callback-route';

export const handler = oauthCallbackRoute(api.slackAuth.callback, (context) =>
  completeConnection(slackConnection, context),
);
