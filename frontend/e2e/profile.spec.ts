/**
 * /profile (a profile edit survives a restart of the server; docs/product.md#screens-and-routes,
 * #states-and-transitions, #error-catalogue).
 */
import { expect, signUp, test, throughStepsOneToFour } from './support/fixtures';

test('a profile edit survives a server restart', async ({ page, email, server }) => {
  await signUp(page, { email, firstName: 'Iris', lastName: 'Stone' });
  await throughStepsOneToFour(page, { role: 'Team Lead' });
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Mode' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0);

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Team Size')).toHaveValue('4');
  await page.getByLabel('Role').fill('Director of Engineering');
  await page.getByLabel('Team Size').fill('12');
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Goal' });
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await dialog.getByLabel('Goal').fill('  Coach two new leads  ');
  await dialog.getByLabel('Goal').press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Coach two new leads')).toBeVisible();

  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByLabel('Time Zone').click();
  await page.getByRole('option', { name: 'Europe/London' }).click();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await server.restart();

  await page.goto('/profile');
  await expect(page.getByLabel('Role')).toHaveValue('Director of Engineering');
  await expect(page.getByLabel('Team Size')).toHaveValue('12');
  await expect(page.getByText('Coach two new leads')).toBeVisible();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByLabel('Time Zone')).toHaveText('Europe/London');
});

test('Cancel leaves the profile unchanged', async ({ page, email }) => {
  await signUp(page, { email, firstName: 'Theo' });
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await page.goto('/profile');
  await page.getByLabel('First Name').fill('Theodore');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByLabel('First Name')).toHaveValue('Theo');
});
