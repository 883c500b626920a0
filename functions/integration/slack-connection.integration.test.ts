/**
 * Connecting Slack end to end (docs/architecture.md#integrations, docs/operations.md#configuration)
 * over the real local stack against the loopback fake of Slack (infra/local/dev-fakes/fake-slack.ts): OAuth
 * v2 with the bot scopes chat:write and im:write → callback → `/profile?connected=slack`, the bot
 * token stored only as ciphertext with the team and the installing user; the bot usable for a DM
 * through getSlackBot (what the nudge job will do); a scope not granted and a denied consent
 * refused; a code issued to one user's flow replayed with another user's state and cookie
 * connecting nobody (each flow has its own redirect URI, which the fake requires at the exchange as
 * Slack does); disconnect revoking the token at the fake and deleting it; and without a Slack
 * client, starting answers 503 `not_configured`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { IntegrationNotConnectedError } from '../../functions/lib/integrations/integration-errors';
import { isSlackGrantGone } from '../../functions/lib/integrations/slack/slack-client';
import { getSlackBot } from '../../functions/lib/integrations/slack/slack-bot';
import { expectError, expectSuccess } from '../../test-support/expect-response';
import { startFakeSlack, type FakeSlack } from '../../infra/local/dev-fakes/fake-slack';
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
  openCallback,
  rawIntegrationItem,
  startConnection,
} from '../../test-support/oauth-flow';

const FROM_PROFILE = '/profile?connected=slack';

let stack: LocalStack;
let slack: FakeSlack;
/** A fresh signed-in user. */
let newUser: () => Promise<TestUser>;

async function slackStateOf(client: ApiClient) {
  return expectSuccess(api.integrations.list, await client.call(api.integrations.list)).slack;
}

beforeAll(async () => {
  slack = await startFakeSlack();
  Object.assign(process.env, slack.env);
  stack = await startLocalStack();
  newUser = freshUsers(stack, 'slack');
  // The Redirect URL registered with the Slack app: every flow's redirect URI must fall under it.
  slack.redirectUrls = [callbackUrl()];
});

/** The app's Slack callback, as registered with Slack. */
const callbackUrl = () => `${stack.url}/api/auth/slack/callback`;

afterAll(async () => {
  await stack?.close();
  await slack?.close();
});

describe('connecting end to end', () => {
  const connected = connectBeforeAll(() => newUser(), 'slack', FROM_PROFILE);

  it("starts with Slack's OAuth v2 URL for the bot scopes chat:write and im:write", () => {
    const url = connected.answer.started.url;
    expect(authorizationQuery(url, slack.env.SLACK_OAUTH_AUTHORIZE_URL!)).toMatchObject({
      client_id: slack.clientId,
      scope: 'chat:write,im:write',
      redirect_uri: expect.stringMatching(/\?flow=[\w-]{43}$/),
    });
  });

  it('each flow has its own redirect URI under the registered callback', async () => {
    const { client } = await newUser();
    const [first, second] = [
      await startConnection(client, 'slack', FROM_PROFILE),
      await startConnection(client, 'slack', FROM_PROFILE),
    ];
    const redirectOf = (started: { url: string }) =>
      new URL(new URL(started.url).searchParams.get('redirect_uri')!);
    for (const started of [first, second, connected.answer.started]) {
      const redirect = redirectOf(started);
      expect(`${redirect.origin}${redirect.pathname}`).toBe(callbackUrl());
    }
    expect(redirectOf(first).href).not.toBe(redirectOf(second).href);
  });

  it('redirects to /profile?connected=slack and shows Connected with the workspace', async () => {
    expect(connected.answer).toMatchObject({ status: 302, location: FROM_PROFILE });
    expect(await slackStateOf(connected.user.client)).toMatchObject({
      status: 'connected',
      account: 'Acme (fake)',
    });
    const profile = expectSuccess(
      api.profile.get,
      await connected.user.client.call(api.profile.get),
    );
    expect(profile.integrations).toEqual({ googleCalendar: false, slack: true });
  });

  it('stores the bot token only as ciphertext, with the team and the installing user', async () => {
    const raw = (await rawIntegrationItem(connected.user.userId, 'slack'))!;
    for (const token of slack.issuedTokens()) expect(JSON.stringify(raw)).not.toContain(token);
    expect(raw).toMatchObject({
      status: 'connected',
      teamId: 'T0FAKE',
      teamName: 'Acme (fake)',
      installerUserId: 'U0MANAGER',
      botUserId: 'U0BOT',
      scopes: ['chat:write', 'im:write'],
    });
    expect(raw.botTokenCiphertext).toMatch(/^local:v1:/);
  });

  it('the stored bot can DM the installing user (what the nudge job will do)', async () => {
    const bot = await getSlackBot(connected.user.userId);
    expect(bot.slackUserId).toBe('U0MANAGER');
    const { channel } = await bot.client.conversations.open({ users: bot.slackUserId });
    await bot.client.chat.postMessage({
      channel: channel!.id!,
      text: 'Prep your 1:1 with Ada',
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Prep your 1:1 with *Ada*' } }],
    });
    expect(slack.messages.at(-1)).toMatchObject({
      channel: 'DU0MANAGER',
      text: 'Prep your 1:1 with Ada',
    });
  });
});

describe('a connection that does not complete', () => {
  it('a consent without im:write is refused and the token revoked', async () => {
    const { client, userId } = await newUser();
    slack.grantedScopes = ['chat:write'];
    try {
      const revokedBefore = slack.revoked.length;
      const answer = await connectThroughConsent(client, 'slack', FROM_PROFILE);
      expect(answer.location).toBe('/profile?connectionError=slack');
      expect(slack.revoked).toHaveLength(revokedBefore + 1);
    } finally {
      slack.grantedScopes = null;
    }
    expect(await rawIntegrationItem(userId, 'slack')).toBeUndefined();
  });

  it('a denied consent goes back with connectionError', async () => {
    const { client, userId } = await newUser();
    const answer = await connectThroughConsent(client, 'slack', FROM_PROFILE, 'deny');
    expect(answer.location).toBe('/profile?connectionError=slack');
    expect(await rawIntegrationItem(userId, 'slack')).toBeUndefined();
  });
});

describe('a code belongs to the flow it was issued to', () => {
  it("another user's code replayed with one's own state and cookie connects nobody", async () => {
    const victim = await newUser();
    const attacker = await newUser();
    // The victim consents; the code in the redirect back leaks before the victim's callback ran.
    const victimFlow = await startConnection(victim.client, 'slack', FROM_PROFILE);
    const code = new URL(await followConsent(victimFlow.url)).searchParams.get('code')!;
    expect(code).toBeTruthy();

    const attackerFlow = await startConnection(attacker.client, 'slack', FROM_PROFILE);
    const tokensBefore = slack.issuedTokens().length;
    const replay = `${callbackUrl()}?${new URLSearchParams({ code, state: attackerFlow.state })}`;
    const answer = await openCallback(replay, attackerFlow.cookie);

    expect(answer).toMatchObject({ status: 302, location: '/profile?connectionError=slack' });
    expect(slack.issuedTokens()).toHaveLength(tokensBefore);
    expect(await rawIntegrationItem(attacker.userId, 'slack')).toBeUndefined();
    await expect(getSlackBot(attacker.userId)).rejects.toThrow(IntegrationNotConnectedError);
    expect((await slackStateOf(attacker.client)).status).toBe('notConnected');
  });
});

describe('disconnecting', () => {
  it('revokes the bot token at Slack and deletes it', async () => {
    const { client, userId } = await newUser();
    await connectThroughConsent(client, 'slack', FROM_PROFILE);
    const bot = await getSlackBot(userId);
    const removed = expectSuccess(
      api.integrations.remove,
      await client.call(api.integrations.remove, { params: { provider: 'slack' } }),
    );
    expect(removed).toEqual({ provider: 'slack', revoked: true });
    expect(slack.revoked).toContain(bot.token);
    expect(await rawIntegrationItem(userId, 'slack')).toBeUndefined();
    expect((await slackStateOf(client)).status).toBe('notConnected');
    await expect(getSlackBot(userId)).rejects.toThrow(IntegrationNotConnectedError);
    // The revoked token no longer works at Slack.
    const refused = await bot.client.conversations
      .open({ users: bot.slackUserId })
      .catch((error: unknown) => error);
    expect(isSlackGrantGone(refused)).toBe(true);
  });
});

describe('without a Slack client configured', () => {
  it('the flags say so and starting answers 503 not_configured', async () => {
    const saved = process.env.SLACK_CLIENT_ID;
    delete process.env.SLACK_CLIENT_ID;
    try {
      const { client } = await newUser();
      const flags = expectSuccess(api.featureFlags.get, await client.call(api.featureFlags.get));
      expect(flags.slack).toBe(false);
      const response = await client.call(api.slackAuth.start, { body: { redirect: FROM_PROFILE } });
      expectError(response, 503, 'not_configured');
      expect(response.headers.getSetCookie()).toEqual([]);
    } finally {
      process.env.SLACK_CLIENT_ID = saved;
    }
  });
});
