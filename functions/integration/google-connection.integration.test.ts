/**
 * Connecting Google Calendar end to end (docs/architecture.md#integrations,
 * docs/operations.md#configuration) over the real local stack against the loopback fake of Google
 * (infra/local/dev-fakes/fake-google.ts): start → the fake's consent page → callback → redirect with
 * `connected=google`, the profile and the Integrations state showing it; the state refused when
 * reused, expired, presented by another user's browser, with another user's code, for the other
 * provider, and a foreign redirect refused at the start; denied consent, a failed exchange and a
 * scope not granted; tokens stored only as ciphertext that another user's context cannot decrypt;
 * the access token refreshed with a conditional write and usable with @googleapis/calendar;
 * `invalid_grant` disconnecting; disconnect revoking at the fake and deleting the tokens; and no
 * token, code, state or secret in the logs.
 */
import { calendar } from '@googleapis/calendar';
import { OAuth2Client } from 'google-auth-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { entities } from '../../functions/lib/data/entities';
import { logger } from '../../functions/lib/logger';
import { getGoogleAccessToken } from '../../functions/lib/integrations/google/google-access-token';
import { GOOGLE_CALENDAR_SCOPE } from '../../functions/lib/integrations/google/google-oauth';
import { IntegrationNotConnectedError } from '../../functions/lib/integrations/integration-errors';
import { readIntegration } from '../../functions/lib/integrations/integration-store';
import { getTokenCipher } from '../../functions/lib/integrations/tokens/configured-token-cipher';
import { TokenDecryptionError } from '../../functions/lib/integrations/tokens/token-cipher';
import { expectError, expectSuccess, detailFields } from '../../test-support/expect-response';
import { captureOutput } from '../../test-support/capture-output';
import { startFakeGoogle, type FakeGoogle } from '../../infra/local/dev-fakes/fake-google';
import {
  freshUsers,
  startLocalStack,
  type ApiClient,
  type LocalStack,
  type TestUser,
} from '../../test-support/local-stack';
import { followConsent } from '../../infra/local/dev-fakes/loopback-server';
import {
  authorizationQuery,
  connectBeforeAll,
  connectThroughConsent,
  expireOAuthState,
  openCallback,
  rawIntegrationItem,
  startConnection,
  type StartedConnection,
} from '../../test-support/oauth-flow';

const FROM_PROFILE = '/onboarding?connected=google&return=/profile';
const FROM_ONBOARDING = '/onboarding?connected=google';

let stack: LocalStack;
let google: FakeGoogle;
/** A fresh signed-in user. */
let newUser: () => Promise<TestUser>;

async function integrationsOf(client: ApiClient) {
  return expectSuccess(api.integrations.list, await client.call(api.integrations.list));
}

/** Nothing of Google is stored for the user, and the API says so. */
async function expectNotConnected(client: ApiClient, userId: string) {
  expect(await rawIntegrationItem(userId, 'google')).toBeUndefined();
  expect((await integrationsOf(client)).google.status).toBe('notConnected');
}

/** Makes the stored access token expire now (so the next use refreshes). */
async function expireAccessToken(userId: string) {
  await entities()
    .integration.patch({ userId, provider: 'google' })
    .set({ accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() })
    .go();
}

beforeAll(async () => {
  google = await startFakeGoogle({
    account: 'manager@example.com',
    events: [
      {
        id: 'evt1',
        status: 'confirmed',
        summary: 'Ada / Manager 1:1',
        start: { dateTime: '2026-01-05T09:00:00Z' },
        end: { dateTime: '2026-01-05T09:30:00Z' },
        attendees: [{ email: 'manager@example.com', self: true }, { email: 'ada@example.com' }],
      },
    ],
  });
  Object.assign(process.env, google.env);
  stack = await startLocalStack();
  newUser = freshUsers(stack, 'google');
});

afterAll(async () => {
  await stack?.close();
  await google?.close();
});

it('the feature flags say Google Calendar is configured (Slack is not)', async () => {
  const { client } = await newUser();
  const flags = expectSuccess(api.featureFlags.get, await client.call(api.featureFlags.get));
  expect(flags).toMatchObject({ googleCalendar: true, slack: false });
});

describe('connecting end to end', () => {
  const connected = connectBeforeAll(() => newUser(), 'google', FROM_PROFILE);

  it("starts with Google's consent URL: offline access, consent, PKCE S256, read-only events", () => {
    const query = authorizationQuery(
      connected.answer.started.url,
      google.env.GOOGLE_OAUTH_AUTH_URL!,
    );
    expect(query).toMatchObject({
      client_id: google.clientId,
      redirect_uri: `${stack.url}/api/auth/google/callback`,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(query.scope?.split(' ').sort()).toEqual(
      ['email', 'openid', GOOGLE_CALENDAR_SCOPE].sort(),
    );
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('binds the state to this browser with an HttpOnly, SameSite=Lax cookie on the callback path', async () => {
    const { client } = await newUser();
    const response = await client.call(api.googleAuth.start, { body: { redirect: FROM_PROFILE } });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^coach_oauth_google=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Path=/api/auth/google/callback');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
  });

  it('redirects back with connected=google, clears the cookie, and sent the PKCE verifier', () => {
    const { answer } = connected;
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(FROM_PROFILE);
    expect(
      answer.setCookies.some((cookie) => /^coach_oauth_google=;.*Max-Age=0/.test(cookie)),
    ).toBe(true);
    const exchange = google.tokenRequests.find(
      (request) => request.grant_type === 'authorization_code',
    );
    expect(exchange).toMatchObject({
      client_id: google.clientId,
      client_secret: '[present]',
      redirect_uri: `${stack.url}/api/auth/google/callback`,
    });
    expect(exchange?.code_verifier).toMatch(/^[A-Za-z0-9~._-]{43,128}$/);
  });

  it('shows Connected with the account on the Integrations state and the profile', async () => {
    const integrations = await integrationsOf(connected.user.client);
    expect(integrations.google).toEqual({
      provider: 'google',
      status: 'connected',
      account: 'manager@example.com',
      connectedAt: expect.any(String) as unknown,
    });
    expect(integrations.slack.status).toBe('notConnected');
    const profile = expectSuccess(
      api.profile.get,
      await connected.user.client.call(api.profile.get),
    );
    expect(profile.integrations).toEqual({ googleCalendar: true, slack: false });
  });

  it('stores the tokens only as ciphertext (the raw item), and never answers them', async () => {
    const raw = await rawIntegrationItem(connected.user.userId, 'google');
    expect(raw).toBeDefined();
    const stored = JSON.stringify(raw);
    for (const token of google.issuedTokens()) expect(stored).not.toContain(token);
    expect(raw?.accessTokenCiphertext).toMatch(/^local:v1:/);
    expect(raw?.refreshTokenCiphertext).toMatch(/^local:v1:/);
    expect(raw?.scopes).toContain(GOOGLE_CALENDAR_SCOPE);
    for (const route of [api.integrations.list, api.profile.get]) {
      const response = await connected.user.client.call(route);
      for (const token of google.issuedTokens()) expect(response.text).not.toContain(token);
    }
  });

  it("decrypts under Alice's context only: not as another user's, not as Slack's", async () => {
    const raw = (await rawIntegrationItem(connected.user.userId, 'google'))!;
    const cipher = getTokenCipher();
    const ciphertext = raw.refreshTokenCiphertext as string;
    const refreshToken = await cipher.decrypt(ciphertext, {
      userId: connected.user.userId,
      provider: 'google',
    });
    expect(google.issuedTokens()).toContain(refreshToken);
    await expect(
      cipher.decrypt(ciphertext, { userId: 'user_someone_else', provider: 'google' }),
    ).rejects.toThrow(TokenDecryptionError);
    await expect(
      cipher.decrypt(ciphertext, { userId: connected.user.userId, provider: 'slack' }),
    ).rejects.toThrow(TokenDecryptionError);
  });

  it("a ciphertext copied into another user's item does not decrypt there", async () => {
    const bob = await newUser();
    const item = (await readIntegration(connected.user.userId, 'google'))!;
    await entities()
      .integration.put({ ...item, userId: bob.userId, version: 1 })
      .go();
    await expect(getGoogleAccessToken(bob.userId)).rejects.toThrow(TokenDecryptionError);
    await entities().integration.delete({ userId: bob.userId, provider: 'google' }).go();
  });
});

describe('the access token for calendar sync (getGoogleAccessToken)', () => {
  it('answers the stored token while valid, refreshes it with a conditional write once expiring, and the token reads the calendar', async () => {
    const { client, userId } = await newUser();
    await connectThroughConsent(client, 'google', FROM_ONBOARDING);
    const refreshesBefore = google.tokenRequests.filter(
      (r) => r.grant_type === 'refresh_token',
    ).length;

    const first = await getGoogleAccessToken(userId);
    expect(google.isActive(first)).toBe(true);
    expect(google.tokenRequests.filter((r) => r.grant_type === 'refresh_token')).toHaveLength(
      refreshesBefore,
    );

    await expireAccessToken(userId);
    const before = (await readIntegration(userId, 'google'))!;
    // Two uses at once: both get a working token, one refresh is saved (the other's write is
    // refused by the version condition).
    const [second, third] = await Promise.all([
      getGoogleAccessToken(userId),
      getGoogleAccessToken(userId),
    ]);
    expect(google.isActive(second) && google.isActive(third)).toBe(true);
    expect(second).not.toBe(first);
    const after = (await readIntegration(userId, 'google'))!;
    expect(after.version).toBe(before.version + 1);
    expect(after.accessTokenCiphertext).not.toBe(before.accessTokenCiphertext);
    expect(Date.parse(after.accessTokenExpiresAt!)).toBeGreaterThan(Date.now() + 3000_000);
    expect(after.refreshTokenCiphertext).toBe(before.refreshTokenCiphertext);

    // What item 3 will do: list events with @googleapis/calendar on the configured root URL.
    const auth = new OAuth2Client();
    auth.setCredentials({ access_token: await getGoogleAccessToken(userId) });
    const events = await calendar({
      version: 'v3',
      auth,
      rootUrl: google.env.GOOGLE_API_ROOT_URL,
    }).events.list({
      calendarId: 'primary',
      singleEvents: true,
    });
    expect(events.data.items?.map((event) => event.summary)).toEqual(['Ada / Manager 1:1']);
  });

  it('refuses users without a connection', async () => {
    const { userId } = await newUser();
    await expect(getGoogleAccessToken(userId)).rejects.toThrow(IntegrationNotConnectedError);
  });

  it('invalid_grant on refresh marks the integration disconnected and removes the tokens; reconnecting restores it', async () => {
    const { client, userId } = await newUser();
    await connectThroughConsent(client, 'google', FROM_PROFILE);
    await expireAccessToken(userId);
    google.refreshMode = 'invalidGrant';
    try {
      const refused = await getGoogleAccessToken(userId).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(IntegrationNotConnectedError);
      expect((refused as IntegrationNotConnectedError).status).toBe('needsReconnect');
    } finally {
      google.refreshMode = 'ok';
    }
    const integrations = await integrationsOf(client);
    expect(integrations.google).toMatchObject({
      status: 'needsReconnect',
      account: 'manager@example.com',
    });
    const profile = expectSuccess(api.profile.get, await client.call(api.profile.get));
    expect(profile.integrations.googleCalendar).toBe(false);
    const raw = (await rawIntegrationItem(userId, 'google'))!;
    expect(raw).toMatchObject({ status: 'needsReconnect', needsReconnectReason: 'invalid_grant' });
    expect(raw).not.toHaveProperty('refreshTokenCiphertext');
    expect(raw).not.toHaveProperty('accessTokenCiphertext');
    await expect(getGoogleAccessToken(userId)).rejects.toThrow(IntegrationNotConnectedError);

    const again = await connectThroughConsent(client, 'google', FROM_PROFILE);
    expect(again.location).toBe(FROM_PROFILE);
    expect((await integrationsOf(client)).google.status).toBe('connected');
    expect(google.isActive(await getGoogleAccessToken(userId))).toBe(true);
  });
});

describe('the state is refused', () => {
  it('when reused: the second callback connects nothing more and goes to the error page', async () => {
    const { client, userId } = await newUser();
    const first = await connectThroughConsent(client, 'google', FROM_PROFILE);
    expect(first.location).toBe(FROM_PROFILE);
    const version = (await readIntegration(userId, 'google'))!.version;
    const second = await openCallback(first.callbackUrl, first.started.cookie);
    expect(second).toMatchObject({ status: 302, location: '/profile?connectionError=google' });
    expect((await readIntegration(userId, 'google'))!.version).toBe(version);
  });

  it('when expired (older than 10 minutes)', async () => {
    const { client, userId } = await newUser();
    const started = await startConnection(client, 'google', FROM_PROFILE);
    const callbackUrl = await followConsent(started.url);
    await expireOAuthState(started.state);
    const answer = await openCallback(callbackUrl, started.cookie);
    expect(answer).toMatchObject({ status: 302, location: '/profile?connectionError=google' });
    await expectNotConnected(client, userId);
  });

  it("when another user's browser presents it (another or no binding cookie), and stays usable by its own", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const alices = await startConnection(alice.client, 'google', FROM_ONBOARDING);
    const bobs = await startConnection(bob.client, 'google', FROM_ONBOARDING);
    // Alice's consent URL completed in Bob's browser: e.g. a link sent to him.
    const callbackUrl = await followConsent(alices.url);
    for (const cookie of [bobs.cookie, undefined, 'coach_oauth_google=forged']) {
      const answer = await openCallback(callbackUrl, cookie);
      expect(answer).toMatchObject({ status: 302, location: '/profile?connectionError=google' });
    }
    await expectNotConnected(alice.client, alice.userId);
    await expectNotConnected(bob.client, bob.userId);
    // In Alice's own browser the state still works (a foreign attempt does not burn it).
    const own = await openCallback(callbackUrl, alices.cookie);
    expect(own.location).toBe('/onboarding?connected=google');
    expect((await integrationsOf(alice.client)).google.status).toBe('connected');
    await expectNotConnected(bob.client, bob.userId);
  });

  it("with another user's code (PKCE binds the code to its own flow)", async () => {
    const victim = await newUser();
    const attacker = await newUser();
    const victimFlow = await startConnection(victim.client, 'google', FROM_ONBOARDING);
    const code = new URL(await followConsent(victimFlow.url)).searchParams.get('code')!;
    const attackerFlow = await startConnection(attacker.client, 'google', FROM_ONBOARDING);
    const replay = `${stack.url}/api/auth/google/callback?${new URLSearchParams({ code, state: attackerFlow.state })}`;
    const answer = await openCallback(replay, attackerFlow.cookie);
    expect(answer).toMatchObject({ status: 302, location: '/onboarding?connectionError=google' });
    await expectNotConnected(attacker.client, attacker.userId);
  });

  it("at the other provider's callback", async () => {
    const { client, userId } = await newUser();
    const started = await startConnection(client, 'google', FROM_PROFILE);
    const callbackUrl = new URL(await followConsent(started.url));
    callbackUrl.pathname = '/api/auth/slack/callback';
    const answer = await openCallback(callbackUrl.href, started.cookie.replace('google', 'slack'));
    expect(answer).toMatchObject({ status: 302, location: '/profile?connectionError=slack' });
    await expectNotConnected(client, userId);
  });

  it.each([
    'https://evil.example.com/profile',
    '//evil.example.com/onboarding',
    '/dashboard',
    '/profile?next=https://evil.example.com',
    '/onboarding?connected=slack',
  ])(
    'with a foreign redirect %s: a 400 on redirect at the start, nothing stored',
    async (redirect) => {
      const { client } = await newUser();
      const response = await client.call(api.googleAuth.start, { body: { redirect } });
      const error = expectError(response, 400, 'validation_failed');
      expect(detailFields(error)).toEqual(['redirect']);
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );
});

describe('a connection that does not complete', () => {
  it('denied consent goes back to where the user started with connectionError', async () => {
    const { client, userId } = await newUser();
    const answer = await connectThroughConsent(client, 'google', FROM_ONBOARDING, 'deny');
    expect(answer).toMatchObject({ status: 302, location: '/onboarding?connectionError=google' });
    await expectNotConnected(client, userId);
  });

  it('a failed exchange (a code Google does not know) connects nothing', async () => {
    const { client, userId } = await newUser();
    const started = await startConnection(
      client,
      'google',
      '/onboarding?connected=google&return=/dashboard',
    );
    const callbackUrl = new URL(await followConsent(started.url));
    callbackUrl.searchParams.set('code', 'not-a-code');
    const answer = await openCallback(callbackUrl.href, started.cookie);
    expect(answer).toMatchObject({ status: 302, location: '/dashboard?connectionError=google' });
    await expectNotConnected(client, userId);
  });

  it('a consent without the calendar scope is refused and the grant given back', async () => {
    const { client, userId } = await newUser();
    google.grantedScopes = ['openid', 'email'];
    try {
      const revokedBefore = google.revoked.length;
      const answer = await connectThroughConsent(client, 'google', FROM_PROFILE);
      expect(answer.location).toBe('/profile?connectionError=google');
      expect(google.revoked.length).toBe(revokedBefore + 1);
    } finally {
      google.grantedScopes = null;
    }
    await expectNotConnected(client, userId);
  });

  it('a callback without a state, or with a made-up one, needs no token and goes to the profile', async () => {
    const queries: Record<string, string>[] = [
      { code: 'x' },
      { code: 'x', state: 'made-up' },
      { error: 'access_denied' },
    ];
    for (const query of queries) {
      const answer = await stack.api().call(api.googleAuth.callback, { query });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/profile?connectionError=google');
    }
  });
});

describe('logs', () => {
  it('carry no token, code, state or client secret, even at DEBUG, through a whole connection', async () => {
    const output = captureOutput();
    logger.setLogLevel('DEBUG');
    const codes: string[] = [];
    let started: StartedConnection | undefined;
    try {
      const { client, userId } = await newUser();
      started = await startConnection(client, 'google', FROM_PROFILE);
      const callbackUrl = await followConsent(started.url);
      codes.push(new URL(callbackUrl).searchParams.get('code')!);
      await openCallback(callbackUrl, started.cookie);
      await expireAccessToken(userId);
      await getGoogleAccessToken(userId);
      await client.call(api.integrations.remove, { params: { provider: 'google' } });
      // A failed callback too (a reused state and code).
      await openCallback(callbackUrl, started.cookie);
    } finally {
      logger.setLogLevel('SILENT');
      output.restore();
    }
    const logged = output.text();
    expect(logged).toContain('integration connected');
    const secrets = [
      ...google.issuedTokens(),
      ...codes,
      started!.state,
      started!.cookie.split('=')[1]!,
      google.clientSecret,
    ];
    for (const secret of secrets) expect(logged).not.toContain(secret);
  });
});

describe('disconnecting', () => {
  it('revokes the grant at Google, deletes the tokens and shows Not connected', async () => {
    const { client, userId } = await newUser();
    await connectThroughConsent(client, 'google', FROM_PROFILE);
    const raw = (await rawIntegrationItem(userId, 'google'))!;
    const refreshToken = await getTokenCipher().decrypt(raw.refreshTokenCiphertext as string, {
      userId,
      provider: 'google',
    });
    const removed = expectSuccess(
      api.integrations.remove,
      await client.call(api.integrations.remove, { params: { provider: 'google' } }),
    );
    expect(removed).toEqual({ provider: 'google', revoked: true });
    expect(google.revoked).toContain(refreshToken);
    await expectNotConnected(client, userId);
    const profile = expectSuccess(api.profile.get, await client.call(api.profile.get));
    expect(profile.integrations.googleCalendar).toBe(false);
    expectError(
      await client.call(api.integrations.remove, { params: { provider: 'google' } }),
      404,
      'not_found',
    );
  });

  it('an unknown provider is a 400 on params', async () => {
    const { client } = await newUser();
    const error = expectError(
      await client.call(api.integrations.remove, { params: { provider: 'github' } }),
      400,
      'validation_failed',
    );
    expect(detailFields(error, 'params')).toEqual(['provider']);
  });
});
