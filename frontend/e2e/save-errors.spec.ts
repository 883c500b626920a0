/**
 * Save failures are shown where they can be fixed: the person dialogs check the email on the first
 * step and put a server 400's message on the field it names, back on that field's step (with the
 * spec's toast for direct reports); onboarding stays on the team review with the failing row
 * marked until every person is saved.
 */
import type { Page } from '@playwright/test';
import { LIMITS } from '../../shared/domain/constants';
import {
  choose,
  expect,
  fillTeamRow,
  onboardWithoutTeam,
  signUp,
  test,
  throughStepsOneToFour,
} from './support/fixtures';

/** Answers the next POST to `path` with a 400 naming `field`. */
async function rejectPost(page: Page, path: string, field: string, message: string) {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'validation_failed',
              message: `Invalid request body: ${field}: ${message}`,
              details: [{ location: 'body', field, message }],
            },
          }),
        })
      : route.fallback(),
  );
}

test('the add-direct-report dialog checks the email on the first step and shows a server 400 on the field of its step', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Vera' });
  await page.getByRole('button', { name: 'Add your direct report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a direct report' });
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await choose(dialog, page, '1:1 day', 'Monday');
  const emailField = dialog.getByLabel('Email');
  await emailField.fill('ada@nowhere');
  await emailField.blur();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription('Enter a valid email address');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await emailField.fill('ada@example.com');
  await expect(emailField).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByText('Enter a valid email address')).toHaveCount(0);

  // A strength longer than the server accepts: the real server answers 400 for 'strengths.0'.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Strengths').fill('x'.repeat(LIMITS.personListItemLength + 1));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Growth areas').fill('Delegation');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Failed to add team member')).toBeVisible();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  const strengths = dialog.getByLabel('Strengths');
  await expect(strengths).toHaveAttribute('aria-invalid', 'true');
  await expect(strengths).toHaveAccessibleDescription(
    `Each item must be at most ${LIMITS.personListItemLength} characters`,
  );

  await strengths.fill('Clear writing');
  await expect(strengths).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Growth areas')).toHaveValue('Delegation');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/dr\/[A-Z0-9]+$/);
  await expect(page.getByText('Team member added successfully')).toBeVisible();
});

test('a 400 naming the email sends either dialog back to its first step with the message on the email field', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Walt' });
  const taken = 'Someone you track already uses this email';

  await rejectPost(page, '/api/direct-reports', 'email', taken);
  await page.getByRole('button', { name: 'Add your direct report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a direct report' });
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await choose(dialog, page, '1:1 day', 'Monday');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Failed to add team member')).toBeVisible();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(taken);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The manager's dialog fails silently (docs/product.md#error-catalogue): no toast, the message on
  // the field.
  await rejectPost(page, '/api/bosses', 'email', taken);
  await page.getByRole('link', { name: 'Manage up' }).click();
  await page.getByRole('button', { name: 'Add your manager' }).click();
  const boss = page.getByRole('dialog', { name: 'Add your manager' });
  await boss.getByLabel('First name').fill('Boris');
  await boss.getByLabel('Email').fill('boris@example.com');
  await choose(boss, page, '1:1 day', 'Wednesday');
  await boss.getByRole('button', { name: 'Next' }).click();
  await boss.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(boss.getByText('Step 1 of 2')).toBeVisible();
  await expect(boss.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(boss.getByLabel('Email')).toHaveAccessibleDescription(taken);
  await expect(page.getByText('Manager added successfully')).toHaveCount(0);
});

test('onboarding stays on the team review while a person cannot be saved, marks the row, and finishes once fixed', async ({
  page,
  email,
}) => {
  await signUp(page, { email, firstName: 'Zoe' });
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Add team manually' }).click();
  await fillTeamRow(page, 0, { firstName: 'Ada', lastName: 'Lovelace', day: 'Monday' });
  await page.getByRole('button', { name: 'Add another team member' }).click();
  const grace = await fillTeamRow(page, 1, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@nowhere',
    day: 'Tuesday',
  });
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(
    page.getByText('Some team members could not be saved. Fix the marked rows and try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Welcome, Zoe!')).toHaveCount(0);
  const graceEmail = grace.getByLabel('Email');
  await expect(graceEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(graceEmail).toHaveAccessibleDescription('Not saved: Enter a valid email address');
  const rows = page.getByRole('list', { name: 'Team members' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Already added');
  await expect(rows.first().getByRole('alert')).toHaveCount(0);

  await graceEmail.fill('grace@example.com');
  await expect(graceEmail).not.toHaveAttribute('aria-invalid');
  await expect(grace.getByText('Not saved: Enter a valid email address')).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Zoe!')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Ada Lovelace' })).toHaveCount(1);
  await expect(sidebar.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
});
