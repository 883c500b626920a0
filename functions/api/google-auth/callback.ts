/**
 * GET /api/auth/google/callback: Google redirects the browser here; no bearer token, the state is
 * validated instead (contract `auth: 'oauthState'`). Redirects into the app.
 */
import { googleAuthRoutes } from '../../../shared/contract/routes/google-auth';
import { completeConnection } from '../../lib/connections/connection-flow';
import { googleConnection } from '../../lib/connections/google-connection';
import { oauthCallbackRoute } from '../../lib/http/oauth-callback-route';

export const handler = oauthCallbackRoute(googleAuthRoutes.callback, (context) =>
  completeConnection(googleConnection, context),
);
