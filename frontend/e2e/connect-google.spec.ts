/**
 * Connecting Google Calendar from the profile in a browser (docs/architecture.md#integrations),
 * against a server wired to the loopback fake of Google (infra/local/dev-fakes/fake-google.ts): Connect on
 * the Integrations tab → the fake's consent page → Allow → back through the callback to the
 * onboarding wizard's team review ('Google Calendar connected') → Cancel back to the profile, where
 * Google Calendar is Connected and Active with the account; then Disconnect after the confirmation.
 * A denied consent comes back to the profile with 'Failed to start integration. Please try again.'
 */
import { startFakeGoogle, type FakeGoogle } from '../../infra/local/dev-fakes/fake-google';
import { startAppServer, type AppServer } from './support/app-server';
import { expect, onboardWithoutTeam, test as base } from './support/fixtures';

const test = base.extend<object, { fakeGoogle: FakeGoogle; server: AppServer }>({
  fakeGoogle: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakeGoogle({ account: 'cleo@example.com' });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ fakeGoogle }, use) => {
      const server = await startAppServer({ env: fakeGoogle.env });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
});

test('Connect Google Calendar from the profile through the consent page, then disconnect', async ({
  page,
  email,
  fakeGoogle,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Cleo' });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  const googleCard = page.getByRole('region', { name: 'Google Calendar', exact: true });
  await expect(googleCard.getByText('Not connected')).toBeVisible();

  await googleCard.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google (fake)' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(fakeGoogle.url);
  await page.getByRole('link', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/onboarding\?connected=google&return=\/profile$/);
  await expect(page.getByText('Google Calendar connected')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(googleCard.getByText('Active')).toBeVisible();
  await expect(googleCard.getByRole('paragraph').filter({ hasText: 'Active' })).toHaveText(
    /^Connected\s*Active\s*as cleo@example\.com$/,
  );
  await expect(googleCard.getByRole('button', { name: 'Reconnect' })).toBeEnabled();

  await googleCard.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Google Calendar disconnected')).toBeVisible();
  await expect(googleCard.getByText('Not connected')).toBeVisible();
  expect(fakeGoogle.revoked).toHaveLength(1);
});

test('a denied consent comes back to the profile with the error', async ({ page, email }) => {
  await onboardWithoutTeam(page, { email, firstName: 'Dev' });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await page.getByRole('button', { name: 'Connect', exact: true }).first().click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Failed to start integration. Please try again.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Not connected').first()).toBeVisible();
});
