/**
 * The team review of a calendar user in a browser (docs/product.md#team-review-panel, #profile,
 * #dashboard, #calendar-sync-and-11-detection), on a server wired to the loopback fake of Google
 * serving the sample calendar (test-support/sample-calendar.ts) in Berlin, the calendar's, the
 * browser's and so the profile's zone:
 *
 * - onboarding through the calendar: each person's 1:1 day and time from the calendar, the one
 *   who organises hers suggested as Manager, the declined coffee chat and intro nobody's row;
 * - Profile → 'Review your team': its own title (no wizard step), everyone tracked (Tom, added by
 *   hand and not in the calendar, too) with the calendar's or the stored schedule, no blank row,
 *   no serious axe violation, whole emails at 390 px, and Complete enabled and saving nothing
 *   new;
 * - the dashboard's 'We found a new 1:1' notice → the review with the new person, completed;
 * - connecting Google Calendar from the profile once onboarded → the same review, not the
 *   wizard's 'Step 6 of 6', and the profile's answers kept.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { startFakeGoogle, type FakeGoogle } from '../../infra/local/dev-fakes/fake-google';
import {
  SAMPLE_ONE_ON_ONES,
  sampleCalendarEvents,
  sampleWeeklyOneOnOne,
} from '../../test-support/sample-calendar';
import { startAppServer, type AppServer } from './support/app-server';
import {
  addDirectReport,
  apiFromPage,
  expect,
  onboardWithoutTeam,
  signUp,
  test as base,
  throughStepsOneToFour,
} from './support/fixtures';

const TIME_ZONE = 'Europe/Berlin';

const test = base.extend<object, { fakeGoogle: FakeGoogle; server: AppServer }>({
  fakeGoogle: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakeGoogle({ account: 'cleo@example.com', timeZone: TIME_ZONE });
      fake.events = sampleCalendarEvents({
        now: new Date(),
        timeZone: TIME_ZONE,
        userEmail: fake.account,
      });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ fakeGoogle }, use) => {
      const server = await startAppServer({ env: fakeGoogle.env });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
});
test.use({ timezoneId: TIME_ZONE });

const [ada, grace, alan, margaret] = SAMPLE_ONE_ON_ONES as unknown as [
  (typeof SAMPLE_ONE_ON_ONES)[number],
  (typeof SAMPLE_ONE_ON_ONES)[number],
  (typeof SAMPLE_ONE_ON_ONES)[number],
  (typeof SAMPLE_ONE_ON_ONES)[number],
];
const CALENDAR_TEXT: Record<string, string> = {
  [ada.displayName]: 'Weekly, Mondays at 10:00 am',
  [grace.displayName]: 'Weekly, Tuesdays at 2:00 pm',
  [alan.displayName]: 'Weekly, Wednesdays at 11:00 am',
  [margaret.displayName]: 'Weekly, Thursdays at 4:00 pm',
};

const teamList = (page: Page) => page.getByRole('list', { name: 'Team members' });
const rowOf = (page: Page, name: string) => teamList(page).getByRole('listitem', { name });

/** Approves the fake's consent page. */
async function allowGoogle(page: Page, fakeGoogle: FakeGoogle) {
  await expect(page.getByRole('heading', { name: 'Sign in with Google (fake)' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(fakeGoogle.url);
  await page.getByRole('link', { name: 'Allow' }).click();
}

/** Signs up and onboards through the calendar, keeping its suggestions; lands on /dashboard. */
async function onboardFromCalendar(page: Page, email: string, fakeGoogle: FakeGoogle) {
  await signUp(page, { email, firstName: 'Cleo' });
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await allowGoogle(page, fakeGoogle);
  await expect(page).toHaveURL(/\/onboarding\?connected=google$/);
  await expect(page.getByRole('heading', { name: 'Review your team' })).toBeVisible();
  await expect(teamList(page).getByRole('listitem')).toHaveCount(SAMPLE_ONE_ON_ONES.length);
  for (const [name, text] of Object.entries(CALENDAR_TEXT))
    await expect(rowOf(page, name)).toContainText(text);
  // Margaret organises her 1:1s: suggested as the manager; the others as direct reports.
  await expect(
    rowOf(page, margaret.displayName).getByLabel('Relationship', { exact: true }),
  ).toHaveText('Manager');
  await expect(rowOf(page, ada.displayName).getByLabel('Relationship', { exact: true })).toHaveText(
    'Direct report',
  );
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The review page's own title, no wizard step, and its rows. */
async function expectReviewPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your team');
  await expect(page).toHaveTitle('Review your team · Middle');
  await expect(page.getByText(/Step \d of 6/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add your team' })).toHaveCount(0);
}

/** Whether an element shows its whole text (no clipping, no ellipsis). */
const showsWhole = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth);

test("Profile → 'Review your team': everyone tracked with their 1:1s, no blank row, whole emails, and Complete works", async ({
  page,
  email,
  fakeGoogle,
}) => {
  await onboardFromCalendar(page, email, fakeGoogle);
  // Tom is tracked by hand, with his own schedule; the calendar has no 1:1 with him.
  await addDirectReport(page, {
    firstName: 'Tom',
    lastName: 'Becker',
    meetingDayOfWeek: 'Friday',
    meetingTime: '11:30',
  });

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Review your team' }).click();
  await expect(page).toHaveURL(/\/onboarding\?review=team&return=\/profile$/);
  await expectReviewPage(page);

  const rows = teamList(page).getByRole('listitem');
  await expect(rows).toHaveCount(SAMPLE_ONE_ON_ONES.length + 1);
  for (const [name, text] of Object.entries(CALENDAR_TEXT)) {
    const row = rowOf(page, name);
    await expect(row.getByText('1:1 in your calendar')).toBeVisible();
    await expect(row.getByText(text, { exact: true })).toBeVisible();
    await expect(row.getByText('Already added')).toBeVisible();
    await expect(row.getByLabel('1:1 day', { exact: true })).toHaveCount(0);
  }
  const tom = rowOf(page, 'Tom Becker');
  await expect(tom.getByLabel('1:1 day', { exact: true })).toHaveText('Friday');
  await expect(tom.getByLabel('Time')).toHaveValue('11:30');
  await expect(tom.getByText('Already added')).toBeVisible();
  await expect(
    rowOf(page, margaret.displayName).getByLabel('Relationship', { exact: true }),
  ).toHaveText('Manager');
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);

  // Whole emails, on a phone too, and no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const meeting of SAMPLE_ONE_ON_ONES) {
    const shown = rowOf(page, meeting.displayName).getByText(meeting.email, { exact: true });
    await expect(shown).toBeVisible();
    expect(await showsWhole(shown)).toBe(true);
  }
  expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const meeting of SAMPLE_ONE_ON_ONES)
    expect(
      await showsWhole(rowOf(page, meeting.displayName).getByText(meeting.email, { exact: true })),
    ).toBe(true);

  await expect(page.getByText('Name and 1:1 schedule required')).toHaveCount(0);
  const complete = page.getByRole('button', { name: 'Complete' });
  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Team updated')).toBeVisible();

  // Nothing new was created and nobody lost their schedule.
  const reports = await apiFromPage<
    { name: string; status: string; meetingDayOfWeek: string | null }[]
  >(page, 'GET', '/api/direct-reports?includeArchived=1');
  expect(
    reports.map((person) => [person.name, person.status, person.meetingDayOfWeek]).sort(),
  ).toEqual([
    [ada.displayName, 'active', null],
    [alan.displayName, 'active', null],
    [grace.displayName, 'active', null],
    ['Tom Becker', 'active', 'Friday'],
  ]);
  const bosses = await apiFromPage<{ name: string }[]>(page, 'GET', '/api/bosses');
  expect(bosses.map((boss) => boss.name)).toEqual([margaret.displayName]);
});

test("the dashboard's 'We found a new 1:1' notice opens a review that completes with the new person", async ({
  page,
  email,
  fakeGoogle,
}) => {
  await onboardFromCalendar(page, email, fakeGoogle);
  const sample = fakeGoogle.events;
  const barbara = {
    seriesId: 'sample1on1barbara',
    email: 'barbara.liskov@example.com',
    displayName: 'Barbara Liskov',
    title: 'Barbara 1:1',
    weekday: 4,
    time: '14:00',
    minutes: 30,
  };
  fakeGoogle.events = [
    ...sample,
    ...sampleWeeklyOneOnOne(barbara, {
      now: new Date(),
      timeZone: TIME_ZONE,
      userEmail: fakeGoogle.account,
    }),
  ];
  try {
    await apiFromPage(page, 'POST', '/api/calendar/sync', { force: true });
    await page.goto('/dashboard');
    // One new 1:1 partner: the coffee chat Edsger declined and the intro Cleo declined count not.
    await expect(
      page.getByText('We found a new 1:1 in your calendar with someone not on your team yet.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Review team' }).click();
    await expect(page).toHaveURL(/\/onboarding\?review=calendar&return=\/dashboard$/);
    await expectReviewPage(page);

    await expect(teamList(page).getByRole('listitem')).toHaveCount(SAMPLE_ONE_ON_ONES.length + 1);
    const row = rowOf(page, barbara.displayName);
    await expect(
      row.getByRole('checkbox', { name: `Include ${barbara.displayName}` }),
    ).toBeChecked();
    await expect(row.getByText('Weekly, Fridays at 2:00 pm', { exact: true })).toBeVisible();
    await expect(row.getByText(/Already added|Previously removed/)).toHaveCount(0);
    // A manager is tracked already: Barbara is suggested as a direct report.
    await expect(row.getByLabel('Relationship', { exact: true })).toHaveText('Direct report');

    await expect(page.getByText('Name and 1:1 schedule required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: barbara.displayName })).toBeVisible();
    await expect(page.getByText(/We found/)).toHaveCount(0);
  } finally {
    fakeGoogle.events = sample;
  }
});

test("connecting Google Calendar from the profile opens 'Review your team' with everyone tracked, not the wizard's step 6, and keeps the profile", async ({
  page,
  email,
  fakeGoogle,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Dev' });
  await addDirectReport(page, {
    firstName: 'Tom',
    lastName: 'Becker',
    meetingDayOfWeek: 'Friday',
    meetingTime: '11:30',
  });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await page
    .getByRole('region', { name: 'Google Calendar', exact: true })
    .getByRole('button', { name: 'Connect', exact: true })
    .click();
  await allowGoogle(page, fakeGoogle);

  await expect(page).toHaveURL(/\/onboarding\?connected=google&return=\/profile$/);
  await expect(page.getByText('Google Calendar connected')).toBeVisible();
  await expectReviewPage(page);
  await expect(teamList(page).getByRole('listitem')).toHaveCount(SAMPLE_ONE_ON_ONES.length + 1);
  await expect(rowOf(page, 'Tom Becker').getByLabel('1:1 day', { exact: true })).toHaveText(
    'Friday',
  );
  await expect(rowOf(page, ada.displayName)).toContainText(CALENDAR_TEXT[ada.displayName]!);

  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const profile = await apiFromPage<{ firstName: string; goals: string[] }>(
    page,
    'GET',
    '/api/profile',
  );
  expect(profile).toMatchObject({ firstName: 'Dev', goals: ['Run more meaningful 1:1s'] });
});
