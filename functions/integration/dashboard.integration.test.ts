/**
 * GET /api/dashboard over real HTTP on the local stack (issue 9 item 1): the shape and defaults
 * for a new user; the counts after 1:1s, notes (classified by the in-process consumer, so polled)
 * and moments captured by hand; and closing a week (the rollover's function) changes no number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Dashboard, type DirectReport } from '../../shared/contract';
import { dailyReflectionFor } from '../../shared/domain/daily-reflection';
import { DEFAULT_ENGAGEMENT_SUMMARY } from '../../shared/domain/nudge-kinds';
import { localDateIn, weekStartOf } from '../../shared/domain/moments';
import { meetingId } from '../../shared/domain/schedule';
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
      },
      unmatchedMeetingsCount: 0,
      achievements: { oneOnOnesCompleted: 0, feedbackGiven: 0, coachingSessions: 0 },
      teamEngagement: { score: 0, status: 'low', summary: DEFAULT_ENGAGEMENT_SUMMARY },
      feedback: { feedbackGiven: zeroStat, feedbackAsked: zeroStat, recognition: zeroStat },
      dailyReflection: dailyReflectionFor(session.user.id, localDateIn(before, 'UTC')),
    });
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
    const first = await closeWeekSummary(userId, before.weekStartDate);
    const second = await closeWeekSummary(userId, before.weekStartDate);
    expect(second).toEqual(first);
    expect(first.totals.notes).toBe(1);
    const after = await dashboardOf(user);
    expect({ ...after, now: before.now }).toEqual(before);
  });
});
