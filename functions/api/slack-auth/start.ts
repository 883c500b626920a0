/** POST /api/auth/slack: starts connecting Slack and answers the provider's authorisation URL. */
import { slackAuthRoutes } from '../../../shared/contract/routes/slack-auth';
import { startConnection } from '../../lib/connections/connection-flow';
import { slackConnection } from '../../lib/connections/slack-connection';
import { route } from '../../lib/http/route';

export const handler = route(slackAuthRoutes.start, ({ userId, body, setCookie }) =>
  startConnection(slackConnection, { userId, redirect: body.redirect, setCookie }),
);
