/**
 * The offline demo (docs/architecture.md#demo-mode) on the real local stack in demo mode: the demo
 * sign-in answers a session of the seeded account (and is a 404 from the built server outside demo
 * mode); the account's dashboard has its people, notes and moments; seeding again adds nothing; the
 * feature flags say Google Calendar and Slack are configured (the fakes under /local-fakes);
 * connecting both goes through the fakes' consent pages on the server's own origin, the fake Google
 * lists the sample calendar and a sync through the app detects its four 1:1 partners (already
 * added); `/local-fakes/slack` lists a DM the Slack bot sent, newest first, escaped; and its 'Send
 * due nudges now' runs the nudge job for the Slack-connected user as of their next slot: a
 * Block Kit DM through the fake's conversations.open and chat.postMessage, the next nudge moved
 * on, the run listed on the page; a post from another origin is refused, and outside demo mode
 * there is no such route (the static files' 405).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { getSlackBot } from '../lib/integrations/slack/slack-bot';
import { DEMO_USER, seedDemoAccount } from '../../infra/local/demo/demo-seed';
import { expectSuccess } from '../../test-support/expect-response';
import {
  createTempDataDir,
  removeDataDir,
  startLocalStack,
  type ApiClient,
  type LocalStack,
} from '../../test-support/local-stack';
import {
  removeLocalServerBuild,
  startLocalServerProcess,
  type LocalServerProcess,
} from '../../test-support/local-server-process';
import { connectThroughConsent, rawIntegrationItem } from '../../test-support/oauth-flow';
import { NUDGE_HEADER } from '../lib/slack-nudges/slack-nudge-message';
import { SAMPLE_CALENDAR_PEOPLE } from '../../infra/local/dev-fakes/demo-calendar';

let plain: LocalServerProcess;
let plainDataDir: string;
let stack: LocalStack;
let demo: ApiClient;
let demoUserId: string;

async function demoSignIn(at: { url: string }): Promise<Response> {
  return fetch(`${at.url}/local-auth/demo`, {
    method: 'POST',
    headers: { origin: at.url },
  });
}

beforeAll(async () => {
  stack = await startLocalStack({ demo: true });
  // Outside demo mode: the built server (`npm start`'s bundle, which holds the demo code too).
  plainDataDir = await createTempDataDir();
  plain = await startLocalServerProcess({ dataDir: plainDataDir });
  const response = await demoSignIn(stack);
  expect(response.status).toBe(200);
  const session = (await response.json()) as { token: string; user: { id: string } };
  demo = stack.api(session.token);
  demoUserId = session.user.id;
});

afterAll(async () => {
  await plain?.stop();
  if (plainDataDir) await removeDataDir(plainDataDir);
  await removeLocalServerBuild();
  await stack?.close();
});

/** Everything the account holds that seeding writes, for comparing before and after. */
async function accountSnapshot(client: ApiClient) {
  const people = expectSuccess(
    api.directReports.list,
    await client.call(api.directReports.list),
  ).length;
  const bosses = expectSuccess(api.bosses.list, await client.call(api.bosses.list)).length;
  const notes = expectSuccess(
    api.notes.list,
    await client.call(api.notes.list, { query: { limit: '50' } }),
  ).notes.length;
  return { people, bosses, notes };
}

describe('the demo sign-in', () => {
  it('answers a session of the demo user in demo mode, and is a 404 otherwise', async () => {
    const again = (await (await demoSignIn(stack)).json()) as {
      token: string;
      user: { email: string; firstName: string };
    };
    expect(again.user).toMatchObject({ email: DEMO_USER.email, firstName: DEMO_USER.firstName });
    expect(again.token.split('.')).toHaveLength(3);

    const outside = await demoSignIn(plain);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await fetch(`${stack.url}/local-auth/demo`, { method: 'PUT' })).status).toBe(405);
  });

  it('GET tells whether the server runs the demo, without failing either way', async () => {
    for (const [server, available] of [
      [stack, true],
      [plain, false],
    ] as const) {
      const response = await fetch(`${server.url}/local-auth/demo`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ available });
    }
  });

  it('is refused (403) to a page of another site', async () => {
    for (const headers of [
      { origin: 'https://evil.example.com' },
      { origin: stack.url, 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await fetch(`${stack.url}/local-auth/demo`, { method: 'POST', headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
  });
});

describe('the seeded account', () => {
  it("has completed onboarding, the sample calendar's people and the manager's priorities", async () => {
    const profile = expectSuccess(api.profile.get, await demo.call(api.profile.get));
    expect(profile).toMatchObject({
      onboardingCompleted: true,
      firstName: 'Jordan',
      email: DEMO_USER.email,
    });
    const reports = expectSuccess(api.directReports.list, await demo.call(api.directReports.list));
    const bosses = expectSuccess(api.bosses.list, await demo.call(api.bosses.list));
    expect(reports).toHaveLength(4);
    for (const person of SAMPLE_CALENDAR_PEOPLE) {
      const list = person.relationship === 'manager' ? bosses : reports;
      expect(list.find((entry) => entry.email === person.email)).toMatchObject({
        firstName: person.firstName,
        meetingDayOfWeek: person.meetingDayOfWeek,
        meetingTime: person.meetingTime,
      });
    }
    expect(bosses[0]!.priorities.length).toBeGreaterThan(0);
  });

  it("shows people, this week's 1:1s, notes and moments on the dashboard", async () => {
    const dashboard = expectSuccess(api.dashboard.get, await demo.call(api.dashboard.get));
    expect(dashboard.directReports.map((person) => person.firstName)).toEqual(
      expect.arrayContaining(['Priya', 'Marcus', 'Sofia', 'Tom']),
    );
    expect(dashboard.weeklyOneOnOnes.length).toBeGreaterThanOrEqual(3);
    expect(dashboard.weeklyProgress.notesLogged).toBeGreaterThan(0);
    expect(dashboard.recentInsights.length).toBeGreaterThan(0);

    const notes = expectSuccess(api.notes.list, await demo.call(api.notes.list));
    expect(notes.notes.some((note) => note.meetingId !== null && note.hasReflection)).toBe(true);
    expect(notes.notes.some((note) => note.meetingId === null)).toBe(true);

    const boss = expectSuccess(api.bosses.list, await demo.call(api.bosses.list))[0]!;
    const manageUp = expectSuccess(
      api.manageUp.current,
      await demo.call(api.manageUp.current, {
        query: { weekStart: dashboard.weekStartDate, bossId: boss.id },
      }),
    );
    expect(manageUp.moments.teamWins.manual).toBe(true);
  });

  it('is seeded once: seeding again and signing in again add nothing', async () => {
    const before = await accountSnapshot(demo);
    const session = (await (await demoSignIn(stack)).json()) as { token: string };
    expect(
      await seedDemoAccount({
        baseUrl: stack.url,
        token: session.token,
        userId: demoUserId,
        timeZone: 'America/New_York',
      }),
    ).toBe(false);
    expect(await accountSnapshot(demo)).toEqual(before);
  });
});

describe('Google and Slack through the fakes', () => {
  it('reports both configured', async () => {
    const flags = expectSuccess(api.featureFlags.get, await demo.call(api.featureFlags.get));
    expect(flags).toMatchObject({ googleCalendar: true, slack: true });
  });

  it("connects Google through the fake's consent page on the demo's origin; the calendar is the sample", async () => {
    const answer = await connectThroughConsent(demo, 'google', '/profile');
    expect(answer.started.url.startsWith(`${stack.url}/local-fakes/google/`)).toBe(true);
    expect(answer).toMatchObject({ status: 302 });
    const list = await fetch(
      `${stack.url}/local-fakes/google/calendar/v3/calendars/primary/events`,
      { headers: { authorization: `Bearer ${stack.demo!.google.issuedTokens().at(-1)}` } },
    );
    const { items } = (await list.json()) as { items: { summary: string }[] };
    expect(items.map((item) => item.summary)).toEqual(
      expect.arrayContaining(['Sync with Dana', 'Platform team weekly', 'Quarterly planning day']),
    );

    // The sync reads it through the app (the fake mounted under a path): the four 1:1 partners,
    // all tracked by the demo account already.
    const sync = expectSuccess(
      api.calendar.sync,
      await demo.call(api.calendar.sync, { body: { force: true } }),
    );
    expect(sync).toMatchObject({ synced: true, detectedCount: SAMPLE_CALENDAR_PEOPLE.length });
    expect(
      expectSuccess(api.directReports.detected, await demo.call(api.directReports.detected)),
    ).toEqual([]);
    const detected = expectSuccess(
      api.directReports.detected,
      await demo.call(api.directReports.detected, { query: { includeAdded: '1' } }),
    );
    expect(detected.map(({ email, status }) => [email, status]).sort()).toEqual(
      SAMPLE_CALENDAR_PEOPLE.map(({ email }) => [email, 'alreadyAdded']).sort(),
    );
  });

  it('lists the DMs the Slack bot sent on /local-fakes/slack, newest first and escaped', async () => {
    const empty = await fetch(`${stack.url}/local-fakes/slack`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await empty.text()).toContain('No DMs yet');

    const answer = await connectThroughConsent(demo, 'slack', '/profile');
    expect(answer.started.url.startsWith(`${stack.url}/local-fakes/slack/`)).toBe(true);
    const bot = await getSlackBot(demoUserId);
    const { channel } = await bot.client.conversations.open({ users: bot.slackUserId });
    await bot.client.chat.postMessage({
      channel: channel!.id!,
      text: 'First nudge',
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'First nudge' } }],
    });
    await bot.client.chat.postMessage({
      channel: channel!.id!,
      text: '1:1 with Priya in 30 minutes <script>',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'Prep for Priya' } },
        { type: 'section', text: { type: 'mrkdwn', text: 'Open topic: *promotion packet*' } },
        {
          type: 'actions',
          elements: [
            {
              type: 'button',
              text: { type: 'plain_text', text: 'Open prep' },
              url: `${stack.url}/dashboard`,
            },
          ],
        },
      ],
    });

    const page = await fetch(`${stack.url}/local-fakes/slack`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Slack DMs sent (demo)</h1>');
    expect(html).toContain(`To ${channel!.id!}`);
    expect(html).toContain('1:1 with Priya in 30 minutes &#60;script&#62;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h3>Prep for Priya</h3>');
    expect(html).toContain(`[Open prep] → <a href="${stack.url}/dashboard">`);
    expect(html.indexOf('Prep for Priya')).toBeLessThan(html.indexOf('First nudge'));
  });

  it("'Send due nudges now' sends the connected user's next nudge through the job, as of their slot", async () => {
    const sendNow = (origin: string) =>
      fetch(`${stack.url}/local-fakes/slack/send-due-nudges`, {
        method: 'POST',
        headers: { origin },
        redirect: 'manual',
      });
    const before = stack.demo!.slack.messages.length;
    const slot = (await rawIntegrationItem(demoUserId, 'slack'))!.nextNudgeAt as string;
    expect(Date.parse(slot)).toBeGreaterThan(Date.now() - 60_000);

    const foreign = await sendNow('http://evil.example');
    expect(foreign.status).toBe(403);
    expect(stack.demo!.slack.messages).toHaveLength(before);

    const answer = await sendNow(stack.url);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/local-fakes/slack');
    const sent = stack.demo!.slack.messages.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(new RegExp(`^${NUDGE_HEADER}: `));
    expect(JSON.stringify(sent[0]!.blocks)).toContain(`${stack.url}/dashboard`);
    const next = (await rawIntegrationItem(demoUserId, 'slack'))!;
    expect(next.lastNudgeSlot).toBe(slot);
    expect(Date.parse(next.nextNudgeAt as string)).toBeGreaterThan(Date.parse(slot));

    const html = await (await fetch(`${stack.url}/local-fakes/slack`)).text();
    expect(html).toContain('<button type="submit">Send due nudges now</button>');
    expect(html).toContain(`${DEMO_USER.email}: sent (as of <time datetime="${slot}">`);
    expect(html.indexOf('Last run')).toBeLessThan(html.indexOf(NUDGE_HEADER));

    const outside = await fetch(`${plain.url}/local-fakes/slack/send-due-nudges`, {
      method: 'POST',
      headers: { origin: plain.url },
    });
    // No such route: the static files answer a POST with 405, and nothing runs.
    expect(outside.status).toBe(405);
  });
});
