/**
 * Moments inferred from notes and read back (docs/product.md#moments-inferred-from-notes,
 * #where-the-moments-show), over real HTTP on the local stack with no AI key: a saved note is
 * classified by the consumer the in-process bus runs, within 2 s; an edit replaces the note's
 * moments, a delete removes them; a meeting's reflection counts in the meeting's week; the
 * manager's notes feed manage-up; the reads tell how each moment came about (by hand, and the
 * note's sentence, capped, which a retired moment no longer keeps); every moments read and write by
 * hand takes at most 2 DynamoDB calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type AnyRoute, type Boss, type DirectReport } from '../../shared/contract';
import { meetingId } from '../../shared/domain/schedule';
import { MOMENT_SENTENCE_MAX_CHARS } from '../../shared/domain/moments';
import { entities } from '../lib/data/entities';
import { expectSuccess } from '../../test-support/expect-response';
import { recordDynamoCommands, type DynamoRecorder } from '../../test-support/dynamodb-recorder';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { mondayOf } from '../../shared/domain/week';

let stack: LocalStack;
let user: ApiClient;
let userId: string;
let jo: DirectReport;
let boss: Boss;
let recorder: DynamoRecorder;

const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '09:00', meetingFrequency: 'weekly' };

beforeAll(async () => {
  stack = await startLocalStack();
  recorder = recordDynamoCommands();
  const signedIn = await stack.signIn('moments@example.com');
  user = stack.api(signedIn.token);
  userId = signedIn.user.id;
  jo = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body: { firstName: 'Jo', ...schedule } }),
  );
  boss = expectSuccess(
    api.bosses.create,
    await user.call(api.bosses.create, { body: { firstName: 'Maria', ...schedule } }),
  );
});

afterAll(async () => {
  recorder?.remove();
  await stack?.close();
});

const checkedFor = async (directReportId: string) =>
  expectSuccess(
    api.feedback.checkedForPerson,
    await user.call(api.feedback.checkedForPerson, { query: { directReportId } }),
  );

/** Jo's flags this week (without how they came about). */
const checked = async () => {
  const { feedbackGiven, feedbackAsked, recognition } = await checkedFor(jo.id);
  return { feedbackGiven, feedbackAsked, recognition };
};

/** Polls until `read` answers `expected`, failing after 2 s (the bound). */
async function within2s<T>(read: () => Promise<T>, expected: T): Promise<void> {
  await expect.poll(read, { timeout: 2000, interval: 50 }).toEqual(expected);
}

describe('moments inferred from notes', () => {
  it("a feedback note shows within 2 s, a plan doesn't, and an edit takes it back", async () => {
    const note = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, {
        body: { content: 'Gave Jo feedback on how she ran the retro', directReportId: jo.id },
      }),
    );
    await within2s(checked, { feedbackGiven: true, feedbackAsked: false, recognition: false });

    expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, {
        body: { content: 'Need to thank Jo for the launch', directReportId: jo.id },
      }),
    );
    // Give the consumer time to have run, then check nothing was inferred.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await checked()).recognition).toBe(false);

    expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: note.id },
        body: { content: 'Planned the retro with Jo' },
      }),
    );
    await within2s(checked, { feedbackGiven: false, feedbackAsked: false, recognition: false });

    // Edited back: counted once, not twice.
    expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: note.id },
        body: { content: 'Gave Jo feedback on the retro. Also gave her feedback on the deck.' },
      }),
    );
    await within2s(
      async () =>
        (await user.call(api.feedback.byDirectReport, { params: { id: jo.id } })).body as {
          feedbackGiven: number;
        },
      expect.objectContaining({ feedbackGiven: 1 }) as never,
    );

    expectSuccess(api.notes.remove, await user.call(api.notes.remove, { params: { id: note.id } }));
    await within2s(checked, { feedbackGiven: false, feedbackAsked: false, recognition: false });
    // The only note with feedback is gone: no latest feedback remains.
    await within2s(
      async () =>
        expectSuccess(
          api.feedback.byDirectReport,
          await user.call(api.feedback.byDirectReport, { params: { id: jo.id } }),
        ).latestGivenAt,
      null,
    );
  });

  it("a meeting's reflection counts in the meeting's week; the manager's notes feed manage-up", async () => {
    const monday = mondayOf(new Date().toISOString().slice(0, 10));
    const meeting = meetingId('directReport', jo.id, monday);
    expectSuccess(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: {
          meetingId: meeting,
          directReportId: jo.id,
          reflectionContent: 'Thanked her for covering on-call and asked her how I can help.',
        },
      }),
    );
    expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, {
        body: {
          content: 'We aligned on priorities for Q3. Sent her a summary afterwards.',
          bossId: boss.id,
        },
      }),
    );
    const query = { weekStart: monday, bossId: boss.id };
    await within2s(
      async () => {
        const { moments: _, ...flags } = expectSuccess(
          api.manageUp.current,
          await user.call(api.manageUp.current, { query }),
        );
        return flags;
      },
      { teamWins: false, prioritiesAligned: true, proactiveUpdates: true, feedbackAsked: true },
    );
    expect(
      expectSuccess(api.manageUp.aiInferred, await user.call(api.manageUp.aiInferred, { query })),
    ).toEqual({ aiInferred: { teamWins: 0, prioritiesAligned: 1, proactiveUpdates: 1 } });
  });

  it('a weekStart that is not a Monday is a 400', async () => {
    const response = await user.call(api.manageUp.current, {
      query: { weekStart: '2026-01-06', bossId: boss.id },
    });
    expect(response.status).toBe(400);
  });
});

describe('how a moment came about', () => {
  it('an inferred moment carries its sentence and note; a hand capture is marked apart', async () => {
    const sam = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, { body: { firstName: 'Sam', ...schedule } }),
    );
    const note = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, {
        body: {
          content:
            'Planned the offsite.\n- Gave Sam feedback on how she ran the retro\n- Ask about the deck',
          directReportId: sam.id,
        },
      }),
    );
    await within2s(async () => (await checkedFor(sam.id)).feedbackGiven, true);
    expectSuccess(
      api.feedbackMoments.create,
      await user.call(api.feedbackMoments.create, {
        body: { directReportId: sam.id, type: 'feedbackGiven' },
      }),
    );
    expectSuccess(
      api.feedbackMoments.create,
      await user.call(api.feedbackMoments.create, {
        body: { directReportId: sam.id, type: 'recognition' },
      }),
    );
    const read = await checkedFor(sam.id);
    expect(read).toMatchObject({ feedbackGiven: true, feedbackAsked: false, recognition: true });
    expect(read.moments).toEqual({
      feedbackGiven: {
        manual: true,
        inferred: [
          {
            noteId: note.id,
            sentence: 'Gave Sam feedback on how she ran the retro',
            occurredAt: expect.any(String) as string,
          },
        ],
      },
      feedbackAsked: { manual: false, inferred: [] },
      recognition: { manual: true, inferred: [] },
    });
  });

  it('keeps a long sentence capped, replaces it on an edit, and keeps no text once retired', async () => {
    const kim = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, { body: { firstName: 'Kim', ...schedule } }),
    );
    const long = `Thanked Kim for ${'the careful, patient and thorough work on the migration '.repeat(8)}`;
    const note = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, { body: { content: long, directReportId: kim.id } }),
    );
    const sentenceOf = async () =>
      (await checkedFor(kim.id)).moments.recognition.inferred[0]?.sentence ?? null;
    await expect.poll(sentenceOf, { timeout: 2000, interval: 50 }).not.toBeNull();
    const capped = (await sentenceOf())!;
    expect(capped.length).toBeLessThanOrEqual(MOMENT_SENTENCE_MAX_CHARS);
    expect(capped.length).toBeGreaterThan(MOMENT_SENTENCE_MAX_CHARS - 10);
    expect(capped.startsWith('Thanked Kim for the careful')).toBe(true);
    expect(capped.endsWith('…')).toBe(true);

    expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: note.id },
        body: { content: 'Kickoff went fine. Praised Kim for the demo.' },
      }),
    );
    await within2s(sentenceOf, 'Praised Kim for the demo.');

    expectSuccess(api.notes.remove, await user.call(api.notes.remove, { params: { id: note.id } }));
    await within2s(async () => (await checkedFor(kim.id)).moments.recognition.inferred, []);
    // The retired moment (a tombstone) keeps no text of the deleted note.
    const { data } = await entities()
      .moment.query.byUser({ userId, weekStart: mondayOf(new Date().toISOString().slice(0, 10)) })
      .go({ pages: 'all' });
    const kimsMoments = data.filter((item) => item.personKey === `dr#${kim.id}`);
    expect(kimsMoments.length).toBeGreaterThan(0);
    expect(kimsMoments.every((item) => !item.active && item.sentence === undefined)).toBe(true);
  });

  it("manage-up's current week tells inferred from set by hand, with the note's sentence", async () => {
    const monday = mondayOf(new Date().toISOString().slice(0, 10));
    const query = { weekStart: monday, bossId: boss.id };
    expectSuccess(
      api.manageUp.setCurrent,
      await user.call(api.manageUp.setCurrent, {
        query,
        body: { teamWins: true, prioritiesAligned: false, proactiveUpdates: false },
      }),
    );
    const current = expectSuccess(
      api.manageUp.current,
      await user.call(api.manageUp.current, { query }),
    );
    expect(current.moments.teamWins).toEqual({ manual: true, inferred: [] });
    expect(current.moments.prioritiesAligned).toMatchObject({
      manual: false,
      inferred: [{ sentence: 'We aligned on priorities for Q3.' }],
    });
    expect(current.moments.proactiveUpdates).toMatchObject({
      manual: false,
      inferred: [{ sentence: 'Sent her a summary afterwards.' }],
    });
  });
});

describe('DynamoDB calls', () => {
  async function commandsOf<R extends AnyRoute>(
    route: R,
    options: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown },
  ): Promise<string[]> {
    const { sent } = await recorder.during(async () =>
      expectSuccess(route, await user.call(route, options)),
    );
    return sent;
  }

  it('every moments read and write by hand takes at most 2, and none is a Scan', async () => {
    const weekStart = mondayOf(new Date().toISOString().slice(0, 10));
    const manageUp = { weekStart, bossId: boss.id };
    const calls = {
      checkedForPerson: await commandsOf(api.feedback.checkedForPerson, {
        query: { directReportId: jo.id },
      }),
      byDirectReport: await commandsOf(api.feedback.byDirectReport, { params: { id: jo.id } }),
      stats: await commandsOf(api.feedback.stats, {}),
      breakdown: await commandsOf(api.feedback.breakdown, {}),
      capture: await commandsOf(api.feedbackMoments.create, {
        body: { directReportId: jo.id, type: 'recognition' },
      }),
      remove: await commandsOf(api.feedbackMoments.remove, {
        query: { directReportId: jo.id, type: 'recognition' },
      }),
      current: await commandsOf(api.manageUp.current, { query: manageUp }),
      setCurrent: await commandsOf(api.manageUp.setCurrent, {
        query: manageUp,
        body: { teamWins: true, prioritiesAligned: true, proactiveUpdates: false },
      }),
      aiInferred: await commandsOf(api.manageUp.aiInferred, { query: manageUp }),
    };
    // A write by hand is one UpdateItem of the week's summary (the dashboard's aggregate too).
    const byHand = new Set(['capture', 'remove', 'setCurrent']);
    for (const [name, sent] of Object.entries(calls)) {
      expect(sent.length, `${name}: ${sent.join(', ')}`).toBeGreaterThan(0);
      expect(sent.length, `${name}: ${sent.join(', ')}`).toBeLessThanOrEqual(2);
      if (byHand.has(name)) {
        expect(
          sent.filter((command) => command === 'UpdateItemCommand'),
          name,
        ).toHaveLength(1);
      }
    }
    expect(recorder.all).not.toContain('ScanCommand');
  });
});

describe("another user's ids", () => {
  it('are a 404 on every moments route that names a person, and nothing is written', async () => {
    const intruder = stack.api((await stack.signIn('moments-intruder@example.com')).token);
    const weekStart = mondayOf(new Date().toISOString().slice(0, 10));
    const manageUp = { weekStart, bossId: boss.id };
    const responses = [
      await intruder.call(api.feedback.checkedForPerson, { query: { directReportId: jo.id } }),
      await intruder.call(api.feedback.byDirectReport, { params: { id: jo.id } }),
      await intruder.call(api.feedbackMoments.create, {
        body: { directReportId: jo.id, type: 'recognition' },
      }),
      await intruder.call(api.feedbackMoments.remove, {
        query: { directReportId: jo.id, type: 'recognition' },
      }),
      await intruder.call(api.manageUp.current, { query: manageUp }),
      await intruder.call(api.manageUp.setCurrent, {
        query: manageUp,
        body: { teamWins: true, prioritiesAligned: true, proactiveUpdates: true },
      }),
      await intruder.call(api.manageUp.aiInferred, { query: manageUp }),
    ];
    expect(responses.map((response) => response.status)).toEqual(Array(7).fill(404));
    expect(
      expectSuccess(api.feedback.breakdown, await intruder.call(api.feedback.breakdown)),
    ).toEqual([]);
  });
});
