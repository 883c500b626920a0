/**
 * A direct report's latest feedback given and recognition (`GET /api/feedback/by-direct-report`,
 * docs/product.md#where-the-moments-show) follow the moments that remain, over real HTTP on the
 * local stack: a note edited so it no longer carries the moment, or deleted, moves them back to
 * the latest remaining moment (null when none is left), as the counts already do; a moment
 * captured by hand counts at once and stops counting once removed; and every write by hand shows
 * on the dashboard and the person's page as soon as it answered (one write: the week summary's
 * entry). Weeks later, a capture still counts from its copy in the latest item (the outbox sweep),
 * and a removed one does not. The route keeps to 2 DynamoDB calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type DirectReport, type Note } from '../../shared/contract';
import { runOutboxSweep } from '../jobs/outbox-sweep';
import { directReportFeedback } from '../lib/moments/moment-reads';
import { expectSuccess } from '../../test-support/expect-response';
import { recordDynamoCommands, type DynamoRecorder } from '../../test-support/dynamodb-recorder';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';

const WEEK_MS = 7 * 86_400_000;

let stack: LocalStack;
let recorder: DynamoRecorder;

beforeAll(async () => {
  stack = await startLocalStack();
  recorder = recordDynamoCommands();
});

afterAll(async () => {
  recorder?.remove();
  await stack?.close();
});

async function signUp(
  email: string,
): Promise<{ user: ApiClient; userId: string; person: DirectReport }> {
  const session = await stack.signIn(email);
  const user = stack.api(session.token);
  const person = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: {
        firstName: 'Ann',
        meetingDayOfWeek: 'Monday',
        meetingTime: '09:00',
        meetingFrequency: 'weekly',
      },
    }),
  );
  return { user, userId: session.user.id, person };
}

const feedbackOf = async (user: ApiClient, person: DirectReport) =>
  expectSuccess(
    api.feedback.byDirectReport,
    await user.call(api.feedback.byDirectReport, { params: { id: person.id } }),
  );

/** Polls the person's latest times until they are `expected` (the consumer runs within 2 s). */
async function latestBecomes(
  user: ApiClient,
  person: DirectReport,
  expected: { latestGivenAt: string | null; latestRecogAt: string | null },
): Promise<void> {
  await expect
    .poll(
      async () => {
        const { latestGivenAt, latestRecogAt } = await feedbackOf(user, person);
        return { latestGivenAt, latestRecogAt };
      },
      { timeout: 2000, interval: 50 },
    )
    .toEqual(expected);
}

type FeedbackType = 'feedbackGiven' | 'feedbackAsked' | 'recognition';

/** Captures a moment by hand this week; answers the capture. */
const capture = async (user: ApiClient, person: DirectReport, type: FeedbackType) =>
  expectSuccess(
    api.feedbackMoments.create,
    await user.call(api.feedbackMoments.create, { body: { directReportId: person.id, type } }),
  );

/** Removes this week's moment by hand (the raw response: a 404 when there is none). */
const uncapture = (user: ApiClient, person: DirectReport, type: FeedbackType) =>
  user.call(api.feedbackMoments.remove, { query: { directReportId: person.id, type } });

const noteAbout = async (user: ApiClient, person: DirectReport, content: string): Promise<Note> =>
  expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, { body: { content, directReportId: person.id } }),
  );

describe('latest feedback given and recognition', () => {
  it('move back to the latest remaining moment when notes are edited or deleted', async () => {
    const { user, person } = await signUp('latest-notes@example.com');
    const first = await noteAbout(
      user,
      person,
      'Gave Ann feedback on the roadmap. Thanked her for the demo.',
    );
    await latestBecomes(user, person, {
      latestGivenAt: first.updatedAt,
      latestRecogAt: first.updatedAt,
    });
    const second = await noteAbout(user, person, 'Gave Ann feedback on her talk.');
    expect(second.updatedAt > first.updatedAt).toBe(true);
    await latestBecomes(user, person, {
      latestGivenAt: second.updatedAt,
      latestRecogAt: first.updatedAt,
    });

    // Edited so it no longer carries feedback: back to the first note's.
    expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: second.id },
        body: { content: 'Planned the offsite with Ann.' },
      }),
    );
    await latestBecomes(user, person, {
      latestGivenAt: first.updatedAt,
      latestRecogAt: first.updatedAt,
    });

    // The first note deleted: nothing remains.
    expectSuccess(
      api.notes.remove,
      await user.call(api.notes.remove, { params: { id: first.id } }),
    );
    await latestBecomes(user, person, { latestGivenAt: null, latestRecogAt: null });
    expect(await feedbackOf(user, person)).toMatchObject({ feedbackGiven: 0, recognition: 0 });

    // Edited back: the moment, and its time, return (the edit's save time).
    const edited = expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: second.id },
        body: { content: 'Gave Ann feedback on her talk after all.' },
      }),
    );
    await latestBecomes(user, person, { latestGivenAt: edited.updatedAt, latestRecogAt: null });
  });

  it('count a moment by hand at once, and stop counting it once removed, on every page', async () => {
    const { user, person } = await signUp('latest-hand@example.com');
    const note = await noteAbout(user, person, 'Thanked Ann for covering on-call.');
    await latestBecomes(user, person, { latestGivenAt: null, latestRecogAt: note.updatedAt });

    const captured = await capture(user, person, 'recognition');
    // Read back at once: no consumer involved.
    expect(await feedbackOf(user, person)).toMatchObject({
      recognition: 2,
      latestRecogAt: captured.capturedAt,
    });
    const checked = expectSuccess(
      api.feedback.checkedForPerson,
      await user.call(api.feedback.checkedForPerson, { query: { directReportId: person.id } }),
    );
    expect(checked.moments.recognition.manual).toBe(true);
    const dashboard = expectSuccess(api.dashboard.get, await user.call(api.dashboard.get));
    expect(dashboard.feedback.recognition).toEqual({ total: 2, aiInferred: 1, manual: 1 });

    const removed = expectSuccess(
      api.feedbackMoments.remove,
      await uncapture(user, person, 'recognition'),
    );
    expect(removed.capturedAt).toBe(captured.capturedAt);
    expect(await feedbackOf(user, person)).toMatchObject({
      recognition: 1,
      latestRecogAt: note.updatedAt,
    });
    const after = expectSuccess(api.dashboard.get, await user.call(api.dashboard.get));
    expect(after.feedback.recognition).toEqual({ total: 1, aiInferred: 1, manual: 0 });
    const breakdown = expectSuccess(
      api.feedback.breakdown,
      await user.call(api.feedback.breakdown),
    );
    expect(breakdown).toEqual([
      expect.objectContaining({
        directReportId: person.id,
        recognition: true,
        aiInferred: { feedbackGiven: 0, feedbackAsked: 0, recognition: 1 },
      }),
    ]);

    // Removing it again: nothing to remove.
    const again = await uncapture(user, person, 'recognition');
    expect(again.status).toBe(404);
  });

  it('weeks later, a capture still counts from its copy, and a removed one does not', async () => {
    const { user, userId, person } = await signUp('latest-weeks@example.com');
    const captured = await capture(user, person, 'feedbackGiven');
    await capture(user, person, 'recognition');
    expectSuccess(api.feedbackMoments.remove, await uncapture(user, person, 'recognition'));
    const threeWeeksOn = () =>
      directReportFeedback(userId, person.id, new Date(Date.now() + 3 * WEEK_MS));
    // Not copied yet: three weeks on, the week is no longer read from its summary.
    expect(await threeWeeksOn()).toMatchObject({ latestGivenAt: null, latestRecogAt: null });

    // (Other users' weeks of this file may be copied in the same sweep.)
    expect((await runOutboxSweep()).weeksCopied).toBeGreaterThanOrEqual(1);
    expect(await threeWeeksOn()).toMatchObject({
      feedbackGiven: 0,
      latestGivenAt: captured.capturedAt,
      latestRecogAt: null,
    });
    // Copied: out of the outbox.
    expect(await runOutboxSweep()).toMatchObject({ weeksCopied: 0 });
  });

  it('the person read takes at most 2 DynamoDB calls', async () => {
    const { user, person } = await signUp('latest-budget@example.com');
    await noteAbout(user, person, 'Gave Ann feedback on the plan.');
    await latestBecomes(user, person, {
      latestGivenAt: expect.any(String) as unknown as string,
      latestRecogAt: null,
    });
    const { sent } = await recorder.during(() => feedbackOf(user, person));
    expect(sent).toEqual(['BatchGetItemCommand', 'QueryCommand']);
  });
});
