/**
 * DynamoDB call budget of the dashboard and its banner (docs/product.md#the-weekly-picture: 'one or
 * two DynamoDB calls with 1 and with 10,000 notes'). A middleware on the shared document client
 * records every command the in-process local stack sends, with its input.
 *
 * One user has 1 note, the other 10,000 (seeded straight into the table, spread over last year)
 * plus the same 1 note this week. Both dashboards take the same calls, sent together — one Query
 * of the people, one BatchGetItem of the profile and the week summaries, and one Query of a page
 * of open commitments (gsi1, for the nudges: docs/data.md#commitments) — and no key or key range
 * of the table they read reaches a note (`NOTE#…`): the notes are not read, so the cost is flat in
 * their number. A dashboard that carries its nudge banner takes the same;
 * `POST /api/feedback/banner-nudge` 2 (no commitment); a dismissal 1. No Scan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type AnyRoute, type Dashboard } from '../../shared/contract';
import { expectSuccess } from '../../test-support/expect-response';
import { recordDynamoCommands, type DynamoRecorder } from '../../test-support/dynamodb-recorder';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { seedNotes } from '../../test-support/seed';
import { OPEN_COMMITMENTS_READ } from '../lib/nudges/user-week';

const MANY = 10_000;
const NOTE_PREFIX = 'NOTE#';
let stack: LocalStack;
let recorder: DynamoRecorder;
let one: ApiClient;
let many: ApiClient;

async function withOneNoteThisWeek(user: ApiClient): Promise<void> {
  const report = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: {
        firstName: 'Kim',
        meetingDayOfWeek: 'Wednesday',
        meetingTime: '10:00',
        meetingFrequency: 'weekly',
      },
    }),
  );
  expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, {
      body: { content: 'Gave Kim feedback on the design review', directReportId: report.id },
    }),
  );
}

beforeAll(async () => {
  stack = await startLocalStack();
  recorder = recordDynamoCommands();
  const oneSession = await stack.signIn('budget-one@example.com');
  const manySession = await stack.signIn('budget-many@example.com');
  one = stack.api(oneSession.token);
  many = stack.api(manySession.token);
  const yearStart = Date.UTC(2025, 0, 1);
  await seedNotes(
    manySession.user.id,
    Array.from({ length: MANY }, (_, index) => ({
      content: `Old note ${index}`,
      createdAt: new Date(yearStart + index * 45 * 60_000).toISOString(),
    })),
  );
  await withOneNoteThisWeek(one);
  await withOneNoteThisWeek(many);
}, 180_000);

afterAll(async () => {
  recorder?.remove();
  await stack?.close();
});

interface Sent {
  sent: string[];
  inputs: { command: string; input: unknown }[];
  body: unknown;
}

async function commandsOf<R extends AnyRoute>(
  user: ApiClient,
  route: R,
  body?: unknown,
): Promise<Sent> {
  const { result, sent, inputs } = await recorder.during(async () =>
    expectSuccess(route, await user.call(route, body === undefined ? {} : { body })),
  );
  return { sent, inputs, body: result };
}

/** The dashboard's calls: the two of the week and the open commitments' Query. */
const DASHBOARD_CALLS = ['BatchGetItemCommand', 'QueryCommand', 'QueryCommand'];

/** The one Query of an index a dashboard sends: a page of the user's open commitments. */
function commitmentsQuery(inputs: Sent['inputs']) {
  const onIndex = inputs.filter(
    ({ command, input }) =>
      command === 'QueryCommand' && (input as { IndexName?: string }).IndexName,
  );
  expect(onIndex).toHaveLength(1);
  const input = onIndex[0]!.input as {
    IndexName: string;
    Limit: number;
    ExpressionAttributeValues: Record<string, string>;
  };
  return { index: input.IndexName, limit: input.Limit, pk: input.ExpressionAttributeValues[':pk'] };
}

/** Every sort key a command reads or writes, and every bound of a key condition. */
function keysTouched(inputs: Sent['inputs']): string[] {
  return inputs.flatMap(({ input, command }) => {
    if (command === 'QueryCommand' && (input as { IndexName?: string }).IndexName) return [];
    const value = input as {
      Key?: { sk?: string };
      RequestItems?: Record<string, { Keys?: { sk?: string }[] }>;
      ExpressionAttributeValues?: Record<string, unknown>;
      KeyConditionExpression?: string;
    };
    const keys = [
      value.Key?.sk,
      ...Object.values(value.RequestItems ?? {}).flatMap((request) =>
        (request.Keys ?? []).map((key) => key.sk),
      ),
    ];
    const bounds = value.KeyConditionExpression
      ? Object.entries(value.ExpressionAttributeValues ?? {})
          .filter(([name]) => name !== ':pk')
          .map(([, bound]) => String(bound))
      : [];
    return [...keys, ...bounds].filter((key): key is string => typeof key === 'string');
  });
}

/** Whether a Query's range [from, to] of the table (not an index) can hold a note key. */
function rangeReachesNotes(inputs: Sent['inputs']): boolean {
  return inputs.some(({ command, input }) => {
    if (command !== 'QueryCommand' || (input as { IndexName?: string }).IndexName) return false;
    const values = (input as { ExpressionAttributeValues: Record<string, string> })
      .ExpressionAttributeValues;
    const from = values[':from'] ?? values[':sk1'] ?? '';
    const to = values[':to'] ?? `${from}\uffff`;
    return from <= `${NOTE_PREFIX}\uffff` && to >= NOTE_PREFIX;
  });
}

describe('GET /api/dashboard', () => {
  it(`takes the same calls with 1 note and with ${MANY.toLocaleString('en')}, and reads no note`, async () => {
    const small = await commandsOf(one, api.dashboard.get);
    const large = await commandsOf(many, api.dashboard.get);
    expect([...small.sent].sort()).toEqual(DASHBOARD_CALLS);
    expect([...large.sent].sort()).toEqual(DASHBOARD_CALLS);
    for (const run of [small, large]) {
      expect(keysTouched(run.inputs).filter((key) => key.startsWith(NOTE_PREFIX))).toEqual([]);
      expect(rangeReachesNotes(run.inputs)).toBe(false);
      const commitments = commitmentsQuery(run.inputs);
      expect(commitments.index).toBe('gsi1');
      expect(commitments.pk).toMatch(/^COMMITS#.+#open$/);
      expect(commitments.limit).toBeLessThanOrEqual(OPEN_COMMITMENTS_READ + 1);
    }
    // Both see their one note of this week (the consumer keeps the week summary).
    await expect
      .poll(
        async () =>
          ((await commandsOf(many, api.dashboard.get)).body as Dashboard).weeklyProgress
            .notesLogged,
        {
          timeout: 3000,
        },
      )
      .toBe(1);
    expect(
      ((await commandsOf(one, api.dashboard.get)).body as Dashboard).weeklyProgress.notesLogged,
    ).toBe(1);
  });
});

describe('the banner', () => {
  it('a dashboard that carries its banner takes the same calls', async () => {
    const session = await stack.signIn('budget-banner@example.com');
    const user = stack.api(session.token);
    expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, { body: { firstName: 'Noa', source: 'detected' } }),
    );
    const run = await commandsOf(user, api.dashboard.get);
    expect((run.body as Dashboard).nudgeBanner).toMatchObject({ type: 'banner' });
    expect([...run.sent].sort()).toEqual(DASHBOARD_CALLS);
  });

  it('POST /api/feedback/banner-nudge takes the same 2 calls; a dismissal 1', async () => {
    const body = {
      stats: { feedbackGiven: 0, feedbackAsked: 0, recognition: 0 },
      nudgeType: 'prep-agenda',
    };
    const small = await commandsOf(one, api.feedback.bannerNudge, body);
    const large = await commandsOf(many, api.feedback.bannerNudge, body);
    expect([...small.sent].sort()).toEqual(['BatchGetItemCommand', 'QueryCommand']);
    expect([...large.sent].sort()).toEqual([...small.sent].sort());
    expect(rangeReachesNotes(large.inputs)).toBe(false);
    const dashboard = (await commandsOf(many, api.dashboard.get)).body as Dashboard;
    const dismissal = await commandsOf(many, api.feedback.dismissBanner, {
      nudgeId: `banner-onboarding-${dashboard.weekStartDate}`,
    });
    expect(dismissal.sent).toEqual(['UpdateItemCommand']);
  });

  it('no command of this file is a Scan', () => {
    expect(recorder.all).not.toContain('ScanCommand');
  });
});
