/**
 * The first paint comes with the HTML (docs/performance.md#a-light-first-page): before any script
 * has loaded, every page shows the loading spinner, and the app replaces it with the page.
 */
import { expect, test } from './support/fixtures';

test('before any script has loaded, the page shows that it is loading', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('status')).toHaveText('Loading');
    await expect(page.locator('svg.animate-spin')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the app replaces the spinner with the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
});
