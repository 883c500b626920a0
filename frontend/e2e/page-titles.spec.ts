/**
 * Every page sets its own document title: '{page} · Middle', the landing page the product's line.
 */
import {
  addDirectReport,
  apiFromPage,
  expect,
  signUp,
  test,
  throughStepsOneToFour,
} from './support/fixtures';

test('every page names itself in the browser tab', async ({ page, email }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Middle — 1:1 coaching for managers in the middle');
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Privacy policy · Middle');
  await page.goto('/terms');
  await expect(page).toHaveTitle('Terms · Middle');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · Middle');
  await page.goto('/sign-in');
  await expect(page).toHaveTitle('Sign in · Middle');
  await page.goto('/sign-up');
  await expect(page).toHaveTitle('Sign up · Middle');

  await signUp(page, { email, firstName: 'Tess' });
  await expect(page).toHaveTitle('Set up · Middle');
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Lead your team · Middle');

  const ada = await addDirectReport(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    meetingDayOfWeek: 'Monday',
    meetingTime: '09:00',
  });
  await page.goto(`/dr/${ada.id}`);
  await expect(page).toHaveTitle('Ada Lovelace · Middle');

  await page.goto('/manage-up');
  await expect(page).toHaveTitle('Manage up · Middle');
  await apiFromPage(page, 'POST', '/api/bosses', {
    firstName: 'Boris',
    lastName: 'Chief',
    meetingDayOfWeek: 'Wednesday',
    meetingTime: '10:00',
    meetingFrequency: 'weekly',
  });
  await page.reload();
  await expect(page).toHaveTitle('Work with Boris · Middle');

  await page.goto('/profile');
  await expect(page).toHaveTitle('Profile · Middle');
});
