/**
 * Slack nudges end to end (docs/product.md#slack-nudges) on the real local stack against the
 * loopback fake of Slack (infra/local/dev-fakes/fake-slack.ts). Three managers — Los Angeles daily, London
 * hourly, Kolkata weekly — each with a direct report, connect Slack through the consent (each as
 * their own Slack user). The job's run is called as the schedule would call it, at chosen instants
 * (the local scheduler is off, so a real half hour passing cannot run it too):
 *
 * - connecting schedules the first nudge at the next slot of the user's Preferences, in their zone;
 * - not due: nothing sent;
 * - a working day (a Wednesday ahead) of half-hourly runs, each run twice: every user gets exactly
 *   one DM per slot of theirs — hourly only on the hour from 09:00 to 17:00 London time, daily at
 *   09:00 Los Angeles time — with Block Kit and a button into the app; the weekly user once, on
 *   Monday 09:00 Kolkata time;
 * - two runs at once in one slot still send once;
 * - changing the frequency or time zone moves the next nudge;
 * - Slack answering 429 with `Retry-After: 1`: the DM still goes out once, after the wait;
 * - a revoked token: the integration needs a reconnect, the user leaves the index, nothing crashes;
 * - working days: no daily or hourly DM on Saturday or Sunday in the user's zone, unless
 *   Preferences → 'Nudge me on weekends too' (a GET → PUT → GET round trip) is on; a weekend slot
 *   stored earlier is claimed without a DM;
 * - a DM about three people's 1:1s names each once and repeats no line.
 *
 * The job's instants are chosen (a fake clock for the job); the routes run on the real clock, so
 * a run far ahead first catches up the slot stored at connection, as a late run would.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, getISODay, nextWednesday, startOfDay } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Profile } from '../../shared/contract';
import type { NudgeFrequency } from '../../shared/domain/constants';
import { runSlackNudges } from '../jobs/slack-nudges';
import { entities } from '../lib/data/entities';
import { getSlackBot } from '../lib/integrations/slack/slack-bot';
import { nudgeShardOf } from '../lib/integrations/slack/nudge-schedule';
import { NUDGE_BUTTON_TEXT, NUDGE_HEADER } from '../lib/slack-nudges/slack-nudge-message';
import type { NudgeRun } from '../lib/slack-nudges/send-slack-nudges';
import { expectSuccess } from '../../test-support/expect-response';
import { startFakeSlack, type FakeSlack } from '../../infra/local/dev-fakes/fake-slack';
import {
  freshUsers,
  startLocalStack,
  type LocalStack,
  type TestUser,
} from '../../test-support/local-stack';
import { connectThroughConsent, rawIntegrationItem } from '../../test-support/oauth-flow';

const HALF_HOUR_MS = 30 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

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

/**
 * A fresh manager with these Preferences and direct reports (Sam, Thursdays at 15:00, unless
 * others are given), connected to Slack as `slackUser`.
 */
async function connectedManager(
  zone: string,
  frequency: NudgeFrequency,
  slackUser: string,
  reports: Record<string, unknown>[] = [
    {
      firstName: 'Sam',
      meetingDayOfWeek: 'Thursday',
      meetingTime: '15:00',
      meetingFrequency: 'weekly',
    },
  ],
): Promise<Manager> {
  const user = await newUser();
  expectSuccess(
    api.profile.update,
    await user.client.call(api.profile.update, {
      body: { preferences: { timeZone: zone, nudgeFrequency: frequency } },
    }),
  );
  for (const body of reports) {
    expectSuccess(
      api.directReports.create,
      await user.client.call(api.directReports.create, { body }),
    );
  }
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

/**
 * Whether `instant` is one of the frequency's slots in the zone (the rule, written out): hourly
 * and daily on working days (Monday to Friday there) unless `onWeekends`, weekly on Mondays.
 */
function isSlot(
  instant: Date,
  zone: string,
  frequency: NudgeFrequency,
  onWeekends = false,
): boolean {
  const { weekday, hour, minute } = local(instant, zone);
  if (minute !== 0) return false;
  const workingDay = onWeekends || (weekday >= 1 && weekday <= 5);
  if (frequency === 'hourly') return workingDay && hour >= 9 && hour <= 17;
  return hour === 9 && (frequency === 'daily' ? workingDay : weekday === 1);
}

/** The first `time` ('HH:mm') on ISO weekday `isoWeekday` in the zone strictly after `after`. */
function nextLocal(zone: string, isoWeekday: number, time: string, after: number): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = addDays(new TZDate(after, zone), offset);
    if (getISODay(day) !== isoWeekday) continue;
    const at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, zone);
    if (at.getTime() > after) return new Date(at.getTime());
  }
  throw new Error('unreachable: a weekday comes within a week');
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

/** Runs the job twice at `now`; answers the first run and the DMs `manager` got. */
async function runTwiceFor(manager: Manager, now: Date) {
  const before = dmsOf(manager).length;
  const first = await runSlackNudges(now);
  await runSlackNudges(now);
  return { first, received: dmsOf(manager).length - before };
}

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
    // A Wednesday (UTC) a day or more ahead: a working day in all three zones. A run just before
    // it catches up the slots stored at connection, so each user's next slot falls in the day.
    const start = startOfDay(nextWednesday(new TZDate(Date.now() + DAY_MS, 'UTC'))).getTime();
    await runSlackNudges(new Date(start - HALF_HOUR_MS));
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
    // The next working day's 09:00 there: within a day, or three from a Friday evening.
    expect(daily.getTime()).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS + HOUR_MS);
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

describe('working days', () => {
  it("daily and hourly nudges skip Saturday and Sunday in the user's zone; Monday's come", async () => {
    const manager = await connectedManager('America/Los_Angeles', 'hourly', 'U0WORKDAYS');
    // A Friday at 18:00 in Los Angeles, a week or more ahead: the run there catches up the slot
    // stored at connection and schedules the next one.
    const friday = nextLocal(manager.zone, 5, '18:00', Date.now() + 7 * DAY_MS);
    await runSlackNudges(friday);
    const monday = nextLocal(manager.zone, 1, '09:00', friday.getTime());
    expect(await nextNudgeAtOf(manager)).toBe(monday.toISOString());

    // Every hour of the weekend there, each run twice: nothing for them.
    const before = dmsOf(manager).length;
    for (let at = friday.getTime() + 6 * HOUR_MS; at < monday.getTime(); at += HOUR_MS) {
      await runSlackNudges(new Date(at));
      await runSlackNudges(new Date(at));
    }
    expect(dmsOf(manager).length - before).toBe(0);
    await runSlackNudges(monday);
    expect(dmsOf(manager).length - before).toBe(1);
  }, 60_000);

  it("'Nudge me on weekends too' round-trips through Preferences, moves the slot and brings a Saturday DM", async () => {
    const manager = await connectedManager('Europe/London', 'daily', 'U0WEEKENDS');
    expectSuccess(
      api.profile.update,
      await manager.client.call(api.profile.update, { body: { firstName: 'Wendy' } }),
    );
    const profile: Profile = expectSuccess(
      api.profile.get,
      await manager.client.call(api.profile.get),
    );
    expect(profile.preferences.nudgeOnWeekends).toBe(false);
    // What GET answered, sent back with the switch turned on.
    const body = {
      ...profile,
      preferences: { ...profile.preferences, nudgeOnWeekends: true },
    };
    const saved = expectSuccess(
      api.profile.update,
      await manager.client.call(api.profile.update, { body }),
    );
    expect(saved.preferences).toEqual({ ...profile.preferences, nudgeOnWeekends: true });
    expect(
      expectSuccess(api.profile.get, await manager.client.call(api.profile.get)).preferences
        .nudgeOnWeekends,
    ).toBe(true);
    const moved = new Date((await nextNudgeAtOf(manager))!);
    expect(isSlot(moved, manager.zone, 'daily', true)).toBe(true);
    expect(moved.getTime()).toBeLessThanOrEqual(Date.now() + DAY_MS);

    // Saturday 08:00 there, a week or more ahead: the next slot is that Saturday's 09:00, and a
    // DM goes out then.
    const early = nextLocal(manager.zone, 6, '08:00', Date.now() + 7 * DAY_MS);
    await runSlackNudges(early);
    const saturday = new Date(early.getTime() + HOUR_MS);
    expect(await nextNudgeAtOf(manager)).toBe(saturday.toISOString());
    const { received } = await runTwiceFor(manager, saturday);
    expect(received).toBe(1);

    // Turned off again: the next nudge is on a working day.
    expectSuccess(
      api.profile.update,
      await manager.client.call(api.profile.update, {
        body: { preferences: { nudgeOnWeekends: false } },
      }),
    );
    const weekday = new Date((await nextNudgeAtOf(manager))!);
    expect(isSlot(weekday, manager.zone, 'daily')).toBe(true);
  });

  it('a weekend slot stored earlier is claimed and moved on to Monday without a DM', async () => {
    const manager = await connectedManager('Asia/Kolkata', 'daily', 'U0OFFDAY');
    // A Saturday 09:00 there, as an earlier version of the app stored for a daily nudge.
    const saturday = nextLocal(manager.zone, 6, '09:00', Date.now() + DAY_MS);
    await entities()
      .integration.patch({ userId: manager.userId, provider: 'slack' })
      .set({ nextNudgeAt: saturday.toISOString(), nudgeShard: nudgeShardOf(manager.userId) })
      .go();
    const { received, first } = await runTwiceFor(manager, saturday);
    expect(received).toBe(0);
    expect(first.outcomes.offDay).toBeGreaterThanOrEqual(1);
    expect(await nextNudgeAtOf(manager)).toBe(
      nextLocal(manager.zone, 1, '09:00', saturday.getTime()).toISOString(),
    );
  });
});

describe('a DM about several people', () => {
  it('names each person once per rule and repeats no line', async () => {
    // Three people met on Monday at 08:00; the weekly DM comes at 09:00 that Monday, with three
    // 1:1s to reflect on.
    const mondays = ['Marcus', 'Priya', 'Sofia'].map((firstName) => ({
      firstName,
      meetingDayOfWeek: 'Monday',
      meetingTime: '08:00',
      meetingFrequency: 'weekly',
    }));
    const manager = await connectedManager('Europe/London', 'weekly', 'U0VARIED', mondays);
    const slot = new Date((await nextNudgeAtOf(manager))!);
    expect(local(slot, manager.zone)).toEqual({ weekday: 1, hour: 9, minute: 0 });
    const { received } = await runTwiceFor(manager, slot);
    expect(received).toBe(1);
    const message = dmsOf(manager).at(-1)!;
    const sections = (message.blocks as { type: string; text?: { text: string } }[])
      .filter((block) => block.type === 'section')
      .map((block) => block.text!.text);
    expect(sections).toHaveLength(3);
    for (const name of ['Marcus', 'Priya', 'Sofia']) {
      expect(
        sections.filter((text) => text.includes(name)),
        name,
      ).toHaveLength(1);
    }
    const lines = sections.flatMap((text) => text.split('\n'));
    expect(new Set(lines).size, lines.join(' | ')).toBe(lines.length);
    const titles = (message.text ?? '').slice(`${NUDGE_HEADER}: `.length).split(' · ');
    expect(new Set(titles).size, message.text).toBe(3);
  });
});
