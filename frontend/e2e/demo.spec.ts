/**
 * The offline demo in a browser (docs/architecture.md#demo-mode), on the built server in demo mode
 * (`DEMO=1`, what `npm run demo` runs): the landing page's 'View demo' signs into the seeded
 * account and opens the dashboard with its people; connecting Google Calendar goes through the
 * fake's consent page on the demo's own origin; the Slack DMs page answers; the demo's manager and
 * team show distinct avatar colours. (Outside demo mode 'View demo' says how to run the demo:
 * navigation.spec.ts.)
 */
import { expect, test } from './support/fixtures';

/* The DOM global the in-page check uses: this project compiles without the DOM library. */
declare function getComputedStyle(element: unknown): { backgroundColor: string };

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
  // The product asking for access is Middle.
  await expect(
    page.getByText('Middle wants to access your Google Account jordan.lee@example.com'),
  ).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page.getByText('Google Calendar connected')).toBeVisible();

  await page.goto('/local-fakes/slack');
  await expect(page.getByRole('heading', { name: 'Slack DMs sent (demo)' })).toBeVisible();
});

test("the demo's manager and four direct reports show five distinct avatar colours", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'View demo' }).click();
  // The first sign-in seeds the demo week, which can take a while on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  // Manage up lists the manager and the team in the sidebar, each with its avatar.
  await page.goto('/manage-up');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const people = sidebar.getByRole('listitem').filter({ has: page.locator('a') });
  await expect(people).toHaveCount(5);
  const avatars = await people.evaluateAll((items) =>
    items.map((item) => {
      const link = (item as { querySelector(selector: string): unknown }).querySelector('a');
      const { firstElementChild: avatar, lastElementChild: name } = link as {
        firstElementChild: unknown;
        lastElementChild: { textContent: string };
      };
      return { name: name.textContent.trim(), color: getComputedStyle(avatar).backgroundColor };
    }),
  );
  expect(avatars.map((avatar) => avatar.name.split(' ')[0]).sort()).toEqual([
    'Dana',
    'Marcus',
    'Priya',
    'Sofia',
    'Tom',
  ]);
  const byColor = new Map<string, string[]>();
  for (const { name, color } of avatars) byColor.set(color, [...(byColor.get(color) ?? []), name]);
  expect(
    [...byColor.values()].filter((names) => names.length > 1),
    'people sharing a colour',
  ).toEqual([]);
});
