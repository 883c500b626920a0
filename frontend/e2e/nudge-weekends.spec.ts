/**
 * Preferences → 'Nudge me on weekends too' (docs/product.md#slack-nudges): a labelled switch under
 * Nudge Frequency, off by default, toggled from the keyboard, saved with the profile and still on
 * after a reload.
 */
import { expect, signUp, test, throughStepsOneToFour } from './support/fixtures';

test("the 'Nudge me on weekends too' switch works from the keyboard, saves and survives a reload", async ({
  page,
  email,
}) => {
  await signUp(page, { email, firstName: 'Wes' });
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const weekends = page.getByRole('switch', { name: 'Nudge me on weekends too' });
  await expect(weekends).not.toBeChecked();
  await expect(weekends).toHaveAccessibleDescription(/Monday to Friday in your time zone/);
  // It sits right under Nudge Frequency.
  const frequency = await page.getByRole('combobox', { name: 'Nudge Frequency' }).boundingBox();
  const coaching = await page.getByRole('combobox', { name: 'Coaching Style' }).boundingBox();
  const box = await weekends.boundingBox();
  expect(box!.y).toBeGreaterThan(frequency!.y);
  expect(box!.y).toBeLessThan(coaching!.y);

  // From the keyboard: Shift+Tab from Coaching Style reaches the switch; Space turns it on.
  await page.getByRole('combobox', { name: 'Coaching Style' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(weekends).toBeFocused();
  await page.keyboard.press('Space');
  await expect(weekends).toBeChecked();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await page.reload();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByRole('switch', { name: 'Nudge me on weekends too' })).toBeChecked();
});
