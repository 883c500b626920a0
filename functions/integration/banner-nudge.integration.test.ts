/**
 * The nudge banner and its dismissal over real HTTP (docs/product.md#entities 'Nudge banner',
 * #states-and-transitions 'Dashboard nudge banner', #calls; docs/product.md#nudges): the onboarding
 * banner while the week has no feedback moment, none once there is one (sent by the page or known
 * to the server), none after a dismissal for the rest of that week only; the prep-agenda and
 * add-reflections banners name a 1:1 and carry its action; `GET /api/dashboard` carries the banner
 * the page would ask for (`nudgeBanner`); bad input is a 400 validation_failed naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BannerNudge, type Dashboard } from '../../shared/contract';
import type { BANNER_NUDGE_TYPES } from '../../shared/domain/nudge-kinds';
import { meetingId } from '../../shared/domain/schedule';
import { expectError, expectSuccess } from '../../test-support/expect-response';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { backdatePerson } from '../../test-support/seed';
import {
  localWeekday,
  meetingDay,
  pastSlotThisWeek,
  slotInWeekOf,
  wallClock,
} from '../../test-support/zoned-week';

const ZONE = 'UTC';
const NO_STATS = { feedbackGiven: 0, feedbackAsked: 0, recognition: 0 };
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
});

async function signIn(email: string): Promise<{ user: ApiClient; userId: string }> {
  const session = await stack.signIn(email);
  return { user: stack.api(session.token), userId: session.user.id };
}

async function banner(
  user: ApiClient,
  nudgeType: (typeof BANNER_NUDGE_TYPES)[number],
  stats = NO_STATS,
): Promise<BannerNudge | null> {
  return expectSuccess(
    api.feedback.bannerNudge,
    await user.call(api.feedback.bannerNudge, { body: { stats, nudgeType } }),
  );
}

async function weekStartDate(user: ApiClient): Promise<string> {
  const body: Dashboard = expectSuccess(api.dashboard.get, await user.call(api.dashboard.get));
  return body.weekStartDate;
}

describe('the onboarding banner', () => {
  it('shows while the week has no feedback moment, and goes once the page has one', async () => {
    const { user } = await signIn('banner-onboarding@example.com');
    const week = await weekStartDate(user);
    const shown = await banner(user, 'onboarding-feedback');
    expect(shown).toEqual({
      id: `banner-onboarding-${week}`,
      type: 'banner',
      bannerType: 'onboarding',
      title: expect.any(String),
      content: expect.any(String),
      emoji: expect.any(String),
      action: null,
    });
    expect(shown!.title.length).toBeGreaterThan(0);
    expect(await banner(user, 'onboarding-feedback', { ...NO_STATS, recognition: 1 })).toBeNull();
    expect(await banner(user, 'onboarding-feedback', { ...NO_STATS, feedbackAsked: 2 })).toBeNull();
  });

  it('goes once the server knows of a moment this week, even when the page sends none', async () => {
    const { user } = await signIn('banner-moment@example.com');
    const person = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: { firstName: 'Lea', source: 'detected' },
      }),
    );
    expect(await banner(user, 'onboarding-feedback')).not.toBeNull();
    expectSuccess(
      api.feedbackMoments.create,
      await user.call(api.feedbackMoments.create, {
        body: { directReportId: person.id, type: 'feedbackGiven' },
      }),
    );
    expect(await banner(user, 'onboarding-feedback')).toBeNull();
  });

  it('a dismissal holds for the rest of its week, repeats harmlessly, and not for another week', async () => {
    const { user } = await signIn('banner-dismiss@example.com');
    const week = await weekStartDate(user);
    const shown = await banner(user, 'onboarding-feedback');
    const dismiss = (nudgeId: string) =>
      user.call(api.feedback.dismissBanner, { body: { nudgeId } });

    // Last week's banner dismissed: this week's still shows.
    const lastWeek = new Date(Date.parse(`${week}T00:00:00Z`) - 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expectSuccess(api.feedback.dismissBanner, await dismiss(`banner-onboarding-${lastWeek}`));
    expect(await banner(user, 'onboarding-feedback')).toEqual(shown);

    const dismissed = expectSuccess(api.feedback.dismissBanner, await dismiss(shown!.id));
    expect(dismissed).toEqual({
      nudgeId: shown!.id,
      weekStart: week,
      dismissedAt: expect.any(String),
    });
    expectSuccess(api.feedback.dismissBanner, await dismiss(shown!.id));
    expect(await banner(user, 'onboarding-feedback')).toBeNull();
  });
});

describe('the 1:1 banners', () => {
  it('add-reflections names a 1:1 of this week that is over and opens its note; writing the reflection clears it', async () => {
    const { user, userId } = await signIn('banner-reflect@example.com');
    const slot = pastSlotThisWeek(new Date(), ZONE);
    const person = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Omar',
          meetingDayOfWeek: slot.day,
          meetingTime: slot.time,
          meetingFrequency: 'weekly',
        },
      }),
    );
    await backdatePerson('directReport', userId, person.id, new Date(Date.now() - 21 * 86_400_000));
    const date = wallClock(slotInWeekOf(new Date(), ZONE, slot.day, slot.time), ZONE).date;
    const id = meetingId('directReport', person.id, date);
    const shown = await banner(user, 'add-reflections');
    expect(shown).toMatchObject({
      bannerType: 'add-reflections',
      type: 'banner',
      action: { type: 'open-note', meetingId: id, directReportId: person.id, bossId: null },
    });
    expect(`${shown!.title} ${shown!.content}`).toContain('Omar');

    expectSuccess(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: { meetingId: id, directReportId: person.id, reflectionContent: 'Good talk.' },
      }),
    );
    await expect.poll(() => banner(user, 'add-reflections'), { timeout: 3000 }).toBeNull();
  });

  it('prep-agenda names the next 1:1 of this week without an agenda and opens its prep', async () => {
    const { user } = await signIn('banner-prep@example.com');
    const now = new Date();
    const today = localWeekday(now, ZONE);
    // A 1:1 later this week: today at 23:59 (or a later weekday); none left late on Friday or at the weekend.
    const day = [today, today + 1].find(
      (weekday) =>
        weekday <= 5 &&
        slotInWeekOf(now, ZONE, meetingDay(weekday), '23:59').getTime() > now.getTime() + 60_000,
    );
    if (!day) {
      expect(await banner(user, 'prep-agenda')).toBeNull();
      return;
    }
    const person = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Pia',
          meetingDayOfWeek: meetingDay(day),
          meetingTime: '23:59',
          meetingFrequency: 'weekly',
        },
      }),
    );
    const at = slotInWeekOf(now, ZONE, meetingDay(day), '23:59');
    const id = meetingId('directReport', person.id, wallClock(at, ZONE).date);
    expect(await banner(user, 'prep-agenda')).toMatchObject({
      bannerType: 'prep-agenda',
      action: { type: 'open-prep', meetingId: id, directReportId: person.id, bossId: null },
    });
    expectSuccess(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: { meetingId: id, directReportId: person.id, agendaContent: 'Goals for Q3' },
      }),
    );
    await expect.poll(() => banner(user, 'prep-agenda'), { timeout: 3000 }).toBeNull();
  });
});

describe('the banner GET /api/dashboard carries (nudgeBanner)', () => {
  const dashboardOf = async (user: ApiClient): Promise<Dashboard> =>
    expectSuccess(api.dashboard.get, await user.call(api.dashboard.get));

  it('is none without direct reports', async () => {
    const { user } = await signIn('banner-dashboard-none@example.com');
    expect((await dashboardOf(user)).nudgeBanner).toBeNull();
  });

  it('is the onboarding banner the page would ask for, gone after a moment or a dismissal', async () => {
    const { user } = await signIn('banner-dashboard-onboarding@example.com');
    const person = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: { firstName: 'Lea', source: 'detected' },
      }),
    );
    const dashboard = await dashboardOf(user);
    expect(dashboard.weeklyOneOnOnes).toEqual([]);
    expect(dashboard.nudgeBanner).toEqual(await banner(user, 'onboarding-feedback'));
    expect(dashboard.nudgeBanner).toMatchObject({
      id: `banner-onboarding-${dashboard.weekStartDate}`,
      bannerType: 'onboarding',
    });

    const recognition = { directReportId: person.id, type: 'recognition' } as const;
    expectSuccess(
      api.feedbackMoments.create,
      await user.call(api.feedbackMoments.create, { body: recognition }),
    );
    expect((await dashboardOf(user)).nudgeBanner).toBeNull();
    expectSuccess(
      api.feedbackMoments.remove,
      await user.call(api.feedbackMoments.remove, { query: recognition }),
    );
    expect((await dashboardOf(user)).nudgeBanner).toEqual(dashboard.nudgeBanner);

    expectSuccess(
      api.feedback.dismissBanner,
      await user.call(api.feedback.dismissBanner, { body: { nudgeId: dashboard.nudgeBanner!.id } }),
    );
    expect((await dashboardOf(user)).nudgeBanner).toBeNull();
  });

  it('asks to reflect on a 1:1 of this week that is over, and stops once the reflection is written', async () => {
    const { user, userId } = await signIn('banner-dashboard-reflect@example.com');
    const slot = pastSlotThisWeek(new Date(), ZONE);
    const person = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Omar',
          meetingDayOfWeek: slot.day,
          meetingTime: slot.time,
          meetingFrequency: 'weekly',
        },
      }),
    );
    await backdatePerson('directReport', userId, person.id, new Date(Date.now() - 21 * 86_400_000));
    const date = wallClock(slotInWeekOf(new Date(), ZONE, slot.day, slot.time), ZONE).date;
    const id = meetingId('directReport', person.id, date);
    const dashboard = await dashboardOf(user);
    expect(dashboard.nudgeBanner).toEqual(await banner(user, 'add-reflections'));
    expect(dashboard.nudgeBanner).toMatchObject({
      bannerType: 'add-reflections',
      action: { type: 'open-note', meetingId: id, directReportId: person.id, bossId: null },
    });

    expectSuccess(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: { meetingId: id, directReportId: person.id, reflectionContent: 'Good talk.' },
      }),
    );
    // With the reflection written the page would ask for another type, whose banner it carries.
    await expect
      .poll(async () => (await dashboardOf(user)).nudgeBanner?.bannerType ?? null, {
        timeout: 3000,
      })
      .not.toBe('add-reflections');
  });
});

describe('bad input', () => {
  it('is a 400 validation_failed naming the field', async () => {
    const { user } = await signIn('banner-bad@example.com');
    const week = await weekStartDate(user);
    const dayOf = (days: number) =>
      new Date(Date.parse(`${week}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const tuesdayThisWeek = dayOf(1);
    const mondayWeeksAgo = (weeks: number) => dayOf(-7 * weeks);
    const cases: [unknown, string, 'bannerNudge' | 'dismissBanner'][] = [
      [{ stats: NO_STATS, nudgeType: 'nope' }, 'nudgeType', 'bannerNudge'],
      [{ nudgeType: 'prep-agenda' }, 'stats', 'bannerNudge'],
      [
        { stats: { ...NO_STATS, recognition: -1 }, nudgeType: 'prep-agenda' },
        'stats.recognition',
        'bannerNudge',
      ],
      [
        { stats: { ...NO_STATS, feedbackGiven: 1.5 }, nudgeType: 'prep-agenda' },
        'stats.feedbackGiven',
        'bannerNudge',
      ],
      [{ nudgeId: 'banner-nope-2026-01-05' }, 'nudgeId', 'dismissBanner'],
      [{}, 'nudgeId', 'dismissBanner'],
      // Not a real Monday of this week or last week: no item is written outside any quota.
      [{ nudgeId: 'banner-onboarding-9999-99-99' }, 'nudgeId', 'dismissBanner'],
      [{ nudgeId: 'banner-onboarding-2026-02-30' }, 'nudgeId', 'dismissBanner'],
      [{ nudgeId: `banner-onboarding-${tuesdayThisWeek}` }, 'nudgeId', 'dismissBanner'],
      [{ nudgeId: `banner-onboarding-${mondayWeeksAgo(3)}` }, 'nudgeId', 'dismissBanner'],
      [{ nudgeId: `banner-onboarding-${mondayWeeksAgo(-1)}` }, 'nudgeId', 'dismissBanner'],
    ];
    for (const [body, field, route] of cases) {
      const error = expectError(
        await user.call(api.feedback[route], { body }),
        400,
        'validation_failed',
      );
      expect(
        error.details?.map((detail) => detail.field),
        JSON.stringify(body),
      ).toContain(field);
    }
  });
});
