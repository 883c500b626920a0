/** POST /api/auth/google: starts connecting Google Calendar and answers the provider's authorisation URL. */
import { googleAuthRoutes } from '../../../shared/contract/routes/google-auth';
import { startConnection } from '../../lib/connections/connection-flow';
import { googleConnection } from '../../lib/connections/google-connection';
import { route } from '../../lib/http/route';

export const handler = route(googleAuthRoutes.start, ({ userId, body, setCookie }) =>
  startConnection(googleConnection, { userId, redirect: body.redirect, setCookie }),
);
