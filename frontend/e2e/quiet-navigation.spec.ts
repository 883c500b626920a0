/**
 * Ordinary use logs no console errors: a request cancelled because the page moved on is not an
 * error, nor is a meeting without a note ('Prep agenda' reads it as null, no failed request), nor
 * is a signed-out visit to a signed-in page (it goes to sign-in and reads nothing).
 */
import {
  addDirectReport,
  addNoteAbout,
  apiFromPage,
  expect,
  onboardWithoutTeam,
  test,
} from './support/fixtures';

test('dashboard → person → prep agenda → manage up → profile → dashboard logs no console error', async ({
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
  // A 1:1 without a note yet: its note is read (none) and the agenda editor opens.
  const noteRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notes/meeting',
  );
  await page.getByRole('button', { name: 'Prep agenda' }).first().click();
  expect((await noteRead).status()).toBe(200);
  const notesPanel = page.getByRole('complementary', { name: 'Notes panel' });
  await expect(notesPanel.getByRole('textbox', { name: 'Agenda' })).toBeVisible();
  await notesPanel.getByRole('button', { name: 'Back to notes' }).click();
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

test('a signed-out visit to the dashboard goes to sign-in quietly', async ({ page }) => {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(apiCalls, 'nothing is read for a visitor known to be signed out').toEqual([]);
});
