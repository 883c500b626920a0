/** The `googleAuth` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  connectionStartSchema,
  connectionUrlSchema,
  oauthCallbackQuerySchema,
  oauthRedirectSchema,
} from '../schemas/integrations';

export const googleAuthRoutes = {
  start: defineRoute('googleAuth.start', {
    method: 'POST',
    path: '/api/auth/google',
    summary:
      "Starts connecting Google Calendar: a single-use state (PKCE S256) and Google's consent URL.",
    access: 'write',
    integrations: { providers: ['google'] },
    body: connectionStartSchema('google'),
    response: connectionUrlSchema,
  }),
  callback: defineRoute('googleAuth.callback', {
    method: 'GET',
    path: '/api/auth/google/callback',
    summary:
      'Google redirects here: checks the state, exchanges the code, stores the tokens encrypted, redirects into the app.',
    access: 'write',
    auth: 'oauthState',
    integrations: { providers: ['google'], tokens: 'encrypt', clientSecret: true },
    successStatus: 302,
    query: oauthCallbackQuerySchema,
    response: oauthRedirectSchema,
  }),
} as const;
