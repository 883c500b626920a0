/**
 * The first week of a new account, with a fake clock (docs/product.md#nudges): a manager signs up
 * on each day of the week, Monday to Sunday, and adds their team at once, with 1:1s on every
 * weekday at 10:00 and 16:00. Minutes later the dashboard (its '1:1s this week' counts, the lists,
 * today's nudges), the person and manage-up pages' nudges and the banners count no 1:1 from before
 * the day of sign-up and make no claim about a stretch of time the app did not see. Expectations
 * come from test-support/zoned-week.ts (date-fns + @date-fns/tz), not from the schedule module.
 */
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import type { Dashboard, Nudge } from '../../../shared/contract';
import { MEETING_DAYS, type MeetingDay } from '../../../shared/domain/constants';
import type { BANNER_NUDGE_TYPES } from '../../../shared/domain/nudge-kinds';
import { parseMeetingId } from '../../../shared/domain/schedule';
import { slotInWeekOf, wallClock } from '../../../test-support/zoned-week';
import { chooseBanner } from '../nudges/banner-nudge';
import { chooseNudges } from '../nudges/nudge-engine';
import { buildWeekFacts, type WeekFacts } from '../nudges/week-facts';
import type { PeopleItems } from '../people/people-query';
import { buildDashboard } from './dashboard';

/** Los Angeles, in the week of Monday 2 March 2026, which ends with the spring-forward Sunday. */
const ZONE = 'America/Los_Angeles';
const SIGN_UP_TIME = '14:00';
const TIMES = ['10:00', '16:00'] as const;
const MINUTE_MS = 60_000;
const NO_STATS = { feedbackGiven: 0, feedbackAsked: 0, recognition: 0 };
const STRETCH_CLAIM = /two weeks|four weeks|a month|this month/i;
const SIGN_UP_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

type ReportItem = PeopleItems['directReports'][number];
type BossItem = PeopleItems['bosses'][number];

/** The instant of `time` on `weekday` (0 Monday … 6 Sunday) of the test week, in the zone. */
function instantOn(weekday: number, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(2026, 2, 2 + weekday, hours, minutes, ZONE).getTime());
}

function report(id: string, day: MeetingDay, time: string, createdAt: string): ReportItem {
  const when = { meetingDayOfWeek: day, meetingTime: time, meetingFrequency: 'weekly' as const };
  return {
    userId: 'user_1',
    directReportId: id,
    firstName: id,
    lastName: 'Doe',
    name: `${id} Doe`,
    role: 'Engineer',
    email: `${id}@example.com`,
    ...when,
    source: 'manual',
    status: 'active',
    scheduleSegments: [{ effectiveFrom: createdAt, ...when }],
    // Filled in, so the profile nudges leave room for every other rule on their pages.
    strengths: ['Clear writing'],
    opportunities: ['Delegation'],
    goals: [],
    version: 1,
    createdAt,
    updatedAt: createdAt,
  } as ReportItem;
}

function boss(createdAt: string): BossItem {
  const when = {
    meetingDayOfWeek: 'Wednesday' as const,
    meetingTime: '09:00',
    meetingFrequency: 'weekly' as const,
  };
  return {
    userId: 'user_1',
    bossId: 'maria',
    firstName: 'Maria',
    lastName: 'Boss',
    name: 'Maria Boss',
    role: 'Director',
    email: 'maria@example.com',
    relationshipType: 'manager',
    ...when,
    source: 'manual',
    status: 'active',
    scheduleSegments: [{ effectiveFrom: createdAt, ...when }],
    priorities: [],
    version: 1,
    createdAt,
    updatedAt: createdAt,
  } as BossItem;
}

/** The team: one person per weekday and time, named after them ('Tuesday_1600'). */
function team(createdAt: string): ReportItem[] {
  return MEETING_DAYS.flatMap((day) =>
    TIMES.map((time) => report(`${day}_${time.replace(':', '')}`, day, time, createdAt)),
  );
}

/** A manager who signed up at `signUp` after adding their team and manager two minutes before. */
function factsAt(signUp: Date, now: Date, people?: Partial<PeopleItems>): WeekFacts {
  const added = new Date(signUp.getTime() - 2 * MINUTE_MS).toISOString();
  return buildWeekFacts({
    now,
    timeZone: ZONE,
    people: { bosses: [boss(added)], directReports: team(added), ...people },
    summaries: new Map(),
    profileCreatedAt: signUp.toISOString(),
  });
}

/** The local date a nudge's meeting falls on, if it names one. */
function meetingDateOf(nudge: Nudge): string | null {
  const action = nudge.action;
  if ((action.type !== 'open-prep' && action.type !== 'open-note') || !action.meetingId) {
    return null;
  }
  return parseMeetingId(action.meetingId)?.localDate ?? null;
}

/** The claims every list of nudges must not make in the first days of an account. */
function expectTruthful(nudges: Nudge[], signUpDate: string, label: string): void {
  const rules = nudges.map((nudge) => nudge.rule);
  expect(rules, label).not.toContain('ask-feedback');
  expect(rules, label).not.toContain('recognize');
  for (const nudge of nudges) {
    expect(`${nudge.title} ${nudge.content}`, label).not.toMatch(STRETCH_CLAIM);
    const date = meetingDateOf(nudge);
    if (date) expect(date >= signUpDate, `${label}: ${nudge.id}`).toBe(true);
  }
  const lines = nudges.flatMap((nudge) => [nudge.title, nudge.content]);
  expect(new Set(lines).size, label).toBe(lines.length);
}

describe.each(SIGN_UP_DAYS.map((day, index) => [day, index] as const))(
  'signing up on a %s at 14:00 with the whole team',
  (_, weekday) => {
    const signUp = instantOn(weekday, SIGN_UP_TIME);
    const now = new Date(signUp.getTime() + 5 * MINUTE_MS);
    const signUpDate = wallClock(signUp, ZONE).date;
    const facts = factsAt(signUp, now);
    const dashboard: Dashboard = buildDashboard(facts, 'user_1');
    const banner = (nudgeType: (typeof BANNER_NUDGE_TYPES)[number]) =>
      chooseBanner(facts, { stats: NO_STATS, nudgeType });
    /** The team's 1:1s of the week from the day of sign-up on, written out. */
    const expected = MEETING_DAYS.slice(weekday).flatMap((day) =>
      TIMES.map((time) => slotInWeekOf(now, ZONE, day, time)),
    );

    it('the clock is where the test says: 14:00 local on that day of that week', () => {
      expect(wallClock(signUp, ZONE)).toMatchObject({
        day: SIGN_UP_DAYS[weekday],
        time: SIGN_UP_TIME,
      });
      expect(dashboard.weekStartDate).toBe('2026-03-02');
    });

    it("'1:1s this week' counts the 1:1s from the day of sign-up on, none before it", () => {
      expect(dashboard.weeklyOneOnOnes.map((meeting) => meeting.scheduledTime)).toEqual(
        expected.map((at) => at.toISOString()),
      );
      for (const meeting of dashboard.weeklyOneOnOnes) {
        expect(meeting.localDate >= signUpDate, meeting.id).toBe(true);
      }
      // On a weekday, only that day's 10:00 1:1 is over: it happened on the day of sign-up.
      const completed = weekday <= 4 ? 1 : 0;
      expect(dashboard.weeklyProgress).toMatchObject({
        oneOnOnesCompleted: completed,
        oneOnOnesScheduled: expected.length,
        notesLogged: 0,
      });
      expect(dashboard.achievements.oneOnOnesCompleted).toBe(completed);
      // Never a full ring (and its celebration) minutes after sign-up.
      expect(completed).toBeLessThan(Math.max(expected.length, 1));
      expect(dashboard.upcomingMeetings).toHaveLength(expected.length - completed);
    });

    it("today's nudges, the person pages' and manage-up's claim nothing the app did not see", () => {
      expectTruthful(dashboard.todaysNudges, signUpDate, 'dashboard');
      for (const person of facts.directReports) {
        expectTruthful(
          chooseNudges(facts, { kind: 'directReport', id: person.id }),
          signUpDate,
          person.id,
        );
      }
      expectTruthful(chooseNudges(facts, { kind: 'boss' }), signUpDate, 'manage-up');
    });

    it('the banners agree with the dashboard: a 1:1 named is on or after the day of sign-up', () => {
      const toReflect = dashboard.weeklyOneOnOnes.filter(
        (meeting) => meeting.status === 'completed' && !meeting.hasReflection,
      );
      const toPrep = dashboard.weeklyOneOnOnes.filter(
        (meeting) => meeting.status === 'scheduled' && !meeting.hasAgenda,
      );
      const reflect = banner('add-reflections');
      const prep = banner('prep-agenda');
      const meetingOf = (shown: typeof reflect) =>
        shown?.action && 'meetingId' in shown.action ? shown.action.meetingId : null;
      expect(meetingOf(reflect)).toBe(toReflect.at(-1)?.id ?? null);
      expect(meetingOf(prep)).toBe(toPrep[0]?.id ?? null);
      for (const shown of [reflect, prep]) {
        const id = meetingOf(shown);
        if (id) expect(parseMeetingId(id)!.localDate >= signUpDate).toBe(true);
        if (shown) expect(`${shown.title} ${shown.content}`).not.toMatch(STRETCH_CLAIM);
      }
    });

    it('the dashboard carries the banner it would ask for: reflect on a 1:1 over, else onboarding', () => {
      // On a weekday today's 10:00 1:1 is over without a reflection; at the weekend the week
      // holds no 1:1 from the day of sign-up on, and the onboarding banner shows.
      const expected = weekday <= 4 ? banner('add-reflections') : banner('onboarding-feedback');
      expect(dashboard.nudgeBanner).toEqual(expected);
      expect(dashboard.nudgeBanner?.bannerType).toBe(
        weekday <= 4 ? 'add-reflections' : 'onboarding',
      );
    });
  },
);

describe('a person matched to the calendar', () => {
  it("counts this week's calendar 1:1s from before sign-up: the calendar saw them", () => {
    // Signed up on Friday 6 March at 14:00; Priya's calendar 1:1 was on Monday at 11:00.
    const signUp = instantOn(4, SIGN_UP_TIME);
    const now = new Date(signUp.getTime() + 5 * MINUTE_MS);
    const added = new Date(signUp.getTime() - 2 * MINUTE_MS).toISOString();
    const monday = instantOn(0, '11:00').toISOString();
    const priya = {
      ...report('priya', 'Monday', '11:00', added),
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.com',
    };
    const facts = factsAt(signUp, now, {
      bosses: [],
      directReports: [priya],
      calendarSync: {
        lastSyncedAt: now.toISOString(),
        windowStart: new Date(now.getTime() - 21 * 86_400_000).toISOString(),
        windowEnd: new Date(now.getTime() + 28 * 86_400_000).toISOString(),
        people: [
          {
            email: 'priya@example.com',
            firstName: 'Priya',
            lastName: 'Shah',
            events: [{ eventId: 'e1', start: monday, cancelled: false }],
            organizedByThem: false,
          },
        ],
      },
    });
    const dashboard = buildDashboard(facts, 'user_1');
    expect(dashboard.weeklyOneOnOnes.map((meeting) => meeting.scheduledTime)).toEqual([monday]);
    expect(dashboard.weeklyProgress).toMatchObject({
      oneOnOnesCompleted: 1,
      oneOnOnesScheduled: 1,
    });
  });
});
