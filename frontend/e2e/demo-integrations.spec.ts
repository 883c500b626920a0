/**
 * The integrations journey in a browser on the built server in demo mode (`DEMO=1`, what `npm run
 * demo` runs; infra/local/demo/), with a fresh account from the local sign-up, not the seeded one:
 *
 * - onboarding's 'Connect Google Calendar' → the fake Google's consent page → back at step 6, the
 *   team review in calendar mode (docs/product.md#team-review-panel, #states-and-transitions
 *   'Onboarding wizard', 'Person import'): the four people of the sample calendar's recurring 1:1s,
 *   pre-checked, none of the team meeting's guests nor Lena, who declined a coffee chat; the
 *   manager, who organises her 1:1s, suggested as Manager (which disables Manager for the others,
 *   docs/product.md#validation-rules), Complete → the dashboard with the three direct reports,
 *   manage-up with the manager;
 * - then Slack from the profile's Integrations tab through the fake Slack's consent page:
 *   Connected, Active; and on the fake's DMs page 'Send due nudges now' runs the nudge job: this
 *   user's nudge DM shows;
 * - a person already tracked shows 'Already added' (checked, locked) and an archived one
 *   'Previously removed' (unchecked); completing keeps the first's schedule and adds nobody twice.
 */
import type { Page } from '@playwright/test';
import { SAMPLE_CALENDAR_PEOPLE } from '../../infra/local/dev-fakes/demo-calendar';
import {
  apiFromPage,
  choose,
  expect,
  signUp,
  test,
  throughStepsOneToFour,
} from './support/fixtures';

test.use({ serverEnv: { DEMO: '1' } });

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
const manager = SAMPLE_CALENDAR_PEOPLE.find((person) => person.relationship === 'manager')!;
const reports = SAMPLE_CALENDAR_PEOPLE.filter((person) => person.relationship !== 'manager');
const [priya, marcus] = reports as [(typeof reports)[number], (typeof reports)[number]];

/** From step 5, through the fake Google's consent, to the team review in calendar mode. */
async function connectGoogleFromOnboarding(page: Page, baseURL: string | undefined) {
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google (fake)' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/onboarding\?connected=google$/);
  await expect(page.getByText('Google Calendar connected')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review your team' })).toBeVisible();
  return page.getByRole('list', { name: 'Team members' });
}

test('onboarding connects Google Calendar to review the detected team; Slack from the profile; a nudge DM on the fake', async ({
  page,
  email,
  baseURL,
}) => {
  await signUp(page, { email, firstName: 'Robin', lastName: 'Park' });
  await throughStepsOneToFour(page, { role: 'Engineering Manager' });
  const team = await connectGoogleFromOnboarding(page, baseURL);

  // The four people of the recurring 1:1s, pre-checked; nobody from the team meeting.
  await expect(team.getByRole('listitem')).toHaveCount(SAMPLE_CALENDAR_PEOPLE.length);
  for (const person of SAMPLE_CALENDAR_PEOPLE) {
    const row = team.getByRole('listitem', { name: fullName(person) });
    await expect(row.getByRole('checkbox', { name: `Include ${fullName(person)}` })).toBeChecked();
    await expect(row.getByText(person.email)).toBeVisible();
    // Dana organises her 1:1s and the user has no manager yet: suggested as the manager.
    await expect(row.getByLabel('Relationship', { exact: true })).toHaveText(
      person === manager ? 'Manager' : 'Direct report',
    );
    await expect(row.getByText('Already added')).toHaveCount(0);
  }
  await expect(page.getByText('tom.becker@example.com')).toHaveCount(0);
  await expect(page.getByText('lena.fischer@example.com')).toHaveCount(0);
  await expect(page.getByText("Your team won't be notified or invited.")).toBeVisible();

  // Only a suggestion: the user says who their manager is.
  const managerRow = team.getByRole('listitem', { name: fullName(manager) });
  await choose(managerRow, page, 'Relationship', 'Direct report');
  await choose(managerRow, page, 'Relationship', 'Manager');
  await expect(managerRow.getByLabel('Relationship', { exact: true })).toHaveText('Manager');
  await team
    .getByRole('listitem', { name: fullName(priya) })
    .getByLabel('Relationship', { exact: true })
    .click();
  await expect(page.getByRole('option', { name: 'Manager' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  await expect(page.getByText('Name and 1:1 schedule required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Robin!')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  for (const person of reports) {
    await expect(sidebar.getByRole('link', { name: fullName(person) })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: fullName(manager) })).toHaveCount(0);
  await page.getByRole('link', { name: 'Manage up' }).click();
  await expect(page.getByRole('heading', { name: `Work with ${manager.firstName}` })).toBeVisible();

  // Slack from the profile, through the fake Slack's consent page.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  const slackCard = page.getByRole('region', { name: 'Slack', exact: true });
  await expect(slackCard.getByText('Not connected')).toBeVisible();
  await slackCard.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Middle is requesting permission to access Acme (fake)' }),
  ).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/profile\?connected=slack$/);
  await expect(page.getByText('Slack integration connected successfully!')).toBeVisible();
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(slackCard.getByText('Active')).toBeVisible();
  await expect(slackCard.getByText(/^Connected\s*Active/)).toBeVisible();
  await expect(slackCard.getByRole('button', { name: 'Reconnect' })).toBeVisible();

  // The nudge job, run now from the fake's page: this user's DM shows.
  await page.goto('/local-fakes/slack');
  await expect(page.getByRole('heading', { name: 'Slack DMs sent (demo)' })).toBeVisible();
  await page.getByRole('button', { name: 'Send due nudges now' }).click();
  await expect(page).toHaveURL(/\/local-fakes\/slack$/);
  const lastRun = page.getByRole('region', { name: /^Last run/ });
  await expect(lastRun.getByRole('listitem').filter({ hasText: email })).toContainText(
    `${email}: sent (as of`,
  );
  const newest = page.getByRole('article').first();
  await expect(newest.getByRole('heading', { name: 'Your coaching nudges' })).toBeVisible();
  await expect(newest.getByRole('link', { name: `${baseURL}/dashboard` })).toBeVisible();
  await expect(
    newest.getByText(new RegExp(reports.map((person) => person.firstName).join('|'))).first(),
  ).toBeVisible();
});

test("a person already tracked shows 'Already added', an archived one 'Previously removed'", async ({
  page,
  email,
  baseURL,
}) => {
  await signUp(page, { email, firstName: 'Sam' });
  // Priya is tracked already (with her schedule); Marcus was added, then removed.
  await apiFromPage(page, 'POST', '/api/direct-reports', {
    firstName: priya.firstName,
    lastName: priya.lastName,
    email: priya.email,
    meetingDayOfWeek: 'Friday',
    meetingTime: '11:30',
    meetingFrequency: 'biweekly',
  });
  const removed = await apiFromPage<{ id: string }>(page, 'POST', '/api/direct-reports', {
    firstName: marcus.firstName,
    lastName: marcus.lastName,
    email: marcus.email,
    source: 'detected',
  });
  await apiFromPage(page, 'DELETE', `/api/direct-reports/${removed.id}`);
  await page.reload();
  await throughStepsOneToFour(page);
  const team = await connectGoogleFromOnboarding(page, baseURL);

  await expect(team.getByRole('listitem')).toHaveCount(SAMPLE_CALENDAR_PEOPLE.length);
  const priyaRow = team.getByRole('listitem', { name: fullName(priya) });
  await expect(priyaRow.getByText('Already added')).toBeVisible();
  const priyaBox = priyaRow.getByRole('checkbox', { name: `Include ${fullName(priya)}` });
  await expect(priyaBox).toBeChecked();
  await expect(priyaBox).toBeDisabled();
  const marcusRow = team.getByRole('listitem', { name: fullName(marcus) });
  await expect(marcusRow.getByText('Previously removed')).toBeVisible();
  await expect(
    marcusRow.getByRole('checkbox', { name: `Include ${fullName(marcus)}` }),
  ).not.toBeChecked();
  for (const person of SAMPLE_CALENDAR_PEOPLE.filter((p) => p !== priya && p !== marcus)) {
    const row = team.getByRole('listitem', { name: fullName(person) });
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expect(row.getByText(/Already added|Previously removed/)).toHaveCount(0);
  }

  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const people = await apiFromPage<
    { firstName: string; status: string; meetingDayOfWeek: string | null; meetingTime: string }[]
  >(page, 'GET', '/api/direct-reports?includeArchived=1');
  expect(people.filter((person) => person.firstName === priya.firstName)).toEqual([
    expect.objectContaining({ status: 'active', meetingDayOfWeek: 'Friday', meetingTime: '11:30' }),
  ]);
  expect(people.filter((person) => person.firstName === marcus.firstName)).toEqual([
    expect.objectContaining({ status: 'archived' }),
  ]);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: fullName(priya) })).toHaveCount(1);
  await expect(sidebar.getByRole('link', { name: fullName(marcus) })).toHaveCount(0);
});
