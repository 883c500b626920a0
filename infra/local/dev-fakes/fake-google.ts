/**
 * A loopback fake of Google's OAuth 2.0 and Calendar APIs (docs/operations.md#configuration), for
 * tests and demos without the internet. Point the functions at it with `fake.env`
 * (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_OAUTH_AUTH_URL, GOOGLE_OAUTH_TOKEN_URL,
 * GOOGLE_API_ROOT_URL).
 *
 * - `GET /o/oauth2/v2/auth`: the consent page (Allow / Cancel) for a well-formed request (client id,
 *   redirect URI, `response_type=code`, PKCE S256); Allow redirects to the redirect URI with a code,
 *   the state and the scopes granted (`grantedScopes`, default all asked), Cancel with
 *   `error=access_denied`.
 * - `POST /token`: `authorization_code` (client secret, single-use code, same redirect URI, the PKCE
 *   verifier) answers access and refresh tokens and an ID token carrying `account`;
 *   `refresh_token` answers a new access token — or `invalid_grant` in `refreshMode: 'invalidGrant'`
 *   and for revoked tokens.
 * - `POST /revoke?token=`: revokes the grant (its refresh and access tokens); unknown tokens 400.
 * - `GET /calendar/v3/calendars/{id}/events`: `events` and the calendar's `timeZone`, for an
 *   active access token (else 401).
 *
 * Everything received is recorded (`tokenRequests`, `revoked`, `eventRequests`).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  bearerOf,
  handleConsent,
  readFields,
  sendJson,
  startLoopbackServer,
  type ConsentFlow,
  type LoopbackHandler,
} from './loopback-server';

/** An event as the Calendar API lists it (the fields the app reads, loosely typed). */
export type FakeCalendarEvent = Record<string, unknown>;

interface Grant {
  refreshToken: string;
  accessTokens: Set<string>;
  scopes: string[];
  revoked: boolean;
}

export interface FakeGoogle {
  /** http://127.0.0.1:<port> */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The functions' environment for this fake. */
  env: Record<string, string>;
  /** The Google account the ID token names. */
  account: string;
  /** Scopes Allow grants; null grants every scope asked for. */
  grantedScopes: string[] | null;
  /** How the token endpoint answers refreshes. */
  refreshMode: 'ok' | 'invalidGrant';
  /** Access token lifetime, seconds. */
  expiresIn: number;
  /** What the events list answers. */
  events: FakeCalendarEvent[];
  /** The calendar's time zone the events list answers (IANA; default 'UTC'). */
  timeZone: string;
  /** Token endpoint requests, oldest first (grant_type, code_verifier…; the secret replaced). */
  tokenRequests: Record<string, string>[];
  /** Tokens revoked through /revoke, oldest first. */
  revoked: string[];
  /** Access tokens the events list was called with. */
  eventRequests: { calendarId: string; accessToken: string; query: Record<string, string> }[];
  /** Every token issued so far (to check none is stored in clear). */
  issuedTokens(): string[];
  /** Whether an access token is live (issued, not revoked). */
  isActive(accessToken: string): boolean;
  /** Answers one request (the URL without any mount path); false when it is none of the fake's. */
  handle: LoopbackHandler;
  /** Sets `url` and `env` for the fake served at `baseUrl` (no trailing slash). */
  mount(baseUrl: string): void;
  close(): Promise<void>;
}

const S256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** An unsigned-looking JWT (the app decodes the ID token it got from the token endpoint). */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'fake', typ: 'JWT' })}.${part(claims)}.${randomBytes(16).toString('base64url')}`;
}

export interface FakeGoogleOptions {
  account?: string;
  events?: FakeCalendarEvent[];
  timeZone?: string;
}

/** Starts the fake on its own loopback port. */
export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const fake = createFakeGoogle(options);
  const server = await startLoopbackServer(fake.handle);
  fake.mount(server.url);
  fake.close = server.close;
  return fake;
}

/** The fake without a server of its own: mount `handle` in one, then call `mount(itsUrl)`. */
export function createFakeGoogle(options: FakeGoogleOptions = {}): FakeGoogle {
  const codes = new Map<
    string,
    { redirectUri: string; challenge: string; scopes: string[]; used: boolean }
  >();
  const grants: Grant[] = [];
  const grantOf = (value: string) =>
    grants.find((grant) => grant.refreshToken === value || grant.accessTokens.has(value));

  const fake: FakeGoogle = {
    url: '',
    clientId: 'fake-google-client.apps.googleusercontent.com',
    clientSecret: 'fake-google-secret',
    env: {},
    account: options.account ?? 'manager@example.com',
    grantedScopes: null,
    refreshMode: 'ok',
    expiresIn: 3599,
    events: options.events ?? [],
    timeZone: options.timeZone ?? 'UTC',
    tokenRequests: [],
    revoked: [],
    eventRequests: [],
    issuedTokens: () => grants.flatMap((grant) => [grant.refreshToken, ...grant.accessTokens]),
    isActive: (accessToken) => grantOf(accessToken)?.revoked === false,
    handle: () => false,
    mount(baseUrl) {
      fake.url = baseUrl;
      fake.env = {
        GOOGLE_CLIENT_ID: fake.clientId,
        GOOGLE_CLIENT_SECRET: fake.clientSecret,
        GOOGLE_OAUTH_AUTH_URL: `${baseUrl}/o/oauth2/v2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: `${baseUrl}/token`,
        GOOGLE_API_ROOT_URL: `${baseUrl}/`,
      };
    },
    close: () => Promise.resolve(),
  };

  const issueAccessToken = (grant: Grant) => {
    const accessToken = token('ya29.fake-');
    grant.accessTokens.add(accessToken);
    return accessToken;
  };

  const consent: ConsentFlow = {
    path: '/o/oauth2/v2/auth',
    title: 'Sign in with Google (fake)',
    problems: (query) =>
      [
        query.client_id !== fake.clientId && 'unknown client_id',
        !query.redirect_uri && 'no redirect_uri',
        query.response_type !== 'code' && 'response_type must be code',
        (query.code_challenge_method !== 'S256' || !query.code_challenge) && 'PKCE S256 required',
      ].filter((problem) => typeof problem === 'string'),
    lines: (query) => [
      `Middle wants to access your Google Account ${fake.account}`,
      `Scopes: ${query.scope ?? ''}`,
    ],
    approve: (query) => {
      const scopes = fake.grantedScopes ?? (query.scope ?? '').split(' ').filter(Boolean);
      const code = token('4/fake-code-');
      codes.set(code, {
        redirectUri: query.redirect_uri ?? '',
        challenge: query.code_challenge ?? '',
        scopes,
        used: false,
      });
      return { code, scope: scopes.join(' ') };
    },
  };

  fake.handle = async (request, response, url) => {
    const query = Object.fromEntries(url.searchParams);
    if (handleConsent(consent, request, response, url)) return;
    if (request.method === 'POST' && url.pathname === '/token') {
      const fields = await readFields(request);
      fake.tokenRequests.push({
        ...fields,
        ...(fields.client_secret ? { client_secret: '[present]' } : {}),
      });
      if (fields.client_id !== fake.clientId || fields.client_secret !== fake.clientSecret) {
        sendJson(response, 401, { error: 'invalid_client' });
        return;
      }
      if (fields.grant_type === 'authorization_code') {
        const code = codes.get(fields.code ?? '');
        if (
          !code ||
          code.used ||
          code.redirectUri !== fields.redirect_uri ||
          !fields.code_verifier ||
          S256(fields.code_verifier) !== code.challenge
        ) {
          sendJson(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
          return;
        }
        code.used = true;
        const grant: Grant = {
          refreshToken: token('1//fake-refresh-'),
          accessTokens: new Set(),
          scopes: code.scopes,
          revoked: false,
        };
        grants.push(grant);
        sendJson(response, 200, {
          access_token: issueAccessToken(grant),
          expires_in: fake.expiresIn,
          refresh_token: grant.refreshToken,
          scope: grant.scopes.join(' '),
          token_type: 'Bearer',
          id_token: idToken({ iss: 'https://accounts.google.com', email: fake.account }),
        });
        return;
      }
      if (fields.grant_type === 'refresh_token') {
        const grant = grantOf(fields.refresh_token ?? '');
        if (fake.refreshMode === 'invalidGrant' || !grant || grant.revoked) {
          sendJson(response, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
          return;
        }
        sendJson(response, 200, {
          access_token: issueAccessToken(grant),
          expires_in: fake.expiresIn,
          scope: grant.scopes.join(' '),
          token_type: 'Bearer',
        });
        return;
      }
      sendJson(response, 400, { error: 'unsupported_grant_type' });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/revoke') {
      const fields = await readFields(request);
      const value = query.token ?? fields.token ?? '';
      const grant = grantOf(value);
      if (!grant || grant.revoked) {
        sendJson(response, 400, { error: 'invalid_token', error_description: 'Bad Request' });
        return;
      }
      grant.revoked = true;
      fake.revoked.push(value);
      sendJson(response, 200, {});
      return;
    }
    const events = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(url.pathname);
    if (request.method === 'GET' && events) {
      const accessToken = bearerOf(request) ?? '';
      if (!fake.isActive(accessToken)) {
        sendJson(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
        return;
      }
      fake.eventRequests.push({
        calendarId: decodeURIComponent(events[1]!),
        accessToken,
        query,
      });
      sendJson(response, 200, {
        kind: 'calendar#events',
        summary: fake.account,
        timeZone: fake.timeZone,
        items: fake.events,
      });
      return;
    }
    return false;
  };
  return fake;
}
