/**
 * Capturing a moment with what was said (docs/product.md#where-the-moments-show), over real HTTP on
 * the local stack: the note the client writes first (tagged `moment:<type>`) is linked by the
 * capture (`POST /api/feedback/moments`, `POST /api/manage-up/moments` with `noteId`), the moment
 * counts once — by hand — even though the note's words would be inferred as the same moment, and a
 * removal answers the note so the client can tidy it. Bad input names its field; another user's
 * people and notes are a 404; each request takes at most 2 DynamoDB calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type AnyRoute, type Boss, type DirectReport } from '../../shared/contract';
import { momentTag } from '../../shared/domain/moment-notes';
import type { MomentType } from '../../shared/domain/moments';
import { entities } from '../lib/data/entities';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';
import { recordDynamoCommands, type DynamoRecorder } from '../../test-support/dynamodb-recorder';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';

let stack: LocalStack;
let user: ApiClient;
let userId: string;
let recorder: DynamoRecorder;
let jo: DirectReport;
let sam: DirectReport;
let maria: Boss;

const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '09:00', meetingFrequency: 'weekly' };

beforeAll(async () => {
  stack = await startLocalStack();
  recorder = recordDynamoCommands();
  const signedIn = await stack.signIn('captures@example.com');
  user = stack.api(signedIn.token);
  userId = signedIn.user.id;
  const report = async (firstName: string) =>
    expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, { body: { firstName, ...schedule } }),
    );
  jo = await report('Jo');
  sam = await report('Sam');
  maria = expectSuccess(
    api.bosses.create,
    await user.call(api.bosses.create, { body: { firstName: 'Maria', ...schedule } }),
  );
});

afterAll(async () => {
  recorder?.remove();
  await stack?.close();
});

/** A note about a person, tagged as the capture of `type` unless `tagged` is false. */
async function captureNote(
  person: { directReportId?: string; bossId?: string },
  type: MomentType,
  content: string,
  tagged = true,
) {
  return expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, {
      body: { content, ...person, tags: tagged ? [momentTag(type)] : [] },
    }),
  );
}

/** Waits until the note-moments consumer has classified the note's current version. */
async function classified(noteId: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await entities().note.get({ userId, noteId }).go()).data?.classificationPendingAt ?? null,
      { timeout: 2000, interval: 50 },
    )
    .toBeNull();
}

const checkedFor = async (directReportId: string) =>
  expectSuccess(
    api.feedback.checkedForPerson,
    await user.call(api.feedback.checkedForPerson, { query: { directReportId } }),
  );

describe('a capture with what was said', () => {
  it('links its note, counts once by hand although the words say the same, and a removal answers the note', async () => {
    const said = 'Thanked Jo for covering the on-call rotation.';
    const note = await captureNote({ directReportId: jo.id }, 'recognition', said);
    const captured = expectSuccess(
      api.feedbackMoments.create,
      await user.call(api.feedbackMoments.create, {
        body: { directReportId: jo.id, type: 'recognition', noteId: note.id },
      }),
    );
    expect(captured).toMatchObject({
      directReportId: jo.id,
      type: 'recognition',
      source: 'manual',
      noteId: note.id,
    });

    // The same words in a note without the tag are inferred: the tag is what keeps it to one.
    const control = await captureNote({ directReportId: sam.id }, 'recognition', said, false);
    await classified(note.id);
    await classified(control.id);
    expect((await checkedFor(sam.id)).moments.recognition.inferred).toHaveLength(1);
    expect((await checkedFor(jo.id)).moments.recognition).toEqual({ manual: true, inferred: [] });
    const stats = expectSuccess(api.feedback.stats, await user.call(api.feedback.stats));
    expect(stats.recognition).toEqual({ total: 2, aiInferred: 1, manual: 1 });
    const dashboard = expectSuccess(api.dashboard.get, await user.call(api.dashboard.get));
    expect(dashboard.directReports.find((row) => row.id === jo.id)).toMatchObject({
      recognition: true,
    });

    // Capturing again keeps the link; another note for the same moment is a conflict.
    expectSuccess(
      api.feedbackMoments.create,
      await user.call(api.feedbackMoments.create, {
        body: { directReportId: jo.id, type: 'recognition', noteId: note.id },
      }),
    );
    const other = await captureNote({ directReportId: jo.id }, 'recognition', 'Recognized Jo.');
    const conflict = expectError(
      await user.call(api.feedbackMoments.create, {
        body: { directReportId: jo.id, type: 'recognition', noteId: other.id },
      }),
      409,
      'conflict',
    );
    expect(conflict.message).toMatch(/another note/);

    const removed = expectSuccess(
      api.feedbackMoments.remove,
      await user.call(api.feedbackMoments.remove, {
        query: { directReportId: jo.id, type: 'recognition' },
      }),
    );
    expect(removed).toMatchObject({ directReportId: jo.id, type: 'recognition', noteId: note.id });
    expect((await checkedFor(jo.id)).moments.recognition).toEqual({
      manual: false,
      inferred: [],
    });
    expectError(
      await user.call(api.feedbackMoments.remove, {
        query: { directReportId: jo.id, type: 'recognition' },
      }),
      404,
      'not_found',
    );
  });

  it('without a note answers noteId null, and its removal too', async () => {
    const captured = expectSuccess(
      api.feedbackMoments.create,
      await user.call(api.feedbackMoments.create, {
        body: { directReportId: jo.id, type: 'feedbackAsked' },
      }),
    );
    expect(captured.noteId).toBeNull();
    const removed = expectSuccess(
      api.feedbackMoments.remove,
      await user.call(api.feedbackMoments.remove, {
        query: { directReportId: jo.id, type: 'feedbackAsked' },
      }),
    );
    expect(removed.noteId).toBeNull();
  });

  it('with the manager: linked, counted by hand only, and cleared by the weekly flags too', async () => {
    const note = await captureNote(
      { bossId: maria.id },
      'prioritiesAligned',
      'We aligned on priorities for Q3: billing first.',
    );
    const captured = expectSuccess(
      api.manageUpMoments.create,
      await user.call(api.manageUpMoments.create, {
        body: { bossId: maria.id, type: 'prioritiesAligned', noteId: note.id },
      }),
    );
    expect(captured).toMatchObject({
      bossId: maria.id,
      type: 'prioritiesAligned',
      noteId: note.id,
    });
    await classified(note.id);
    const query = { weekStart: captured.weekStart, bossId: maria.id };
    const current = expectSuccess(
      api.manageUp.current,
      await user.call(api.manageUp.current, { query }),
    );
    expect(current.prioritiesAligned).toBe(true);
    expect(current.moments.prioritiesAligned).toEqual({ manual: true, inferred: [] });
    expect(
      expectSuccess(api.manageUp.aiInferred, await user.call(api.manageUp.aiInferred, { query })),
    ).toEqual({ aiInferred: { teamWins: 0, prioritiesAligned: 0, proactiveUpdates: 0 } });

    // Clearing the flag with the weekly flags takes the capture (and its link) away.
    expectSuccess(
      api.manageUp.setCurrent,
      await user.call(api.manageUp.setCurrent, {
        query,
        body: { teamWins: false, prioritiesAligned: false, proactiveUpdates: false },
      }),
    );
    expectError(
      await user.call(api.manageUpMoments.remove, {
        query: { bossId: maria.id, type: 'prioritiesAligned' },
      }),
      404,
      'not_found',
    );

    // Captured again and removed: the removal answers the note.
    expectSuccess(
      api.manageUpMoments.create,
      await user.call(api.manageUpMoments.create, {
        body: { bossId: maria.id, type: 'prioritiesAligned', noteId: note.id },
      }),
    );
    expect(
      expectSuccess(
        api.manageUpMoments.remove,
        await user.call(api.manageUpMoments.remove, {
          query: { bossId: maria.id, type: 'prioritiesAligned' },
        }),
      ).noteId,
    ).toBe(note.id);
  });
});

describe('bad input names its field, and nothing is captured', () => {
  it('a note about someone else, without the tag, or no id at all; a wrong type', async () => {
    const aboutSam = await captureNote(
      { directReportId: sam.id },
      'feedbackGiven',
      'Gave Sam feedback.',
    );
    const untagged = await captureNote(
      { directReportId: jo.id },
      'feedbackGiven',
      'Gave Jo feedback.',
      false,
    );
    const cases = [
      {
        body: { directReportId: jo.id, type: 'feedbackGiven', noteId: aboutSam.id },
        field: 'noteId',
        message: /about this direct report/,
      },
      {
        body: { directReportId: jo.id, type: 'feedbackGiven', noteId: untagged.id },
        field: 'noteId',
        message: /moment:feedbackGiven/,
      },
      {
        body: { directReportId: jo.id, type: 'feedbackGiven', noteId: 'not a note id!' },
        field: 'noteId',
        message: /Invalid id/,
      },
      {
        body: { directReportId: jo.id, type: 'teamWins' },
        field: 'type',
        message: /feedbackGiven/,
      },
      { body: { type: 'feedbackGiven' }, field: 'directReportId', message: /./ },
    ];
    for (const { body, field, message } of cases) {
      const error = expectError(
        await user.call(api.feedbackMoments.create, { body: body as never }),
        400,
        'validation_failed',
      );
      expect(detailFields(error), JSON.stringify(body)).toEqual([field]);
      expect(error.message).toMatch(message);
    }
    const managerCases = [
      { body: { bossId: maria.id, type: 'recognition' }, field: 'type' },
      { body: { bossId: maria.id, type: 'teamWins', noteId: aboutSam.id }, field: 'noteId' },
    ];
    for (const { body, field } of managerCases) {
      const error = expectError(
        await user.call(api.manageUpMoments.create, { body: body as never }),
        400,
        'validation_failed',
      );
      expect(detailFields(error), JSON.stringify(body)).toEqual([field]);
    }
    const query = expectError(
      await user.call(api.manageUpMoments.remove, {
        query: { bossId: maria.id, type: 'nope' },
      }),
      400,
      'validation_failed',
    );
    expect(detailFields(query, 'query')).toEqual(['type']);
    expect((await checkedFor(jo.id)).moments.feedbackGiven.manual).toBe(false);
  });
});

describe("another user's ids", () => {
  it('are a 404: their people on every capture route, their note in a capture of my own', async () => {
    const intruder = stack.api((await stack.signIn('captures-intruder@example.com')).token);
    const mine = expectSuccess(
      api.directReports.create,
      await intruder.call(api.directReports.create, { body: { firstName: 'Ivy', ...schedule } }),
    );
    const joNote = await captureNote({ directReportId: jo.id }, 'feedbackAsked', 'Asked Jo.');
    const responses = [
      await intruder.call(api.feedbackMoments.create, {
        body: { directReportId: jo.id, type: 'feedbackAsked', noteId: joNote.id },
      }),
      await intruder.call(api.feedbackMoments.create, {
        body: { directReportId: mine.id, type: 'feedbackAsked', noteId: joNote.id },
      }),
      await intruder.call(api.manageUpMoments.create, {
        body: { bossId: maria.id, type: 'teamWins' },
      }),
      await intruder.call(api.manageUpMoments.remove, {
        query: { bossId: maria.id, type: 'teamWins' },
      }),
    ];
    for (const response of responses) expectError(response, 404, 'not_found');
    expect((await checkedFor(jo.id)).moments.feedbackAsked.manual).toBe(false);
  });
});

describe('DynamoDB calls', () => {
  async function commandsOf<R extends AnyRoute>(
    route: R,
    options: { query?: Record<string, string>; body?: unknown },
  ): Promise<string[]> {
    const { sent } = await recorder.during(async () =>
      expectSuccess(route, await user.call(route, options as never)),
    );
    return sent;
  }

  it('a capture with its note and a removal take 2 each: one read, one write', async () => {
    const note = await captureNote(
      { directReportId: sam.id },
      'feedbackGiven',
      'Gave Sam feedback.',
    );
    const bossNote = await captureNote({ bossId: maria.id }, 'teamWins', 'Shared the launch win.');
    const calls = [
      await commandsOf(api.feedbackMoments.create, {
        body: { directReportId: sam.id, type: 'feedbackGiven', noteId: note.id },
      }),
      await commandsOf(api.feedbackMoments.remove, {
        query: { directReportId: sam.id, type: 'feedbackGiven' },
      }),
      await commandsOf(api.manageUpMoments.create, {
        body: { bossId: maria.id, type: 'teamWins', noteId: bossNote.id },
      }),
      await commandsOf(api.manageUpMoments.remove, {
        query: { bossId: maria.id, type: 'teamWins' },
      }),
    ];
    for (const sent of calls) expect(sent).toEqual(['BatchGetItemCommand', 'UpdateItemCommand']);
  });
});
