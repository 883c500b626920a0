/**
 * Tooltips load their code on the first hover (frontend/src/components/ui/tooltip.tsx): a press
 * that is under way when that code arrives still makes its click.
 */
import type { Page } from '@playwright/test';
import { expect, onboardWithoutTeam, test } from './support/fixtures';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Notes panel' });

test('a click on a button with a tip is not lost when the tip’s code arrives mid-press', async ({
  page,
  email,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/tooltip-radix-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await onboardWithoutTeam(page, { email, firstName: 'Tia' });
  await panel(page).getByRole('button', { name: 'Add a private note' }).click();
  await panel(page).getByRole('textbox', { name: 'Note' }).fill('A thought for Friday.');
  await expect(panel(page).getByTestId('note-save-status')).toHaveText(/^Saved /);

  const back = panel(page).getByRole('button', { name: 'Back to notes' });
  await back.hover();
  await page.mouse.down();
  const loaded = page.waitForResponse(/\/assets\/tooltip-radix-.*\.js$/);
  release();
  await loaded;
  // Give the page time to take the tip's code in while the button is still held down.
  await page.waitForTimeout(300);
  await page.mouse.up();

  await expect(panel(page).getByRole('list', { name: 'Notes list' })).toContainText(
    'A thought for Friday.',
  );
  // The tip works from then on.
  await panel(page).getByRole('listitem').first().click();
  await back.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Back to notes');
});
