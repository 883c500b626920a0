/**
 * Ordinary navigation logs no console errors: a request cancelled because the page moved on is
 * not an error.
 */
import {
  addDirectReport,
  addNoteAbout,
  apiFromPage,
  expect,
  onboardWithoutTeam,
  test,
} from './support/fixtures';

test('dashboard → person → manage up → profile → dashboard logs no console error', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Quinn' });
  const ada = await addDirectReport(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    meetingDayOfWeek: 'Monday',
    meetingTime: '09:00',
  });
  await apiFromPage(page, 'POST', '/api/bosses', {
    firstName: 'Boris',
    lastName: 'Chief',
    meetingDayOfWeek: 'Friday',
    meetingTime: '16:00',
    meetingFrequency: 'weekly',
  });
  await addNoteAbout(page, ada.id, 'Ada shipped the release');

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // Slow flag loads, so leaving a page cancels them while in flight.
  await page.route('**/api/notes/meeting/flags**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Lead your team' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Ada Lovelace' }).click();
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Manage up' }).click();
  await expect(page.getByRole('heading', { name: 'Work with Boris' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Quinn');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Lead your team' })).toBeVisible();
  await page.waitForTimeout(2000);
  expect(errors).toEqual([]);
});
