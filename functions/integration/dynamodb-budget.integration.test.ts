/**
 * DynamoDB call budget of the meeting reads (docs/data.md#key-design: one partition per user, no
 * scans). A middleware on the shared document client (functions/lib/data/client.ts) records every
 * command the local stack sends. The in-process server loads its handlers through the same module
 * graph as this file, so it uses the same client: the first test checks that a request is counted.
 *
 * For a user with 12 direct reports and a manager, the direct report detail and the manager's next
 * 1:1 take at most 2 calls; the weekly list (both scopes and one person) takes the profile and the
 * people together, then one BatchGetItem of the week's meeting notes for their flags (so a page
 * needs no second request); past 100 1:1s in the week (101 weekly direct reports) those flags are
 * read in chunks of at most 100 keys, one BatchGetItem each; and no command sent while this file
 * runs, setup included, is a Scan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type AnyRoute, type Boss, type DirectReport } from '../../shared/contract';
import { MEETING_DAYS } from '../../shared/domain/constants';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectSuccess } from '../../test-support/expect-response';
import { backdatePerson } from '../../test-support/seed';
import { MAX_BATCH_GET_KEYS } from '../lib/data/batch-get';
import { recordDynamoCommands, type DynamoRecorder } from '../../test-support/dynamodb-recorder';

const MAX_CALLS = 2;
/** The weekly list: MAX_CALLS reads, plus the flags' BatchGetItem when the week has 1:1s. */
const WEEKLY_MAX_CALLS = MAX_CALLS + 1;

/** The weekly list's commands: at most 3, and anything past 2 is the flags' BatchGetItem. */
function expectWeeklyBudget(sent: string[]): void {
  expect(sent.length, sent.join(', ')).toBeGreaterThan(0);
  expect(sent.length, sent.join(', ')).toBeLessThanOrEqual(WEEKLY_MAX_CALLS);
  expect(sent.slice(MAX_CALLS)).toEqual(sent.length > MAX_CALLS ? ['BatchGetItemCommand'] : []);
}
const REPORTS = 12;
let stack: LocalStack;
let user: ApiClient;
let userId: string;
const reports: DirectReport[] = [];
let boss: Boss;
let recorder: DynamoRecorder;

/** Calls the route and returns the DynamoDB commands it sent. */
async function commandsOf<R extends AnyRoute>(
  route: R,
  options: { params?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<string[]> {
  const { sent } = await recorder.during(async () =>
    expectSuccess(route, await user.call(route, options)),
  );
  return sent;
}

beforeAll(async () => {
  stack = await startLocalStack();
  recorder = recordDynamoCommands();

  const session = await stack.signIn('budget@example.com');
  userId = session.user.id;
  user = stack.api(session.token);
  expectSuccess(
    api.profile.update,
    await user.call(api.profile.update, { body: { preferences: { timeZone: 'Europe/London' } } }),
  );
  for (let index = 0; index < REPORTS; index += 1) {
    const report = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: `Report ${index + 1}`,
          meetingDayOfWeek: MEETING_DAYS[index % MEETING_DAYS.length],
          meetingTime: `${String(8 + (index % 9)).padStart(2, '0')}:30`,
          meetingFrequency: index % 3 === 2 ? 'biweekly' : 'weekly',
          strengths: [`Strength ${index}`],
        },
      }),
    );
    reports.push(report);
  }
  // All have been tracked since before this week, so this week's 1:1s are theirs whatever day it
  // is; some for a while, so the reads also walk older schedule history.
  for (const [index, report] of reports.entries()) {
    const days = index < 4 ? 60 : 14;
    await backdatePerson(
      'directReport',
      userId,
      report.id,
      new Date(Date.now() - days * 86_400_000),
    );
  }
  boss = expectSuccess(
    api.bosses.create,
    await user.call(api.bosses.create, {
      body: {
        firstName: 'Budget',
        lastName: 'Boss',
        meetingDayOfWeek: 'Wednesday',
        meetingTime: '15:00',
        meetingFrequency: 'weekly',
      },
    }),
  );
  // A schedule change and an archived person add history and items the reads must skip.
  expectSuccess(
    api.directReports.update,
    await user.call(api.directReports.update, {
      params: { id: reports[0]!.id },
      body: { meetingDayOfWeek: 'Friday', meetingTime: '16:00' },
    }),
  );
  const archived = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: {
        firstName: 'Archived',
        meetingDayOfWeek: 'Monday',
        meetingTime: '09:00',
        meetingFrequency: 'weekly',
      },
    }),
  );
  expectSuccess(
    api.directReports.remove,
    await user.call(api.directReports.remove, { params: { id: archived.id } }),
  );
});

afterAll(async () => {
  recorder?.remove();
  await stack?.close();
});

it('the recorder sees the calls the server makes (same document client as the handlers)', async () => {
  const before = recorder.all.length;
  // The profile with its two integration items (the `integrations` flags): one BatchGetItem.
  const sent = await commandsOf(api.profile.get);
  expect(sent).toEqual(['BatchGetItemCommand']);
  expect(recorder.all.length).toBe(before + 1);
  // Setup went through the same client: creates, updates, the archive and the backdating.
  expect(recorder.all).toContain('PutItemCommand');
});

describe(`at most ${MAX_CALLS} DynamoDB calls per read (the weekly list ${WEEKLY_MAX_CALLS}), with ${REPORTS} direct reports and a manager`, () => {
  it('GET /api/unified-meetings/weekly?scope=direct-report', async () => {
    const week = expectSuccess(
      api.unifiedMeetings.weekly,
      await user.call(api.unifiedMeetings.weekly, { query: { scope: 'direct-report' } }),
    );
    expect(new Set(week.meetings.map((meeting) => meeting.directReportId)).size).toBeGreaterThan(
      REPORTS / 2,
    );
    const sent = await commandsOf(api.unifiedMeetings.weekly, {
      query: { scope: 'direct-report' },
    });
    expectWeeklyBudget(sent);
  });

  it('GET /api/unified-meetings/weekly?scope=boss', async () => {
    const sent = await commandsOf(api.unifiedMeetings.weekly, { query: { scope: 'boss' } });
    expectWeeklyBudget(sent);
  });

  it('GET /api/unified-meetings/weekly?scope=direct-report&personId=…', async () => {
    for (const report of [reports[0]!, reports[7]!]) {
      const sent = await commandsOf(api.unifiedMeetings.weekly, {
        query: { scope: 'direct-report', personId: report.id },
      });
      expectWeeklyBudget(sent);
    }
    const sent = await commandsOf(api.unifiedMeetings.weekly, {
      query: { scope: 'boss', personId: boss.id },
    });
    expectWeeklyBudget(sent);
  });

  it('GET /api/direct-reports/{id}', async () => {
    for (const report of [reports[0]!, reports[11]!]) {
      const sent = await commandsOf(api.directReports.get, { params: { id: report.id } });
      expect(sent.length, sent.join(', ')).toBeGreaterThan(0);
      expect(sent.length, sent.join(', ')).toBeLessThanOrEqual(MAX_CALLS);
    }
  });

  it('GET /api/bosses/next', async () => {
    const next = expectSuccess(api.bosses.next, await user.call(api.bosses.next));
    expect(next.next?.bossId).toBe(boss.id);
    const sent = await commandsOf(api.bosses.next);
    expect(sent.length, sent.join(', ')).toBeGreaterThan(0);
    expect(sent.length, sent.join(', ')).toBeLessThanOrEqual(MAX_CALLS);
  });
});

describe(`past ${MAX_BATCH_GET_KEYS} 1:1s in a week`, () => {
  const PEOPLE = MAX_BATCH_GET_KEYS + 1;

  it(`the weekly list of ${PEOPLE} weekly direct reports: the 2 reads, then its flags in 2 BatchGetItems of at most ${MAX_BATCH_GET_KEYS} keys`, async () => {
    const session = await stack.signIn('budget-past-100@example.com');
    const client = stack.api(session.token);
    for (let index = 0; index < PEOPLE; index += 1) {
      const report = expectSuccess(
        api.directReports.create,
        await client.call(api.directReports.create, {
          body: {
            firstName: `Report ${index + 1}`,
            meetingDayOfWeek: MEETING_DAYS[index % MEETING_DAYS.length],
            meetingTime: '11:00',
            meetingFrequency: 'weekly',
          },
        }),
      );
      // Tracked since before this week, so every weekday's 1:1 this week is theirs.
      await backdatePerson(
        'directReport',
        session.user.id,
        report.id,
        new Date(Date.now() - 14 * 86_400_000),
      );
    }
    const {
      result: week,
      sent,
      inputs,
    } = await recorder.during(async () =>
      expectSuccess(
        api.unifiedMeetings.weekly,
        await client.call(api.unifiedMeetings.weekly, { query: { scope: 'direct-report' } }),
      ),
    );
    expect(week.meetings).toHaveLength(PEOPLE);
    expect([...sent.slice(0, MAX_CALLS)].sort()).toEqual(['BatchGetItemCommand', 'QueryCommand']);
    expect(sent.slice(MAX_CALLS)).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand']);
    const keysPerCall = inputs.slice(MAX_CALLS).map(({ input }) => {
      const { RequestItems } = input as { RequestItems: Record<string, { Keys: unknown[] }> };
      return Object.values(RequestItems)[0]!.Keys.length;
    });
    expect([...keysPerCall].sort((a, b) => b - a)).toEqual([MAX_BATCH_GET_KEYS, 1]);
  }, 120_000);
});

it('no command sent while this file ran was a Scan', () => {
  expect(recorder.all.length).toBeGreaterThan(REPORTS);
  expect(recorder.all.filter((name) => /Scan/i.test(name))).toEqual([]);
});
