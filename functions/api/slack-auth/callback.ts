/**
 * GET /api/auth/slack/callback: Slack redirects the browser here; no bearer token, the state is
 * validated instead (contract `auth: 'oauthState'`). Redirects into the app.
 */
import { slackAuthRoutes } from '../../../shared/contract/routes/slack-auth';
import { completeConnection } from '../../lib/connections/connection-flow';
import { slackConnection } from '../../lib/connections/slack-connection';
import { oauthCallbackRoute } from '../../lib/http/oauth-callback-route';

export const handler = oauthCallbackRoute(slackAuthRoutes.callback, (context) =>
  completeConnection(slackConnection, context),
);
