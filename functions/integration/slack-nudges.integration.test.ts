/**
 * Slack nudges end to end (issue 10 item 4) on the real local stack against the loopback fake of
 * Slack (test-support/fake-slack.ts). Three managers — Los Angeles daily, London hourly, Kolkata
 * weekly — each with a direct report, connect Slack through the consent (each as their own Slack
 * user). The job's run is called as the schedule would call it, at chosen instants (the local
 * scheduler is off, so a real half hour passing cannot run it too):
 *
 * - connecting schedules the first nudge at the next slot of the user's Preferences, in their zone;
 * - not due: nothing sent;
 * - a day of half-hourly runs, each run twice: every user gets exactly one DM per slot of theirs —
 *   hourly only on the hour from 09:00 to 17:00 London time, daily at 09:00 Los Angeles time —
 *   with Block Kit and a button into the app; the weekly user once, on Monday 09:00 Kolkata time;
 * - two runs at once in one slot still send once;
 * - changing the frequency or time zone moves the next nudge;
 * - Slack answering 429 with `Retry-After: 1`: the DM still goes out once, after the wait;
 * - a revoked token: the integration needs a reconnect, the user leaves the index, nothing crashes.
 */
import { TZDate } from '@date-fns/tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import type { NudgeFrequency } from '../../shared/domain/constants';
import { runSlackNudges } from '../jobs/slack-nudges';
import { getSlackBot } from '../lib/integrations/slack/slack-bot';
import { NUDGE_BUTTON_TEXT, NUDGE_HEADER } from '../lib/slack-nudges/slack-nudge-message';
import type { NudgeRun } from '../lib/slack-nudges/send-slack-nudges';
import { expectSuccess } from '../../test-support/expect-response';
import { startFakeSlack, type FakeSlack } from '../../test-support/fake-slack';
import {
  freshUsers,
  startLocalStack,
  type LocalStack,
  type TestUser,
} from '../../test-support/local-stack';
import { connectThroughConsent, rawIntegrationItem } from '../../test-support/oauth-flow';

const HALF_HOUR_MS = 30 * 60 * 1000;

interface Manager extends TestUser {
  zone: string;
  frequency: NudgeFrequency;
  /** Their Slack user: DMs to them go to channel `D<slackUser>`. */
  slackUser: string;
}

let stack: LocalStack;
let slack: FakeSlack;
let newUser: () => Promise<TestUser>;
const managers: Manager[] = [];

/** A fresh manager with these Preferences and a direct report, connected to Slack as `slackUser`. */
async function connectedManager(
  zone: string,
  frequency: NudgeFrequency,
  slackUser: string,
): Promise<Manager> {
  const user = await newUser();
  expectSuccess(
    api.profile.update,
    await user.client.call(api.profile.update, {
      body: { preferences: { timeZone: zone, nudgeFrequency: frequency } },
    }),
  );
  expectSuccess(
    api.directReports.create,
    await user.client.call(api.directReports.create, {
      body: {
        firstName: 'Sam',
        meetingDayOfWeek: 'Thursday',
        meetingTime: '15:00',
        meetingFrequency: 'weekly',
      },
    }),
  );
  slack.installerUserId = slackUser;
  const answer = await connectThroughConsent(user.client, 'slack', '/profile?connected=slack');
  expect(answer.location).toBe('/profile?connected=slack');
  return { ...user, zone, frequency, slackUser };
}

/** The DMs a manager received. */
const dmsOf = (manager: Manager) =>
  slack.messages.filter((message) => message.channel === `D${manager.slackUser}`);

/** The stored next slot of a manager (ISO), or undefined. */
async function nextNudgeAtOf(manager: TestUser): Promise<string | undefined> {
  return (await rawIntegrationItem(manager.userId, 'slack'))?.nextNudgeAt as string | undefined;
}

/** Local wall time of an instant in a zone. */
function local(instant: Date, zone: string) {
  const date = new TZDate(instant.getTime(), zone);
  return { weekday: date.getDay(), hour: date.getHours(), minute: date.getMinutes() };
}

/** Whether `instant` is one of the frequency's slots in the zone (the rule, written out). */
function isSlot(instant: Date, zone: string, frequency: NudgeFrequency): boolean {
  const { weekday, hour, minute } = local(instant, zone);
  if (minute !== 0) return false;
  if (frequency === 'hourly') return hour >= 9 && hour <= 17;
  return hour === 9 && (frequency === 'daily' || weekday === 1);
}

/** Runs the job twice at `now`; answers both runs and the DMs each manager got. */
async function runTwice(now: Date) {
  const before = new Map(managers.map((manager) => [manager, dmsOf(manager).length]));
  const first = await runSlackNudges(now);
  const second = await runSlackNudges(now);
  const received = new Map(
    managers.map((manager) => [manager, dmsOf(manager).length - before.get(manager)!]),
  );
  return { first, second, received };
}

const sentOf = (run: NudgeRun) => run.outcomes.sent;

beforeAll(async () => {
  slack = await startFakeSlack();
  Object.assign(process.env, slack.env);
  stack = await startLocalStack({ runScheduledJobs: false });
  newUser = freshUsers(stack, 'slack-nudges');
  managers.push(
    await connectedManager('America/Los_Angeles', 'daily', 'U0LOSANGELES'),
    await connectedManager('Europe/London', 'hourly', 'U0LONDON'),
    await connectedManager('Asia/Kolkata', 'weekly', 'U0KOLKATA'),
  );
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await slack?.close();
});

describe('the nudge schedule', () => {
  it("connecting schedules the first nudge at the next slot of the user's Preferences, in their zone", async () => {
    const now = Date.now();
    for (const manager of managers) {
      const raw = (await rawIntegrationItem(manager.userId, 'slack'))!;
      const next = new Date(raw.nextNudgeAt as string);
      expect(isSlot(next, manager.zone, manager.frequency), manager.zone).toBe(true);
      expect(next.getTime(), manager.zone).toBeGreaterThan(now - 60_000);
      expect(next.getTime(), manager.zone).toBeLessThanOrEqual(now + 7 * 24 * 3600 * 1000);
      // The sparse users-due index: gsi3 NUDGEDUE#<shard> / <nextNudgeAt>.
      expect(raw.gsi3pk, manager.zone).toMatch(/^NUDGEDUE#[0-3]$/);
      expect(raw.gsi3sk, manager.zone).toBe(raw.nextNudgeAt);
    }
  });

  it('sends nothing before anyone is due', async () => {
    const slots = await Promise.all(managers.map(nextNudgeAtOf));
    const earliest = Math.min(...slots.map((slot) => new Date(slot!).getTime()));
    const { first, second, received } = await runTwice(new Date(earliest - 60_000));
    expect([sentOf(first), sentOf(second)]).toEqual([0, 0]);
    expect([...received.values()]).toEqual([0, 0, 0]);
  });
});

describe('a day of half-hourly runs, each run twice', () => {
  /** Each manager's DMs: the run's instant of each. */
  const sends = new Map<Manager, Date[]>();
  const runs: { at: Date; first: NudgeRun; second: NudgeRun }[] = [];

  beforeAll(async () => {
    const slots = await Promise.all(managers.map(nextNudgeAtOf));
    const start = Math.min(...slots.map((slot) => new Date(slot!).getTime()));
    for (const manager of managers) sends.set(manager, []);
    for (let at = start; at < start + 24 * 3600 * 1000; at += HALF_HOUR_MS) {
      const now = new Date(at);
      const { first, second, received } = await runTwice(now);
      runs.push({ at: now, first, second });
      for (const [manager, count] of received) {
        for (let index = 0; index < count; index += 1) sends.get(manager)!.push(now);
      }
    }
  }, 120_000);

  it('the second run of a slot never sends', () => {
    expect(runs.length).toBe(48);
    expect(runs.map((run) => sentOf(run.second))).toEqual(runs.map(() => 0));
    expect(runs.reduce((sum, run) => sum + run.second.outcomes.failed, 0)).toBe(0);
    expect(runs.reduce((sum, run) => sum + run.first.outcomes.failed, 0)).toBe(0);
  });

  it('each user gets exactly one DM in each of their slots, in three time zones', () => {
    for (const manager of managers) {
      const expected = runs
        .map((run) => run.at)
        .filter((at) => isSlot(at, manager.zone, manager.frequency));
      expect(sends.get(manager)!.map(String), manager.zone).toEqual(expected.map(String));
    }
    const [losAngeles, london] = managers;
    // A day holds one daily slot and nine hourly ones (09:00 … 17:00).
    expect(sends.get(losAngeles!)).toHaveLength(1);
    expect(sends.get(london!)).toHaveLength(9);
  });

  it('hourly only on the hour from 09:00 to 17:00 local, never outside', () => {
    const london = managers[1]!;
    const hours = sends.get(london)!.map((at) => local(at, london.zone));
    expect(hours.map((time) => time.hour).sort((a, b) => a - b)).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17,
    ]);
    expect(hours.every((time) => time.minute === 0)).toBe(true);
  });

  it('the DM is Block Kit with the nudges and a button into the app', () => {
    const [message] = dmsOf(managers[0]!);
    expect(message).toBeDefined();
    const blocks = message!.blocks as {
      type: string;
      text?: { text: string };
      elements?: { type: string; url: string; text: { text: string } }[];
    }[];
    expect(blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: NUDGE_HEADER } });
    const sections = blocks.filter((block) => block.type === 'section');
    expect(sections.length).toBeGreaterThanOrEqual(1);
    expect(sections.length).toBeLessThanOrEqual(3);
    // The direct report without a note this week is one of them.
    expect(sections.map((section) => section.text!.text).join('\n')).toContain('Sam');
    const button = blocks.find((block) => block.type === 'actions')!.elements![0]!;
    expect(button).toMatchObject({
      type: 'button',
      url: `${stack.url}/dashboard`,
      text: { text: NUDGE_BUTTON_TEXT },
    });
    expect(message!.text).toContain(NUDGE_HEADER);
  });

  it('the weekly user gets one DM on Monday 09:00 in Kolkata, run twice', async () => {
    const kolkata = managers[2]!;
    const slot = new Date((await nextNudgeAtOf(kolkata))!);
    expect(local(slot, kolkata.zone)).toEqual({ weekday: 1, hour: 9, minute: 0 });
    const { received } = await runTwice(slot);
    expect(received.get(kolkata)).toBe(1);
    expect(await nextNudgeAtOf(kolkata)).toBe(
      new Date(slot.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
    );
  });
});

describe('runs at the same time', () => {
  it('two runs at once in one slot still send once', async () => {
    const london = managers[1]!;
    const slot = new Date((await nextNudgeAtOf(london))!);
    const before = new Map(managers.map((manager) => [manager, dmsOf(manager).length]));
    const [first, second] = await Promise.all([runSlackNudges(slot), runSlackNudges(slot)]);
    const received = managers.map((manager) => dmsOf(manager).length - before.get(manager)!);
    expect(received[1]).toBe(1);
    // Nobody got two: what the two runs sent is what arrived, at most one each.
    expect(received.every((count) => count <= 1)).toBe(true);
    expect(sentOf(first) + sentOf(second)).toBe(received.reduce((sum, count) => sum + count, 0));
    expect((await rawIntegrationItem(london.userId, 'slack'))?.lastNudgeSlot).toBe(
      slot.toISOString(),
    );
  });
});

describe('Preferences', () => {
  it('changing the frequency or the time zone moves the next nudge', async () => {
    const manager = await connectedManager('Europe/London', 'weekly', 'U0PREFS');
    const weekly = new Date((await nextNudgeAtOf(manager))!);
    expect(isSlot(weekly, 'Europe/London', 'weekly')).toBe(true);
    expectSuccess(
      api.profile.update,
      await manager.client.call(api.profile.update, {
        body: { preferences: { nudgeFrequency: 'daily', timeZone: 'Asia/Kolkata' } },
      }),
    );
    const daily = new Date((await nextNudgeAtOf(manager))!);
    expect(isSlot(daily, 'Asia/Kolkata', 'daily')).toBe(true);
    expect(daily.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
  });
});

describe('Slack pushing back', () => {
  it('a 429 with Retry-After: 1 is honoured: the DM goes out once, after the wait', async () => {
    const london = managers[1]!;
    const slot = new Date((await nextNudgeAtOf(london))!);
    const before = dmsOf(london).length;
    slack.rateLimitOnce('chat.postMessage', 1);
    const limitedBefore = slack.rateLimited.length;
    const { first, second, received } = await runTwice(slot);
    expect(slack.rateLimited.length - limitedBefore).toBe(1);
    expect(received.get(london)).toBe(1);
    expect(sentOf(first)).toBeGreaterThanOrEqual(1);
    expect(sentOf(second)).toBe(0);
    const limitedAt = slack.rateLimited.at(-1)!.at;
    expect(Date.parse(dmsOf(london)[before]!.postedAt) - limitedAt).toBeGreaterThanOrEqual(1000);
  });

  it('a revoked token: the integration needs a reconnect and leaves the index, no crash', async () => {
    const manager = await connectedManager('Asia/Tokyo', 'daily', 'U0REVOKED');
    const bot = await getSlackBot(manager.userId);
    // The user removed the app in Slack: the token is revoked there.
    await bot.client.auth.revoke();
    const slot = new Date((await nextNudgeAtOf(manager))!);
    const run = await runSlackNudges(slot);
    expect(run.outcomes.disconnected).toBe(1);
    expect(run.outcomes.failed).toBe(0);
    expect(dmsOf(manager)).toEqual([]);
    const integrations = expectSuccess(
      api.integrations.list,
      await manager.client.call(api.integrations.list),
    );
    expect(integrations.slack.status).toBe('needsReconnect');
    const raw = (await rawIntegrationItem(manager.userId, 'slack'))!;
    expect(raw).not.toHaveProperty('nextNudgeAt');
    expect(raw).not.toHaveProperty('gsi3pk');
    expect(raw).not.toHaveProperty('botTokenCiphertext');
    // Later runs no longer find them.
    const later = await runSlackNudges(new Date(slot.getTime() + 24 * 3600 * 1000));
    expect(later.outcomes.disconnected).toBe(0);
  });
});
