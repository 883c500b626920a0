/** The `slackAuth` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  connectionStartSchema,
  connectionUrlSchema,
  oauthCallbackQuerySchema,
  oauthRedirectSchema,
} from '../schemas/integrations';

export const slackAuthRoutes = {
  start: defineRoute('slackAuth.start', {
    method: 'POST',
    path: '/api/auth/slack',
    summary: "Starts connecting Slack: a single-use state and Slack's OAuth v2 install URL.",
    access: 'write',
    integrations: { providers: ['slack'] },
    body: connectionStartSchema('slack'),
    response: connectionUrlSchema,
  }),
  callback: defineRoute('slackAuth.callback', {
    method: 'GET',
    path: '/api/auth/slack/callback',
    summary:
      'Slack redirects here: checks the state, exchanges the code, stores the bot token encrypted, redirects into the app.',
    access: 'write',
    auth: 'oauthState',
    integrations: { providers: ['slack'], tokens: 'encrypt', clientSecret: true },
    successStatus: 302,
    query: oauthCallbackQuerySchema,
    response: oauthRedirectSchema,
  }),
} as const;
