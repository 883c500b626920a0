/**
 * Sign-up and the six-step onboarding (docs/product.md#screens-and-routes, #states-and-transitions,
 * #validation-rules).
 */
import {
  choose,
  expect,
  fillTeamRow,
  signUp,
  test,
  throughStepsOneToFour,
} from './support/fixtures';

test('a new manager signs up, onboards two direct reports and a manager, and sees them', async ({
  page,
  email,
}) => {
  await signUp(page, { email, firstName: 'Maya', lastName: 'Lopez' });
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String((1 / 6) * 100),
  );
  await expect(page.getByLabel('First name')).toHaveValue('Maya');
  await throughStepsOneToFour(page, { role: 'Engineering Manager' });

  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add team manually' }).click();
  await expect(page.getByRole('heading', { name: 'Add your team' })).toBeVisible();
  await expect(page.getByText("Your team won't be notified or invited.")).toBeVisible();

  await fillTeamRow(page, 0, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    day: 'Monday',
    time: '09:30',
  });
  await page.getByRole('button', { name: 'Add another team member' }).click();
  await fillTeamRow(page, 1, {
    firstName: 'Grace',
    lastName: 'Hopper',
    day: 'Wednesday',
    frequency: 'Biweekly',
  });
  await page.getByRole('button', { name: 'Add another team member' }).click();
  await fillTeamRow(page, 2, {
    firstName: 'Boris',
    lastName: 'Boss',
    relationship: 'Manager',
    day: 'Friday',
    frequency: 'Monthly',
    time: '15:00',
  });

  await expect(page.getByText('Name and 1:1 schedule required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Maya!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lead your team' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Ada Lovelace' })).toContainText('AL');
  await expect(sidebar.getByRole('link', { name: 'Boris Boss' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Manage up' }).click();
  await expect(page.getByRole('heading', { name: 'Work with Boris' })).toBeVisible();

  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('step 1 needs a first name: Next is disabled and the error shows after blur', async ({
  page,
  email,
}) => {
  await signUp(page, { email, firstName: 'Sam' });
  const firstName = page.getByLabel('First name');
  await firstName.fill('');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await firstName.blur();
  const error = page.getByText('First name is required');
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(220, 38, 38)');
  await firstName.fill('Sam');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(page.getByText('First name is required')).toHaveCount(0);
});

test("team review shows 'Name and 1:1 schedule required' until each person has a name and a schedule", async ({
  page,
  email,
}) => {
  await signUp(page, { email, firstName: 'Lee' });
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Add team manually' }).click();

  const hint = page.getByText('Name and 1:1 schedule required');
  const complete = page.getByRole('button', { name: 'Complete' });
  await expect(hint).toBeVisible();
  await expect(complete).toBeDisabled();

  const row = page.getByRole('list', { name: 'Team members' }).getByRole('listitem').first();
  await row.getByLabel('First name').fill('Kim');
  await expect(hint).toBeVisible();
  await expect(complete).toBeDisabled();

  await choose(row, page, '1:1 day', 'Thursday');
  await expect(hint).toHaveCount(0);
  await expect(complete).toBeEnabled();

  await row.getByLabel('Time').fill('');
  await expect(hint).toBeVisible();
  await row.getByLabel('Time').fill('11:00');
  await expect(complete).toBeEnabled();

  await page.getByRole('button', { name: 'Add another team member' }).click();
  const second = page.getByRole('list', { name: 'Team members' }).getByRole('listitem').nth(1);
  await second.getByLabel('Last name').fill('Nguyen');
  await expect(hint).toBeVisible();
  await second.getByRole('button', { name: /Remove/ }).click();
  await expect(complete).toBeEnabled();
});

test('only one manager: the Manager option is disabled for a second person, with its tooltip', async ({
  page,
  email,
}) => {
  await signUp(page, { email, firstName: 'Ravi' });
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Add team manually' }).click();
  await fillTeamRow(page, 0, {
    firstName: 'Olu',
    lastName: 'Manager',
    relationship: 'Manager',
    day: 'Tuesday',
  });
  await page.getByRole('button', { name: 'Add another team member' }).click();

  const second = page.getByRole('list', { name: 'Team members' }).getByRole('listitem').nth(1);
  await second.getByLabel('Relationship', { exact: true }).click();
  const manager = page.getByRole('option', { name: 'Manager' });
  await expect(manager).toHaveAttribute('aria-disabled', 'true');
  await manager.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only 1 manager can be added. Remove the existing manager first.',
  );
  await page.keyboard.press('Escape');
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  const first = page.getByRole('list', { name: 'Team members' }).getByRole('listitem').first();
  await choose(first, page, 'Relationship', 'Direct report');
  await choose(second, page, 'Relationship', 'Manager');
  await expect(second.getByLabel('Relationship', { exact: true })).toHaveText('Manager');
});

test('the draft survives a reload; a corrupt draft is ignored', async ({ page, email }) => {
  await signUp(page, { email, firstName: 'Dana' });
  await page.getByLabel('Role / title').fill('Design Lead');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Have clearer, more honest conversations' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'What are your goals?' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Have clearer, more honest conversations' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Role / title')).toHaveValue('Design Lead');

  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('coach.onboarding-draft.')) localStorage.setItem(key, '{not json');
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByLabel('Role / title')).toHaveValue('');
  expect(messages.some((text) => text.includes('corrupt onboarding draft'))).toBe(true);
});

test("skipping the team shows the 'all set' screen and 'Go to Dashboard' finishes", async ({
  page,
  email,
}) => {
  await signUp(page, { email, firstName: 'Noor' });
  await throughStepsOneToFour(page);
  await expect(page.getByRole('button', { name: 'Connect Google Calendar' })).toBeDisabled();
  await page.getByRole('button', { name: 'Connect Google Calendar' }).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Calendar connection is not configured');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Add your direct report' })).toBeVisible();
});
