/**
 * Routes of docs/product.md#screens-and-routes: landing, redirects, legal pages, 404, the shell on
 * mobile, sign-out.
 */
import { expect, signUp, test, throughStepsOneToFour } from './support/fixtures';

test('the landing page offers sign-up and sign-in; the legal pages mark their placeholders', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  await expect(page.getByRole('link', { name: 'Try the product free' }).first()).toHaveAttribute(
    'href',
    '/sign-up',
  );
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('not intended for children under 16')).toBeVisible();
  await expect(page.locator('[data-placeholder]')).toHaveCount(2);
  await page.goto('/terms');
  await expect(page.getByText(/courts in the\s+State of New York/)).toBeVisible();
  await expect(page.locator('[data-placeholder]')).toHaveCount(2);
});

test("outside demo mode, 'View demo' says how to run the demo, with no failed request", async ({
  page,
}) => {
  const errors: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  const viewDemo = page.getByRole('button', { name: 'View demo' });
  await viewDemo.click();
  await expect(page.getByRole('status')).toHaveText(
    "This server doesn't run the demo. Start it with npm run demo, then choose View demo again.",
  );
  // It stays in place, next to the button: no scroll, nobody signed in.
  await expect(viewDemo).toBeInViewport();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(failed).toEqual([]);
});

test('unknown paths show the 404 page and log the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(errors.some((text) => text.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed-out visitors are sent to sign-in from the app', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('signed-in routing: landing and /boss/{id} redirects, mobile menu, sign out', async ({
  page,
  email,
}) => {
  await signUp(page, { email, firstName: 'Jo' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding$/);
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/boss/anything');
  await expect(page).toHaveURL(/\/manage-up$/);
  await expect(page.getByRole('button', { name: 'Add your manager' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add manager manually' })).toBeVisible();

  await page.setViewportSize({ width: 480, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(menu).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
