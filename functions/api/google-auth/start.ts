/** POST /api/auth/google: starts connecting Google Calendar and answers the provider's authorisation URL. */
import { api } from '../../../shared/contract/api';
import { startConnection } from '../../lib/integrations/connection-flow';
import { googleConnection } from '../../lib/integrations/google/google-connection';
import { route } from '../../lib/http/route';

export const handler = route(api.googleAuth.start, ({ userId, body, setCookie }) =>
  startConnection(googleConnection, { userId, redirect: body.redirect, setCookie }),
);
