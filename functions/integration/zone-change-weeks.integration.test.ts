/**
 * Weeks follow the zone when read (docs/data.md#week-summaries), over real HTTP
 * on the local stack: a note about a direct report (with the recognition inferred from it), a
 * note about the manager, and moments captured by hand, all written at an instant that is already
 * Monday in Kolkata but still Sunday in Los Angeles, count in the week of the zone the profile
 * holds when they are read — after a switch from Kolkata to Los Angeles, and the reverse — on the
 * dashboard (notes, the feedback panel's counts and dots, insights), the banner, the feedback
 * stats and dot row, a person's counts, checked-for-person and manage-up's week; another week
 * holds none of them. An edit after the switch still counts once, and a capture by hand is undone
 * in the new zone's week.
 *
 * The local stack runs in this process, so the test's clock is the server's: only `Date` is faked
 * (vitest), starting at that instant and moving on with real time.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  type Boss,
  type Dashboard,
  type DirectReport,
  type Note,
} from '../../shared/contract';
import { expectSuccess } from '../../test-support/expect-response';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectedWeek, wallClock } from '../../test-support/zoned-week';

const KOLKATA = 'Asia/Kolkata';
const LOS_ANGELES = 'America/Los_Angeles';
/** Monday 2 March 2026, 02:00 in Kolkata; Sunday 1 March, 12:30, in Los Angeles. */
const EDGE = new Date('2026-03-01T20:30:00.000Z');
const NO_STATS = { feedbackGiven: 0, feedbackAsked: 0, recognition: 0 };
const schedule = { meetingDayOfWeek: 'Friday', meetingTime: '10:00', meetingFrequency: 'weekly' };

/** The Monday 'YYYY-MM-DD' of `EDGE`'s week in the zone (date-fns, apart from the server's rules). */
const weekAtEdge = (timeZone: string) =>
  wallClock(expectedWeek(EDGE, timeZone).start, timeZone).date;

let stack: LocalStack;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: EDGE });
  stack = await startLocalStack({ runScheduledJobs: false });
});

afterAll(async () => {
  await stack?.close();
  vi.useRealTimers();
});

interface Written {
  user: ApiClient;
  sam: DirectReport;
  maria: Boss;
  samNote: Note;
}

async function setZone(user: ApiClient, timeZone: string): Promise<void> {
  expectSuccess(
    api.profile.update,
    await user.call(api.profile.update, { body: { preferences: { timeZone } } }),
  );
}

const dashboardOf = async (user: ApiClient): Promise<Dashboard> =>
  expectSuccess(api.dashboard.get, await user.call(api.dashboard.get));

const checkedFor = async (user: ApiClient, sam: DirectReport) =>
  expectSuccess(
    api.feedback.checkedForPerson,
    await user.call(api.feedback.checkedForPerson, { query: { directReportId: sam.id } }),
  );

const manageUpOf = async (user: ApiClient, maria: Boss, weekStart: string) =>
  expectSuccess(
    api.manageUp.current,
    await user.call(api.manageUp.current, { query: { bossId: maria.id, weekStart } }),
  );

/**
 * Signs up in `timeZone` and, at the edge instant, writes a note about Sam (recognition inferred),
 * one about Maria (priorities aligned, a proactive update), and captures feedback given to Sam and
 * a team win with Maria by hand; waits for the notes' classification.
 */
async function writeAtEdge(email: string, timeZone: string): Promise<Written> {
  const session = await stack.signIn(email);
  const user = stack.api(session.token);
  await setZone(user, timeZone);
  const sam = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body: { firstName: 'Sam', ...schedule } }),
  );
  const maria = expectSuccess(
    api.bosses.create,
    await user.call(api.bosses.create, { body: { firstName: 'Maria', ...schedule } }),
  );
  const samNote = expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, {
      body: { content: 'Thanked Sam for the launch.', directReportId: sam.id },
    }),
  );
  expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, {
      body: {
        content: 'We aligned on priorities for Q3. Sent her a summary afterwards.',
        bossId: maria.id,
      },
    }),
  );
  expectSuccess(
    api.feedbackMoments.create,
    await user.call(api.feedbackMoments.create, {
      body: { directReportId: sam.id, type: 'feedbackGiven' },
    }),
  );
  expectSuccess(
    api.manageUpMoments.create,
    await user.call(api.manageUpMoments.create, { body: { bossId: maria.id, type: 'teamWins' } }),
  );
  // The consumer classifies both notes within 2 s.
  await expect
    .poll(async () => (await checkedFor(user, sam)).recognition, { timeout: 3000, interval: 50 })
    .toBe(true);
  await expect
    .poll(async () => (await manageUpOf(user, maria, weekAtEdge(timeZone))).prioritiesAligned, {
      timeout: 3000,
      interval: 50,
    })
    .toBe(true);
  return { user, sam, maria, samNote };
}

/** Every read of the week places the notes and moments in `weekStart`, and none in `otherWeek`. */
async function expectTheWeekHoldsThem(
  { user, sam, maria, samNote }: Written,
  weekStart: string,
  otherWeek: string,
): Promise<void> {
  const dashboard = await dashboardOf(user);
  expect(dashboard.weekStartDate).toBe(weekStart);
  expect(dashboard.weeklyProgress.notesLogged).toBe(1);
  expect(dashboard.directReports).toEqual([
    expect.objectContaining({
      id: sam.id,
      notesThisWeek: 1,
      feedbackGiven: true,
      feedbackAsked: false,
      recognition: true,
      aiInferred: { feedbackGiven: 0, feedbackAsked: 0, recognition: 1 },
    }),
  ]);
  const panel = {
    feedbackGiven: { total: 1, aiInferred: 0, manual: 1 },
    feedbackAsked: { total: 0, aiInferred: 0, manual: 0 },
    recognition: { total: 1, aiInferred: 1, manual: 0 },
  };
  expect(dashboard.feedback).toEqual(panel);
  expect(dashboard.recentInsights.map((insight) => insight.text).sort()).toEqual([
    'Aligned on priorities with Maria',
    'Feedback given to Sam',
    'Gave Maria a proactive update',
    'Recognition for Sam',
    'Shared a team win with Maria',
  ]);

  // The server knows of a feedback moment this week: no onboarding banner.
  expect(
    expectSuccess(
      api.feedback.bannerNudge,
      await user.call(api.feedback.bannerNudge, {
        body: { stats: NO_STATS, nudgeType: 'onboarding-feedback' },
      }),
    ),
  ).toBeNull();

  expect(expectSuccess(api.feedback.stats, await user.call(api.feedback.stats))).toEqual({
    weekStart,
    ...panel,
  });
  expect(expectSuccess(api.feedback.breakdown, await user.call(api.feedback.breakdown))).toEqual([
    {
      directReportId: sam.id,
      feedbackGiven: true,
      feedbackAsked: false,
      recognition: true,
      aiInferred: { feedbackGiven: 0, feedbackAsked: 0, recognition: 1 },
    },
  ]);
  expect(
    expectSuccess(
      api.feedback.byDirectReport,
      await user.call(api.feedback.byDirectReport, { params: { id: sam.id } }),
    ),
  ).toMatchObject({ feedbackGiven: 1, feedbackAsked: 0, recognition: 1 });

  const checked = await checkedFor(user, sam);
  expect(checked).toMatchObject({ feedbackGiven: true, feedbackAsked: false, recognition: true });
  expect(checked.moments.feedbackGiven).toEqual({ manual: true, inferred: [] });
  expect(checked.moments.recognition).toEqual({
    manual: false,
    inferred: [
      {
        noteId: samNote.id,
        sentence: 'Thanked Sam for the launch.',
        occurredAt: expect.any(String),
      },
    ],
  });

  const current = await manageUpOf(user, maria, weekStart);
  expect(current).toMatchObject({
    teamWins: true,
    prioritiesAligned: true,
    proactiveUpdates: true,
  });
  expect(current.moments.teamWins).toEqual({ manual: true, inferred: [] });
  expect(current.moments.prioritiesAligned.inferred).toHaveLength(1);
  expect(
    expectSuccess(
      api.manageUp.aiInferred,
      await user.call(api.manageUp.aiInferred, { query: { bossId: maria.id, weekStart } }),
    ),
  ).toEqual({ aiInferred: { teamWins: 0, prioritiesAligned: 1, proactiveUpdates: 1 } });

  // The week next to it holds none of them.
  expect(await manageUpOf(user, maria, otherWeek)).toMatchObject({
    teamWins: false,
    prioritiesAligned: false,
    proactiveUpdates: false,
  });
  expect(
    expectSuccess(
      api.manageUp.aiInferred,
      await user.call(api.manageUp.aiInferred, {
        query: { bossId: maria.id, weekStart: otherWeek },
      }),
    ),
  ).toEqual({ aiInferred: { teamWins: 0, prioritiesAligned: 0, proactiveUpdates: 0 } });
}

describe('the instant of the test', () => {
  it('is Monday 2 March in Kolkata and still the week of 23 February in Los Angeles', () => {
    expect(weekAtEdge(KOLKATA)).toBe('2026-03-02');
    expect(weekAtEdge(LOS_ANGELES)).toBe('2026-02-23');
    expect(wallClock(new Date(), LOS_ANGELES).day).toBe('Sunday');
    expect(wallClock(new Date(), KOLKATA).day).toBe('Monday');
  });
});

describe('written in Kolkata on Monday', () => {
  let written: Written;

  it("count in Kolkata's new week", async () => {
    written = await writeAtEdge('zone-kolkata@example.com', KOLKATA);
    await expectTheWeekHoldsThem(written, weekAtEdge(KOLKATA), weekAtEdge(LOS_ANGELES));
  });

  it("count in Los Angeles's week, where it is still Sunday, once the zone is switched", async () => {
    await setZone(written.user, LOS_ANGELES);
    await expectTheWeekHoldsThem(written, weekAtEdge(LOS_ANGELES), weekAtEdge(KOLKATA));
  });

  it('still count once after an edit in the new zone, and again in Kolkata when switched back', async () => {
    const { user, samNote } = written;
    const edited = expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: samNote.id },
        body: { content: 'Thanked Sam for the launch. Great demo.', version: samNote.version },
      }),
    );
    // The consumer records the edit (the insight's time is the note's last save).
    await expect
      .poll(
        async () =>
          (await dashboardOf(user)).recentInsights.find((insight) => insight.noteId === samNote.id)
            ?.occurredAt,
        { timeout: 3000, interval: 50 },
      )
      .toBe(edited.updatedAt);
    const sentence = 'Thanked Sam for the launch.';
    const afterEdit = { ...written, samNote: { ...samNote, content: `${sentence} Great demo.` } };
    await expectTheWeekHoldsThem(afterEdit, weekAtEdge(LOS_ANGELES), weekAtEdge(KOLKATA));
    await setZone(user, KOLKATA);
    await expectTheWeekHoldsThem(afterEdit, weekAtEdge(KOLKATA), weekAtEdge(LOS_ANGELES));
  });
});

describe('written in Los Angeles on Sunday', () => {
  let written: Written;

  it("count in Los Angeles's week", async () => {
    written = await writeAtEdge('zone-los-angeles@example.com', LOS_ANGELES);
    await expectTheWeekHoldsThem(written, weekAtEdge(LOS_ANGELES), weekAtEdge(KOLKATA));
  });

  it("count in Kolkata's new week once the zone is switched", async () => {
    await setZone(written.user, KOLKATA);
    await expectTheWeekHoldsThem(written, weekAtEdge(KOLKATA), weekAtEdge(LOS_ANGELES));
  });

  it("are undone by hand in the new zone's week, once", async () => {
    const { user, sam, maria } = written;
    const removed = expectSuccess(
      api.feedbackMoments.remove,
      await user.call(api.feedbackMoments.remove, {
        query: { directReportId: sam.id, type: 'feedbackGiven' },
      }),
    );
    expect(removed).toMatchObject({ weekStart: weekAtEdge(KOLKATA), noteId: null });
    expect((await checkedFor(user, sam)).feedbackGiven).toBe(false);
    expect((await dashboardOf(user)).feedback.feedbackGiven).toEqual({
      total: 0,
      aiInferred: 0,
      manual: 0,
    });
    const nothingLeft = await user.call(api.feedbackMoments.remove, {
      query: { directReportId: sam.id, type: 'feedbackGiven' },
    });
    expect(nothingLeft.status).toBe(404);

    // The weekly flags clear the team win captured by hand, in the week it now counts in.
    expectSuccess(
      api.manageUp.setCurrent,
      await user.call(api.manageUp.setCurrent, {
        query: { bossId: maria.id, weekStart: weekAtEdge(KOLKATA) },
        body: { teamWins: false, prioritiesAligned: false, proactiveUpdates: false },
      }),
    );
    const current = await manageUpOf(user, maria, weekAtEdge(KOLKATA));
    expect(current.moments.teamWins).toEqual({ manual: false, inferred: [] });
    // Inferred from the note: the flags by hand do not take it away.
    expect(current.prioritiesAligned).toBe(true);
  });
});
