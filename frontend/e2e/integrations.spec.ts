/**
 * Integrations: a disabled connect button says why in visible text wherever it appears, and
 * coming back from Slack claims success only when the profile shows Slack connected.
 */
import type { Locator, Page } from '@playwright/test';
import {
  addDirectReport,
  expect,
  onboardWithoutTeam,
  signUp,
  test,
  throughStepsOneToFour,
} from './support/fixtures';

const CALENDAR_REASON = 'Calendar connection is not configured';

/** The control is disabled and its visible caption, tied to it, gives the reason. */
async function expectDisabledWithReason(page: Page, control: Locator, reason: string) {
  await expect(control).toBeDisabled();
  await expect(control).toHaveAccessibleDescription(reason);
  const id = await control.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${id}"]`)).toBeVisible();
}

test('a disabled Connect Google Calendar, or Slack, says why in visible text', async ({
  page,
  email,
}) => {
  await signUp(page, { email, firstName: 'Cleo' });
  await throughStepsOneToFour(page);
  const connect = page.getByRole('button', { name: 'Connect Google Calendar' });
  await expectDisabledWithReason(page, connect, CALENDAR_REASON);

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectDisabledWithReason(page, connect, CALENDAR_REASON);

  await addDirectReport(page, {
    firstName: 'Ada',
    meetingDayOfWeek: 'Monday',
    meetingTime: '09:00',
  });
  await page.reload();
  await page.getByRole('button', { name: 'Add to your team' }).click();
  const item = page.getByRole('menuitem', { name: 'Connect Google Calendar', exact: true });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(item).toHaveAccessibleDescription(CALENDAR_REASON);
  await expect(item.getByText(CALENDAR_REASON)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  const [calendar, slack] = [
    page.getByRole('button', { name: 'Connect', exact: true }).first(),
    page.getByRole('button', { name: 'Connect', exact: true }).last(),
  ];
  await expectDisabledWithReason(page, calendar, CALENDAR_REASON);
  await expectDisabledWithReason(page, slack, 'Slack connection is not configured');
});

test('back from Slack, the profile claims success only when Slack is connected', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Rafa' });
  await page.goto('/profile?connected=slack');
  await expect(page.getByText('Slack is not connected yet.')).toBeVisible();
  await expect(page.getByText('Slack integration connected successfully!')).toHaveCount(0);

  // The same return once the server has Slack connected for this user.
  await page.route('**/api/profile', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const profile = (await response.json()) as { integrations: Record<string, boolean> };
    await route.fulfill({
      response,
      json: { ...profile, integrations: { ...profile.integrations, slack: true } },
    });
  });
  await page.goto('/profile?connected=slack');
  await expect(page.getByText('Slack integration connected successfully!')).toBeVisible();
  await expect(page.getByText('Slack is not connected yet.')).toHaveCount(0);
});
