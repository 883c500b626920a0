/**
 * Commitments in the nudges, the Slack DM and the weekly picture (docs/product.md#nudges,
 * #slack-nudges, #the-weekly-picture) over real HTTP on the local stack, against the loopback fake
 * of Slack (infra/local/dev-fakes/fake-slack.ts):
 *
 * - today's nudges name the manager's own open commitment to Jo, and the next one Jo's own, the
 *   day before the 1:1 with Jo — not three days before, nor once ticked done;
 * - the Slack DM at the manager's slot names their own item due that day, and not one due after
 *   the next DM;
 * - the weekly picture's 'Commitments kept' goes up on a tick, stays on a repeated tick, goes down
 *   on a reopen, and starts again at 0 the next week.
 *
 * The local stack runs in this process, so the test's clock is the server's: only `Date` is faked
 * (vitest), moved to the instants the checks need and moving on with real time.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, type Commitment, type Dashboard, type DirectReport } from '../../shared/contract';
import { meetingId } from '../../shared/domain/schedule';
import { runSlackNudges } from '../jobs/slack-nudges';
import { expectSuccess } from '../../test-support/expect-response';
import { startFakeSlack, type FakeSlack } from '../../infra/local/dev-fakes/fake-slack';
import {
  freshUsers,
  startLocalStack,
  type ApiClient,
  type LocalStack,
  type TestUser,
} from '../../test-support/local-stack';
import { connectThroughConsent, rawIntegrationItem } from '../../test-support/oauth-flow';

/** Monday 30 November 2026, 08:00 UTC (the users' zone). Jo meets on Thursdays at 09:00. */
const MONDAY = new Date('2026-11-30T08:00:00.000Z');
/** Wednesday 2 December, 12:00: Jo's 1:1 is tomorrow at 09:00. */
const WEDNESDAY = new Date('2026-12-02T12:00:00.000Z');
/** Last Thursday's 1:1, where the commitments were made. */
const LAST_ONE = '2026-11-26';
const DAY_MS = 86_400_000;

let stack: LocalStack;
let slack: FakeSlack;
let newUser: () => Promise<TestUser>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: MONDAY });
  slack = await startFakeSlack();
  Object.assign(process.env, slack.env);
  stack = await startLocalStack({ runScheduledJobs: false });
  newUser = freshUsers(stack, 'commitment-nudges');
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await slack?.close();
  vi.useRealTimers();
});

async function managerWith(
  client: ApiClient,
  firstName: string,
  meetingDayOfWeek: string,
): Promise<DirectReport> {
  expectSuccess(
    api.profile.update,
    await client.call(api.profile.update, {
      body: { preferences: { timeZone: 'UTC', nudgeFrequency: 'daily' } },
    }),
  );
  return expectSuccess(
    api.directReports.create,
    await client.call(api.directReports.create, {
      body: { firstName, meetingDayOfWeek, meetingTime: '09:00', meetingFrequency: 'weekly' },
    }),
  );
}

async function promise(
  client: ApiClient,
  person: DirectReport,
  date: string,
  body: { text: string; owner: 'me' | 'them'; due?: string | null },
): Promise<Commitment> {
  return expectSuccess(
    api.commitments.create,
    await client.call(api.commitments.create, {
      body: {
        meetingId: meetingId('directReport', person.id, date),
        section: 'reflection',
        ...body,
      },
    }),
  );
}

const dashboardOf = async (client: ApiClient): Promise<Dashboard> =>
  expectSuccess(api.dashboard.get, await client.call(api.dashboard.get));

/** Signs `email` in again at the faked now (a session ends an hour after it starts). */
async function signedIn(email: string): Promise<ApiClient> {
  return stack.api((await stack.signIn(email)).token);
}

const titlesOf = async (client: ApiClient) =>
  (await dashboardOf(client)).todaysNudges.map((nudge) => nudge.title);

describe("today's nudges before a 1:1", () => {
  it("name the manager's promise to Jo the day before the 1:1, then Jo's, not once ticked", async () => {
    vi.setSystemTime(MONDAY);
    const email = 'commitment-nudges-before@example.com';
    let client = await signedIn(email);
    const jo = await managerWith(client, 'Jo', 'Thursday');
    const mine = await promise(client, jo, LAST_ONE, {
      text: "I'll send the budget doc",
      owner: 'me',
      due: '2026-12-04',
    });
    await promise(client, jo, LAST_ONE, { text: 'Jo will draft the RFC', owner: 'them' });

    // Three days before the 1:1: no commitment nudge yet.
    expect((await titlesOf(client)).filter((title) => /promised|Ask Jo/.test(title))).toEqual([]);

    vi.setSystemTime(WEDNESDAY);
    client = await signedIn(email);
    const [first] = (await dashboardOf(client)).todaysNudges;
    expect(first).toMatchObject({
      rule: 'keep-commitment',
      title: 'You promised Jo you’d send the budget doc by Friday',
      content:
        'Your 1:1 is tomorrow at 9:00 am. Done already? Tick it off; if not, bring an update.',
      action: {
        type: 'open-prep',
        meetingId: meetingId('directReport', jo.id, '2026-12-03'),
        directReportId: jo.id,
      },
    });

    expectSuccess(
      api.commitments.complete,
      await client.call(api.commitments.complete, { params: { id: mine.id }, body: {} }),
    );
    const titles = await titlesOf(client);
    expect(titles[0]).toBe('Ask Jo about: draft the RFC');
    expect(titles.some((title) => title.startsWith('You promised'))).toBe(false);
  });
});

describe('the Slack DM', () => {
  it('names the manager’s own item due in its slot, and not one due after the next DM', async () => {
    vi.setSystemTime(MONDAY);
    const user = await newUser();
    const sam = await managerWith(user.client, 'Sam', 'Friday');
    slack.installerUserId = 'U0PROMISES';
    await connectThroughConsent(user.client, 'slack', '/profile?connected=slack');
    const slot = new Date((await rawIntegrationItem(user.userId, 'slack'))!.nextNudgeAt as string);
    const slotDate = slot.toISOString().slice(0, 10);
    const dayAfter = new Date(slot.getTime() + DAY_MS).toISOString().slice(0, 10);
    await promise(user.client, sam, LAST_ONE, {
      text: "I'll book the offsite",
      owner: 'me',
      due: slotDate,
    });
    await promise(user.client, sam, LAST_ONE, {
      text: "I'll share the roadmap",
      owner: 'me',
      due: dayAfter,
    });

    vi.setSystemTime(slot);
    const run = await runSlackNudges(slot);
    expect(run.outcomes.sent).toBe(1);
    const dms = slack.messages.filter((message) => message.channel === 'DU0PROMISES');
    expect(dms).toHaveLength(1);
    const text = JSON.stringify(dms[0]!.blocks);
    expect(text).toContain('You promised Sam you’d book the offsite today');
    expect(text).toContain('It’s due today. Tick it off in Middle once it’s done.');
    expect(text).not.toContain('share the roadmap');
  });
});

describe("the weekly picture's 'Commitments kept'", () => {
  it('goes up on a tick, stays on a repeated tick, down on a reopen, and resets next week', async () => {
    vi.setSystemTime(WEDNESDAY);
    const email = 'commitment-nudges-kept@example.com';
    let client = await signedIn(email);
    const jo = await managerWith(client, 'Jo', 'Thursday');
    const first = await promise(client, jo, LAST_ONE, { text: 'Send the notes', owner: 'me' });
    const second = await promise(client, jo, LAST_ONE, { text: 'Jo will demo', owner: 'them' });
    const kept = async () => (await dashboardOf(client)).weeklyProgress.commitmentsKept;
    const tick = async (id: string) =>
      expectSuccess(
        api.commitments.complete,
        await client.call(api.commitments.complete, { params: { id }, body: {} }),
      );
    expect(await kept()).toBe(0);

    await tick(first.id);
    expect(await kept()).toBe(1);
    await tick(first.id);
    expect(await kept()).toBe(1);
    await tick(second.id);
    expect(await kept()).toBe(2);

    expectSuccess(
      api.commitments.reopen,
      await client.call(api.commitments.reopen, { params: { id: second.id }, body: {} }),
    );
    expect(await kept()).toBe(1);

    vi.setSystemTime(new Date(WEDNESDAY.getTime() + 7 * DAY_MS));
    client = await signedIn(email);
    expect(await kept()).toBe(0);
  });
});
