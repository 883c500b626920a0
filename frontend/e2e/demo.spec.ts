/**
 * The offline demo in a browser (issue 10 item 6), on the built server in demo mode (`DEMO=1`,
 * what `npm run demo` runs): the landing page's 'View demo' signs into the seeded account and
 * opens the dashboard with its people; connecting Google Calendar goes through the fake's consent
 * page on the demo's own origin; the Slack DMs page answers. (Outside demo mode 'View demo' keeps
 * its scroll to 'How it supports managers': navigation.spec.ts.)
 */
import { expect, test } from './support/fixtures';

test.use({ serverEnv: { DEMO: '1' } });

test("'View demo' opens the seeded account's dashboard", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'View demo' }).click();
  // The first sign-in seeds the demo week, which can take a while on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const main = page.getByRole('main');
  for (const name of ['Priya', 'Marcus', 'Sofia', 'Tom']) {
    await expect(main.getByText(name).first()).toBeVisible();
  }
});

test("connects Google Calendar through the fake's consent page; the Slack DMs page answers", async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'View demo' }).click();
  // The first sign-in seeds the demo week, which can take a while on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  const googleCard = page.getByRole('region', { name: 'Google Calendar', exact: true });
  await googleCard.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google (fake)' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page.getByText('Google Calendar connected')).toBeVisible();

  await page.goto('/local-fakes/slack');
  await expect(page.getByRole('heading', { name: 'Slack DMs sent (demo)' })).toBeVisible();
});
