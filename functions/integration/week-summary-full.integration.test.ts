/**
 * A week summary too full to take another note (docs/operations.md#runbook): notes written into
 * that week are saved and listed, and the entries the week could not take are reported
 * once for the user and week — one ERROR line that is also the `WeekSummaryFull` metric in
 * CloudWatch's Embedded Metric Format — not once per note. Another week of the user, or another
 * user's full week, is reported on its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { drainLocalBus } from '../lib/events/local-bus';
import { logger } from '../lib/logger';
import { DEFAULT_METRICS_NAMESPACE, WEEK_SUMMARY_FULL_METRIC } from '../../shared/domain/metrics';
import { WEEK_SUMMARY_FULL_MESSAGE } from '../lib/week-summary/week-summary-full';
import { captureOutput, type CapturedOutput } from '../../test-support/capture-output';
import { expectSuccess } from '../../test-support/expect-response';
import { fillWeekSummary } from '../../test-support/seed';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { weekStartOf } from '../../shared/domain/week';

const TIME_ZONE = 'America/New_York';
const NOTES = 30;

let stack: LocalStack;
let output: CapturedOutput;

beforeAll(async () => {
  stack = await startLocalStack({ runScheduledJobs: false });
  // The tests' environment silences the functions' logs; here they are what is checked.
  logger.setLogLevel('INFO');
});

afterAll(async () => {
  logger.setLogLevel('SILENT');
  output?.restore();
  await stack?.close();
});

/** A signed-up user with this week's summary full. */
async function userWithFullWeek(email: string) {
  const signedIn = await stack.signIn(email);
  const user = stack.api(signedIn.token);
  expectSuccess(
    api.onboarding.complete,
    await user.call(api.onboarding.complete, {
      body: { firstName: 'Robin', teamSize: 3, timeZone: TIME_ZONE },
    }),
  );
  const weekStart = weekStartOf(new Date(), TIME_ZONE);
  expect(await fillWeekSummary(signedIn.user.id, weekStart)).toBeGreaterThan(5_000);
  return { user, userId: signedIn.user.id, weekStart };
}

async function writeNotes(user: ApiClient, count: number) {
  for (let index = 0; index < count; index += 1) {
    expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, { body: { content: `Note ${index + 1} of a busy week` } }),
    );
  }
  await drainLocalBus();
}

/** The structured lines about a full week summary, parsed. */
function reports(): Record<string, unknown>[] {
  return output
    .text()
    .split('\n')
    .filter((line) => line.includes('"Week summary full'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('a week summary too full to take another note', () => {
  it(`${NOTES} notes written into it are saved, and reported once as a metric`, async () => {
    const { user, userId, weekStart } = await userWithFullWeek('full-week@example.com');
    output = captureOutput();
    await writeNotes(user, NOTES);

    const listed = expectSuccess(
      api.notes.list,
      await user.call(api.notes.list, { query: { limit: '50' } }),
    );
    expect(listed.notes).toHaveLength(NOTES);

    const lines = reports();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'ERROR',
      message: WEEK_SUMMARY_FULL_MESSAGE,
      userId,
      weekStart,
      [WEEK_SUMMARY_FULL_METRIC]: 1,
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: DEFAULT_METRICS_NAMESPACE,
            Dimensions: [['service']],
            Metrics: [{ Name: WEEK_SUMMARY_FULL_METRIC, Unit: 'Count' }],
          },
        ],
      },
    });
    // EMF: the dimension names a key of the line itself; the timestamp is epoch milliseconds.
    expect(typeof lines[0]!.service).toBe('string');
    expect(Math.abs(Date.now() - (lines[0]!._aws as { Timestamp: number }).Timestamp)).toBeLessThan(
      120_000,
    );
    // No line names a note's text.
    expect(output.text()).not.toContain('of a busy week');

    // More notes into the same week: still that one line.
    await writeNotes(user, 5);
    expect(reports()).toHaveLength(1);
  });

  it("another user's full week is reported on its own", async () => {
    const { user, userId } = await userWithFullWeek('full-week-2@example.com');
    await writeNotes(user, 3);
    const lines = reports();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ userId });
  });
});
