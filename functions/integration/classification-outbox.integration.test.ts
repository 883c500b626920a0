/**
 * The outbox of note classification (docs/product.md#moments-inferred-from-notes) on the real local
 * stack: when publishing 'note saved' fails after the note was written (the local bus refuses the
 * event, as an unreachable EventBridge would), the note is saved but its moments are not
 * inferred; the note stays in the outbox (its `classificationPendingAt`), and the classification
 * sweep — the outbox sweep job's handler, run as the schedule would — publishes the event again once
 * the note has waited past the grace period, so the moment appears. A classified note leaves the
 * outbox, so a later sweep publishes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type DirectReport } from '../../shared/contract';
import { runOutboxSweep } from '../jobs/outbox-sweep';
import { CLASSIFICATION_GRACE_MS } from '../lib/events/classification-sweep';
import { drainLocalBus, failNextLocalPublishes } from '../lib/events/local-bus';
import { expectSuccess } from '../../test-support/expect-response';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';

let stack: LocalStack;
let user: ApiClient;
let jo: DirectReport;

beforeAll(async () => {
  stack = await startLocalStack();
  user = stack.api((await stack.signIn('outbox@example.com')).token);
  jo = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: {
        firstName: 'Jo',
        meetingDayOfWeek: 'Monday',
        meetingTime: '09:00',
        meetingFrequency: 'weekly',
      },
    }),
  );
});

afterAll(async () => {
  await stack?.close();
});

const feedbackGiven = async () =>
  expectSuccess(
    api.feedback.checkedForPerson,
    await user.call(api.feedback.checkedForPerson, { query: { directReportId: jo.id } }),
  ).feedbackGiven;

/** Runs the sweep as the schedule would, `afterMs` from now. */
const sweepIn = (afterMs: number) => runOutboxSweep(new Date(Date.now() + afterMs));

describe('a note whose event was lost', () => {
  it('is classified by the sweep once past the grace period, then leaves the outbox', async () => {
    // Everything saved so far has been classified: nothing is owed.
    await drainLocalBus();
    expect(await sweepIn(CLASSIFICATION_GRACE_MS + 60_000)).toEqual({
      republished: 0,
      failed: 0,
      weeksCopied: 0,
    });

    failNextLocalPublishes(1);
    expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, {
        body: { content: 'Gave Jo feedback on how she ran the retro', directReportId: jo.id },
      }),
    );
    await drainLocalBus();
    expect(await feedbackGiven()).toBe(false);

    // Within the grace period the sweep leaves it alone (its event may still be on its way).
    expect(await sweepIn(0)).toEqual({ republished: 0, failed: 0, weeksCopied: 0 });
    await drainLocalBus();
    expect(await feedbackGiven()).toBe(false);

    expect(await sweepIn(CLASSIFICATION_GRACE_MS + 60_000)).toEqual({
      republished: 1,
      failed: 0,
      weeksCopied: 0,
    });
    await expect.poll(feedbackGiven, { timeout: 2000, interval: 50 }).toBe(true);

    // Classified: out of the outbox.
    await drainLocalBus();
    expect(await sweepIn(CLASSIFICATION_GRACE_MS + 60_000)).toEqual({
      republished: 0,
      failed: 0,
      weeksCopied: 0,
    });
  });

  it('an edit whose event was lost is re-classified by the sweep (its moment goes)', async () => {
    const note = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, {
        body: { content: 'Praised Jo for the launch', directReportId: jo.id },
      }),
    );
    const recognition = async () =>
      expectSuccess(
        api.feedback.checkedForPerson,
        await user.call(api.feedback.checkedForPerson, { query: { directReportId: jo.id } }),
      ).recognition;
    await expect.poll(recognition, { timeout: 2000, interval: 50 }).toBe(true);

    failNextLocalPublishes(1);
    expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: note.id },
        body: { content: 'Planned the launch with Jo' },
      }),
    );
    await drainLocalBus();
    expect(await recognition()).toBe(true);

    // The bus is still down at the first sweep: the note stays owed to the next one.
    failNextLocalPublishes(1);
    expect(await sweepIn(CLASSIFICATION_GRACE_MS + 60_000)).toEqual({
      republished: 0,
      failed: 1,
      weeksCopied: 0,
    });
    expect(await sweepIn(CLASSIFICATION_GRACE_MS + 60_000)).toEqual({
      republished: 1,
      failed: 0,
      weeksCopied: 0,
    });
    await expect.poll(recognition, { timeout: 2000, interval: 50 }).toBe(false);
  });
});
