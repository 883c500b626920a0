/**
 * The OAuth connection flow as a browser goes through it, for integration tests against the local
 * stack and the loopback fakes (fake-google.ts, fake-slack.ts): start (`POST /api/auth/<provider>`,
 * keeping the binding cookie it sets), the fake's consent page, the app's callback (with or
 * without that cookie), and the raw table items behind it. Only for the process running the local
 * stack (the table helpers use the data layer's client).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, expect } from 'vitest';
import { api } from '../shared/contract/api';
import type { IntegrationProvider } from '../shared/domain/integrations';
import { getDocumentClient, getTableName } from '../functions/lib/data/client';
import { entities } from '../functions/lib/data/entities';
import { sha256 } from '../functions/lib/connections/oauth-state/browser-binding';
import { expectSuccess } from './expect-response';
import type { ApiClient, TestUser } from './local-stack';
import { followConsent } from '../infra/local/dev-fakes/loopback-server';

const START_ROUTES = { google: api.googleAuth.start, slack: api.slackAuth.start } as const;

export interface StartedConnection {
  /** The provider's authorisation URL. */
  url: string;
  /** The state it carries. */
  state: string;
  /** The binding cookie to send back, `name=value`. */
  cookie: string;
}

/** `POST /api/auth/<provider>` with `{ redirect }`, as the signed-in user of `client`. */
export async function startConnection(
  client: ApiClient,
  provider: IntegrationProvider,
  redirect: string,
): Promise<StartedConnection> {
  const route = START_ROUTES[provider];
  const response = await client.call(route, { body: { redirect } });
  const { url } = expectSuccess(route, response);
  const cookie = response.headers.getSetCookie().map((value) => value.split(';')[0]!)[0];
  if (!cookie) throw new Error(`${route.id} set no cookie`);
  const state = new URL(url).searchParams.get('state');
  if (!state) throw new Error(`${url} carries no state`);
  return { url, state, cookie };
}

export interface CallbackAnswer {
  status: number;
  /** The Location header (an app path). */
  location: string | null;
  /** Set-Cookie headers. */
  setCookies: string[];
}

/** Opens the app's callback URL (as the provider redirected to it), sending `cookie` if given. */
export async function openCallback(callbackUrl: string, cookie?: string): Promise<CallbackAnswer> {
  const response = await fetch(callbackUrl, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookies: response.headers.getSetCookie(),
  };
}

/**
 * The whole flow in one browser: start, consent (`decision`), callback with the cookie.
 * @returns the callback's answer and the started connection.
 */
export async function connectThroughConsent(
  client: ApiClient,
  provider: IntegrationProvider,
  redirect: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<CallbackAnswer & { started: StartedConnection; callbackUrl: string }> {
  const started = await startConnection(client, provider, redirect);
  const callbackUrl = await followConsent(started.url, decision);
  return { ...(await openCallback(callbackUrl, started.cookie)), started, callbackUrl };
}

export type ConnectAnswer = Awaited<ReturnType<typeof connectThroughConsent>>;

/**
 * Before the suite's tests: a fresh user connects `provider` through the consent. The returned
 * object's `user` and `answer` are set once the hook ran (read them inside tests).
 */
export function connectBeforeAll(
  newUser: () => Promise<TestUser>,
  provider: IntegrationProvider,
  redirect: string,
): { user: TestUser; answer: ConnectAnswer } {
  const connected = {} as { user: TestUser; answer: ConnectAnswer };
  beforeAll(async () => {
    connected.user = await newUser();
    connected.answer = await connectThroughConsent(connected.user.client, provider, redirect);
  });
  return connected;
}

/** The query of an authorisation URL, after checking that it goes to `endpoint`. */
export function authorizationQuery(url: string, endpoint: string): Record<string, string> {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(endpoint);
  return Object.fromEntries(parsed.searchParams);
}

/** Moves a started connection's expiry into the past (dynalite has no TTL: checked on read). */
export async function expireOAuthState(state: string): Promise<void> {
  await entities()
    .oauthState.patch({ stateHash: sha256(state) })
    .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
    .go();
}

/** The raw table item of a user's integration, as DynamoDB stores it (undefined when none). */
export async function rawIntegrationItem(
  userId: string,
  provider: IntegrationProvider,
): Promise<Record<string, unknown> | undefined> {
  const { Item } = await getDocumentClient().send(
    new GetCommand({
      TableName: getTableName(),
      Key: { pk: `USER#${userId}`, sk: `INTEGRATION#${provider}` },
    }),
  );
  return Item;
}
