/**
 * GET /api/dashboard over real HTTP on the local stack (docs/product.md#the-weekly-picture): the
 * shape and defaults for a new user; minutes after sign-up, with a team meeting on every weekday,
 * the week counts only the 1:1s from the day of sign-up on, and the dashboard's, the person pages'
 * and manage-up's nudges and the banners claim nothing about time before it
 * (docs/product.md#nudges); the counts after 1:1s, notes (classified by the in-process consumer, so
 * polled) and moments captured by hand; and closing a week (the rollover's function) changes no
 * number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Dashboard, type DirectReport, type Nudge } from '../../shared/contract';
import { MEETING_DAYS } from '../../shared/domain/constants';
import { dailyReflectionFor } from '../../shared/domain/daily-reflection';
import { DEFAULT_ENGAGEMENT_SUMMARY } from '../../shared/domain/nudge-kinds';
import { meetingId, parseMeetingId } from '../../shared/domain/schedule';
import { closeWeekSummary } from '../../functions/lib/week-summary/week-summary-store';
import { expectSuccess } from '../../test-support/expect-response';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { backdatePerson } from '../../test-support/seed';
import {
  expectedWeek,
  pastSlotThisWeek,
  slotInWeekOf,
  wallClock,
} from '../../test-support/zoned-week';
import { localDateIn, weekStartOf } from '../../shared/domain/week';

const LONDON = 'Europe/London';
const DAY_MS = 86_400_000;
const zeroStat = { total: 0, aiInferred: 0, manual: 0 };

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
});

async function dashboardOf(user: ApiClient): Promise<Dashboard> {
  return expectSuccess(api.dashboard.get, await user.call(api.dashboard.get));
}

/** Polls the dashboard until `check` passes (the consumer runs well within 2 s locally). */
async function eventually(user: ApiClient, check: (body: Dashboard) => void): Promise<Dashboard> {
  let last: Dashboard | undefined;
  await expect
    .poll(
      async () => {
        last = await dashboardOf(user);
        try {
          check(last);
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 3000, interval: 50 },
    )
    .toBe(true);
  check(last!);
  return last!;
}

describe('a new user', () => {
  it('gets every list empty, every count 0 and the default engagement', async () => {
    const session = await stack.signIn('dashboard-new@example.com');
    const before = new Date();
    const body = await dashboardOf(stack.api(session.token));
    const week = expectedWeek(before, 'UTC');
    expect(body).toEqual({
      weekStart: week.start.toISOString(),
      weekEnd: week.end.toISOString(),
      weekStartDate: weekStartOf(before, 'UTC'),
      timeZone: 'UTC',
      now: expect.any(String),
      upcomingMeetings: [],
      weeklyOneOnOnes: [],
      recentInsights: [],
      directReports: [],
      todaysNudges: [],
      weeklyProgress: {
        oneOnOnesCompleted: 0,
        oneOnOnesScheduled: 0,
        notesLogged: 0,
        insightsActedOn: 0,
        commitmentsKept: 0,
      },
      unmatchedMeetingsCount: 0,
      achievements: { oneOnOnesCompleted: 0, feedbackGiven: 0, coachingSessions: 0 },
      teamEngagement: { score: 0, status: 'low', summary: DEFAULT_ENGAGEMENT_SUMMARY },
      feedback: { feedbackGiven: zeroStat, feedbackAsked: zeroStat, recognition: zeroStat },
      dailyReflection: dailyReflectionFor(session.user.id, localDateIn(before, 'UTC')),
      nudgeBanner: null,
    });
  });
});

describe('a manager who signed up minutes ago, with a team meeting on every weekday', () => {
  const ZONE = 'Asia/Kolkata';
  const TIMES = ['00:00', '23:59'] as const;
  const STRETCH_CLAIM = /two weeks|four weeks|a month|this month/i;
  let user: ApiClient;
  let signUpDate: string;

  beforeAll(async () => {
    const session = await stack.signIn('dashboard-sign-up@example.com');
    user = stack.api(session.token);
    signUpDate = wallClock(new Date(), ZONE).date;
    expectSuccess(
      api.profile.update,
      await user.call(api.profile.update, {
        body: { firstName: 'Nina', preferences: { timeZone: ZONE } },
      }),
    );
    for (const day of MEETING_DAYS) {
      for (const time of TIMES) {
        expectSuccess(
          api.directReports.create,
          await user.call(api.directReports.create, {
            body: {
              firstName: `${day}${time.replace(':', '')}`,
              meetingDayOfWeek: day,
              meetingTime: time,
              meetingFrequency: 'weekly',
              strengths: ['Clear writing'],
              opportunities: ['Delegation'],
            },
          }),
        );
      }
    }
    expectSuccess(
      api.bosses.create,
      await user.call(api.bosses.create, {
        body: {
          firstName: 'Maria',
          meetingDayOfWeek: 'Monday',
          meetingTime: '00:00',
          meetingFrequency: 'weekly',
        },
      }),
    );
  });

  /** What no list may claim yet: a stretch of time, or a 1:1 from before the day of sign-up. */
  function expectTruthful(nudges: readonly Nudge[], label: string) {
    expect(
      nudges.map((nudge) => nudge.rule),
      label,
    ).not.toContain('ask-feedback');
    expect(
      nudges.map((nudge) => nudge.rule),
      label,
    ).not.toContain('recognize');
    for (const nudge of nudges) {
      expect(`${nudge.title} ${nudge.content}`, label).not.toMatch(STRETCH_CLAIM);
      const meeting =
        'meetingId' in nudge.action && nudge.action.meetingId
          ? parseMeetingId(nudge.action.meetingId)
          : null;
      if (meeting) expect(meeting.localDate >= signUpDate, nudge.id).toBe(true);
    }
    const lines = nudges.flatMap((nudge) => [nudge.title, nudge.content]);
    expect(new Set(lines).size, label).toBe(lines.length);
  }

  it("'1:1s this week' counts only the 1:1s from the day of sign-up on", async () => {
    const body = await dashboardOf(user);
    const now = new Date(body.now);
    const expected = MEETING_DAYS.flatMap((day) =>
      TIMES.map((time) => slotInWeekOf(now, ZONE, day, time)),
    )
      .filter((at) => wallClock(at, ZONE).date >= signUpDate)
      .sort((a, b) => a.getTime() - b.getTime());
    expect(body.weeklyOneOnOnes.map((meeting) => meeting.scheduledTime)).toEqual(
      expected.map((at) => at.toISOString()),
    );
    const completed = expected.filter((at) => at <= now).length;
    // At most today's 00:00 1:1, on the day of sign-up.
    expect(completed).toBeLessThanOrEqual(1);
    expect(body.weeklyProgress).toMatchObject({
      oneOnOnesCompleted: completed,
      oneOnOnesScheduled: expected.length,
    });
    expect(body.achievements.oneOnOnesCompleted).toBe(completed);
    expectTruthful(body.todaysNudges, 'dashboard');
  });

  it("the person pages' and manage-up's nudges and the banners claim nothing from before it", async () => {
    const people = expectSuccess(api.directReports.list, await user.call(api.directReports.list));
    for (const person of people) {
      const detail = expectSuccess(
        api.directReports.get,
        await user.call(api.directReports.get, { params: { id: person.id } }),
      );
      for (const meeting of detail.snapshot.thisWeek) {
        expect(meeting.localDate >= signUpDate, meeting.id).toBe(true);
      }
      expectTruthful(detail.nudges, person.firstName);
    }
    const next = expectSuccess(api.bosses.next, await user.call(api.bosses.next));
    expectTruthful(next.nudges, 'manage-up');
    for (const nudgeType of ['add-reflections', 'prep-agenda'] as const) {
      const banner = expectSuccess(
        api.feedback.bannerNudge,
        await user.call(api.feedback.bannerNudge, {
          body: { stats: { feedbackGiven: 0, feedbackAsked: 0, recognition: 0 }, nudgeType },
        }),
      );
      const id = banner?.action && 'meetingId' in banner.action ? banner.action.meetingId : null;
      if (id) expect(parseMeetingId(id)!.localDate >= signUpDate, id).toBe(true);
      if (banner) expect(`${banner.title} ${banner.content}`).not.toMatch(STRETCH_CLAIM);
    }
  });
});

describe('counts after 1:1s, notes and moments', () => {
  let user: ApiClient;
  let userId: string;
  let ann: DirectReport;
  let ben: DirectReport;
  /** Ann's 1:1 of this week, already over. */
  let annMeeting: string;

  beforeAll(async () => {
    const session = await stack.signIn('dashboard-counts@example.com');
    user = stack.api(session.token);
    userId = session.user.id;
    expectSuccess(
      api.profile.update,
      await user.call(api.profile.update, { body: { preferences: { timeZone: LONDON } } }),
    );
    const past = pastSlotThisWeek(new Date(), LONDON);
    ann = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Ann',
          meetingDayOfWeek: past.day,
          meetingTime: past.time,
          meetingFrequency: 'weekly',
        },
      }),
    );
    await backdatePerson('directReport', userId, ann.id, new Date(Date.now() - 28 * DAY_MS));
    ben = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Ben',
          meetingDayOfWeek: 'Friday',
          meetingTime: '23:30',
          meetingFrequency: 'weekly',
        },
      }),
    );
    // Tracked for four weeks too, so Ben is in touch whatever day it is (his Friday 1:1 of this
    // week, or of last week at the weekend).
    await backdatePerson('directReport', userId, ben.id, new Date(Date.now() - 28 * DAY_MS));
    const annDate = wallClock(slotInWeekOf(new Date(), LONDON, past.day, past.time), LONDON).date;
    annMeeting = meetingId('directReport', ann.id, annDate);
  });

  it("lists this week's 1:1s with their status and both people with an empty dot row", async () => {
    const body = await dashboardOf(user);
    expect(body.timeZone).toBe(LONDON);
    expect(body.directReports.map((row) => row.id)).toEqual([ann.id, ben.id]);
    for (const row of body.directReports) {
      expect(row).toMatchObject({
        feedbackGiven: false,
        feedbackAsked: false,
        recognition: false,
        aiInferred: { feedbackGiven: 0, feedbackAsked: 0, recognition: 0 },
        notesThisWeek: 0,
      });
    }
    const annWeek = body.weeklyOneOnOnes.find((meeting) => meeting.id === annMeeting);
    expect(annWeek).toMatchObject({ status: 'completed', hasAgenda: false, hasReflection: false });
    const done = body.weeklyOneOnOnes.filter((meeting) => meeting.status === 'completed');
    expect(body.weeklyProgress).toMatchObject({
      oneOnOnesScheduled: body.weeklyOneOnOnes.length,
      oneOnOnesCompleted: done.length,
      notesLogged: 0,
    });
    expect(body.upcomingMeetings).toEqual(
      body.weeklyOneOnOnes.filter((meeting) => meeting.status === 'scheduled'),
    );
    // Ann's 1:1 is over and has no reflection: today's nudges say so, with the note to open.
    expect(body.todaysNudges.length).toBeGreaterThan(0);
    expect(body.todaysNudges.length).toBeLessThanOrEqual(3);
    expect(body.todaysNudges).toContainEqual(
      expect.objectContaining({
        rule: 'add-reflections',
        directReportId: ann.id,
        action: { type: 'open-note', meetingId: annMeeting, directReportId: ann.id, bossId: null },
      }),
    );
  });

  it('counts an inferred moment and the note, a moment by hand at once, then a reflection and a deletion', async () => {
    const note = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, {
        body: { content: 'Gave Ann feedback on how she ran the retro', directReportId: ann.id },
      }),
    );
    let body = await eventually(user, (current) => {
      expect(current.directReports[0]).toMatchObject({
        feedbackGiven: true,
        aiInferred: { feedbackGiven: 1, feedbackAsked: 0, recognition: 0 },
        notesThisWeek: 1,
      });
    });
    expect(body.weeklyProgress.notesLogged).toBe(1);
    expect(body.feedback.feedbackGiven).toEqual({ total: 1, aiInferred: 1, manual: 0 });
    expect(body.achievements.feedbackGiven).toBe(1);
    expect(body.recentInsights[0]).toMatchObject({
      type: 'feedbackGiven',
      source: 'inferred',
      directReportId: ann.id,
      noteId: note.id,
      text: 'Feedback given to Ann',
    });

    // By hand: read back at once, no consumer involved.
    expectSuccess(
      api.feedbackMoments.create,
      await user.call(api.feedbackMoments.create, {
        body: { directReportId: ben.id, type: 'recognition' },
      }),
    );
    body = await dashboardOf(user);
    expect(body.directReports[1]).toMatchObject({
      recognition: true,
      aiInferred: { recognition: 0 },
    });
    expect(body.feedback.recognition).toEqual({ total: 1, aiInferred: 0, manual: 1 });
    expect(body.weeklyProgress.insightsActedOn).toBe(2);
    expect(body.recentInsights.map((insight) => insight.type).sort()).toEqual([
      'feedbackGiven',
      'recognition',
    ]);

    // A reflection on Ann's 1:1 of this week: a coaching session, and a note of the week.
    expectSuccess(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: {
          meetingId: annMeeting,
          directReportId: ann.id,
          reflectionContent: 'Roadmap review. Next steps agreed.',
        },
      }),
    );
    body = await eventually(user, (current) => {
      expect(current.weeklyOneOnOnes.find((meeting) => meeting.id === annMeeting)).toMatchObject({
        hasReflection: true,
      });
      expect(current.achievements.coachingSessions).toBe(1);
      expect(current.weeklyProgress.notesLogged).toBe(2);
    });
    expect(body.todaysNudges.map((nudge) => nudge.id)).not.toContain(
      `add-reflections:${annMeeting}`,
    );

    // Deleting the general note takes its note and its moment away.
    expectSuccess(api.notes.remove, await user.call(api.notes.remove, { params: { id: note.id } }));
    body = await eventually(user, (current) => {
      expect(current.directReports[0]).toMatchObject({ feedbackGiven: false, notesThisWeek: 1 });
      expect(current.weeklyProgress.notesLogged).toBe(1);
    });
    expect(body.weeklyProgress.insightsActedOn).toBe(body.recentInsights.length);
    // Both in touch (1:1s this week); one of two with a note; one of two with a moment:
    // 40 + 15 + 15 (team-engagement.ts).
    expect(body.teamEngagement).toMatchObject({ score: 70, status: 'high' });
  });

  it('closing a week (the rollover) is idempotent and changes no number', async () => {
    const before = await dashboardOf(user);
    const first = await closeWeekSummary(userId, before.weekStartDate, before.timeZone);
    const second = await closeWeekSummary(userId, before.weekStartDate, before.timeZone);
    expect(second).toEqual(first);
    expect(first.totals.notes).toBe(1);
    const after = await dashboardOf(user);
    expect({ ...after, now: before.now }).toEqual(before);
  });
});
