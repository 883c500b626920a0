/**
 * Preferences → 'Use AI assistance' (docs/architecture.md#the-ai-layer): on by default; turned
 * off, it is saved with the profile and survives a reload.
 */
import { expect, signUp, test, throughStepsOneToFour } from './support/fixtures';

test("the 'Use AI assistance' switch saves and survives a reload", async ({ page, email }) => {
  await signUp(page, { email, firstName: 'Ada' });
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const useAi = page.getByRole('switch', { name: 'Use AI assistance' });
  await expect(useAi).toBeChecked();
  await expect(useAi).toHaveAccessibleDescription(/notes never leave it/);
  await useAi.click();
  await expect(useAi).not.toBeChecked();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await page.reload();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByRole('switch', { name: 'Use AI assistance' })).not.toBeChecked();
});
