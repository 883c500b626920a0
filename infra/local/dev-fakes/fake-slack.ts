/**
 * A loopback fake of Slack's OAuth v2 and the Web API methods the app calls
 * (docs/operations.md#configuration), for tests and demos without the internet. Point the functions
 * at it with `fake.env` (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_OAUTH_AUTHORIZE_URL,
 * SLACK_API_URL).
 *
 * - `GET /oauth/v2/authorize`: the consent page (Allow / Cancel); Allow redirects to the redirect
 *   URI with a code and the state, Cancel with `error=access_denied`. With `redirectUrls` set (the
 *   app's registered Redirect URLs), a redirect URI that does not (partially) match one of them —
 *   the same origin and the same path or one below it; any query — is refused as Slack refuses it.
 * - `POST /api/oauth.v2.access`: exchanges a single-use code (client secret) for a bot token with
 *   the scopes granted (`grantedScopes`, default all asked), the team and the installing user. As
 *   Slack, it requires the redirect URI of the authorisation request, exactly: another one (or
 *   none) answers `bad_redirect_uri` and leaves the code unused.
 * - `POST /api/conversations.open` (`users`) → a DM channel; `POST /api/chat.postMessage` records
 *   the message (`messages`); `POST /api/auth.revoke` revokes the token. Web API methods answer
 *   Slack's `{ ok: false, error: 'invalid_auth' | 'token_revoked' }` for unknown or revoked tokens.
 * - Rate limits: `rateLimitOnce(method, seconds)` makes the next call of `method` answer HTTP 429
 *   with `Retry-After: <seconds>` (Slack's way); each such answer is recorded in `rateLimited`.
 */
import { randomBytes } from 'node:crypto';
import {
  bearerOf,
  handleConsent,
  readFields,
  sendJson,
  startLoopbackServer,
  type ConsentFlow,
  type LoopbackHandler,
} from './loopback-server';

export interface FakeSlackMessage {
  channel: string;
  text: string | undefined;
  /** Block Kit blocks, parsed. */
  blocks: unknown;
  token: string;
  /** When the fake received it, ISO 8601. */
  postedAt: string;
}

export interface FakeSlack {
  /** http://127.0.0.1:<port> */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The functions' environment for this fake. */
  env: Record<string, string>;
  team: { id: string; name: string };
  /** The Slack user who installs the app. */
  installerUserId: string;
  /** Scopes Allow grants; null grants every scope asked for. */
  grantedScopes: string[] | null;
  /** The app's registered Redirect URLs; null accepts any redirect URI. */
  redirectUrls: string[] | null;
  /** Messages posted, oldest first. */
  messages: FakeSlackMessage[];
  /** Bot tokens revoked through auth.revoke. */
  revoked: string[];
  /** The next call of `method` answers 429 with `Retry-After: <retryAfterSeconds>`. */
  rateLimitOnce(method: string, retryAfterSeconds: number): void;
  /** The 429 answers given, oldest first, with when (epoch ms). */
  rateLimited: { method: string; at: number }[];
  /** Every bot token issued so far. */
  issuedTokens(): string[];
  /** Answers one request (the URL without any mount path); false when it is none of the fake's. */
  handle: LoopbackHandler;
  /** Sets `url` and `env` for the fake served at `baseUrl` (no trailing slash). */
  mount(baseUrl: string): void;
  close(): Promise<void>;
}

const random = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/** Whether `candidate` is `registered` or below it: same origin, path equal or a subpath. */
function underUrl(candidate: string, registered: string): boolean {
  try {
    const [asked, base] = [new URL(candidate), new URL(registered)];
    const path = base.pathname.replace(/\/+$/, '');
    return (
      asked.origin === base.origin &&
      (asked.pathname === base.pathname || asked.pathname.startsWith(`${path}/`))
    );
  } catch {
    return false;
  }
}

/** Starts the fake on its own loopback port. */
export async function startFakeSlack(): Promise<FakeSlack> {
  const fake = createFakeSlack();
  const server = await startLoopbackServer(fake.handle);
  fake.mount(server.url);
  fake.close = server.close;
  return fake;
}

/** The fake without a server of its own: mount `handle` in one, then call `mount(itsUrl)`. */
export function createFakeSlack(): FakeSlack {
  const codes = new Map<string, { redirectUri: string; scopes: string[]; used: boolean }>();
  const tokens = new Map<string, { revoked: boolean }>();
  const pendingLimits: { method: string; retryAfterSeconds: number }[] = [];
  const fake: FakeSlack = {
    url: '',
    clientId: '1111.2222',
    clientSecret: 'fake-slack-secret',
    env: {},
    team: { id: 'T0FAKE', name: 'Acme (fake)' },
    installerUserId: 'U0MANAGER',
    grantedScopes: null,
    redirectUrls: null,
    messages: [],
    revoked: [],
    rateLimitOnce: (method, retryAfterSeconds) => {
      pendingLimits.push({ method, retryAfterSeconds });
    },
    rateLimited: [],
    issuedTokens: () => [...tokens.keys()],
    handle: () => false,
    mount(baseUrl) {
      fake.url = baseUrl;
      fake.env = {
        SLACK_CLIENT_ID: fake.clientId,
        SLACK_CLIENT_SECRET: fake.clientSecret,
        SLACK_OAUTH_AUTHORIZE_URL: `${baseUrl}/oauth/v2/authorize`,
        SLACK_API_URL: `${baseUrl}/api/`,
      };
    },
    close: () => Promise.resolve(),
  };

  const consent: ConsentFlow = {
    path: '/oauth/v2/authorize',
    title: 'Middle is requesting permission to access Acme (fake)',
    problems: (query) => {
      if (query.client_id !== fake.clientId || !query.redirect_uri || !query.scope) {
        return ['invalid request'];
      }
      return fake.redirectUrls &&
        !fake.redirectUrls.some((url) => underUrl(query.redirect_uri!, url))
        ? [`redirect_uri did not match any configured URIs. Passed URI: ${query.redirect_uri}`]
        : [];
    },
    lines: (query) => [`Scopes: ${query.scope}`],
    approve: (query) => {
      const code = random('fake-code-');
      codes.set(code, {
        redirectUri: query.redirect_uri ?? '',
        scopes: fake.grantedScopes ?? (query.scope ?? '').split(','),
        used: false,
      });
      return { code };
    },
  };

  fake.handle = async (request, response, url) => {
    if (handleConsent(consent, request, response, url)) return;
    const method = /^\/api\/([a-zA-Z0-9.]+)$/.exec(url.pathname)?.[1];
    if (request.method !== 'POST' || !method) return false;
    const fields = await readFields(request);
    const limit = pendingLimits.findIndex((pending) => pending.method === method);
    if (limit >= 0) {
      const { retryAfterSeconds } = pendingLimits.splice(limit, 1)[0]!;
      fake.rateLimited.push({ method, at: Date.now() });
      response
        .writeHead(429, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(retryAfterSeconds),
        })
        .end(JSON.stringify({ ok: false, error: 'ratelimited' }));
      return;
    }

    if (method === 'oauth.v2.access') {
      const code = codes.get(fields.code ?? '');
      if (fields.client_id !== fake.clientId || fields.client_secret !== fake.clientSecret) {
        sendJson(response, 200, { ok: false, error: 'invalid_client_id' });
        return;
      }
      if (!code || code.used) {
        sendJson(response, 200, { ok: false, error: 'invalid_code' });
        return;
      }
      if (code.redirectUri !== fields.redirect_uri) {
        sendJson(response, 200, { ok: false, error: 'bad_redirect_uri' });
        return;
      }
      code.used = true;
      const accessToken = random('xoxb-fake-');
      tokens.set(accessToken, { revoked: false });
      sendJson(response, 200, {
        ok: true,
        app_id: 'A0FAKE',
        authed_user: { id: fake.installerUserId },
        scope: code.scopes.join(','),
        token_type: 'bot',
        access_token: accessToken,
        bot_user_id: 'U0BOT',
        team: fake.team,
        enterprise: null,
        is_enterprise_install: false,
      });
      return;
    }

    const token = bearerOf(request) ?? fields.token ?? '';
    const known = tokens.get(token);
    if (!known || known.revoked) {
      sendJson(response, 200, { ok: false, error: known ? 'token_revoked' : 'invalid_auth' });
      return;
    }
    switch (method) {
      case 'auth.revoke':
        known.revoked = true;
        fake.revoked.push(token);
        sendJson(response, 200, { ok: true, revoked: true });
        return;
      case 'conversations.open':
        sendJson(response, 200, { ok: true, channel: { id: `D${fields.users ?? 'X'}` } });
        return;
      case 'chat.postMessage':
        fake.messages.push({
          channel: fields.channel ?? '',
          text: fields.text,
          blocks: fields.blocks ? (JSON.parse(fields.blocks) as unknown) : undefined,
          token,
          postedAt: new Date().toISOString(),
        });
        sendJson(response, 200, {
          ok: true,
          channel: fields.channel,
          ts: `${Math.floor(Date.now() / 1000)}.000100`,
        });
        return;
      default:
        sendJson(response, 200, { ok: false, error: 'unknown_method' });
    }
  };
  return fake;
}
