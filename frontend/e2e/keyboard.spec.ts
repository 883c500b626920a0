/**
 * Keyboard only (issue: accessibility): sign in, add a direct report, write and save a note, leave
 * the empty agenda with Escape then Tab, sign out — without the mouse, with a visible focus on
 * every control reached and dialogs that give focus back when they close.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { TEST_TIME_ZONE } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/** The focused element shows a focus indicator (an outline or a ring). */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(`(() => {
    const style = getComputedStyle(document.activeElement);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  })()`);
  expect(indicator, 'the focused control shows a focus indicator').toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks the focus is visible. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Moves through an open menu or listbox with the arrow keys until `item` is highlighted. */
async function arrowTo(page: Page, item: Locator, max = 15) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(item)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never reached ${String(item)}`);
}

test('sign in, add a direct report, write and save a note, ask “Help me say it” and sign out with the keyboard alone', async ({
  page,
  email,
}) => {
  test.setTimeout(120_000);
  // An onboarded account, made through the API (setup, not part of the keyboard journey).
  const session = (await (
    await page.request.post('/local-auth/sessions', {
      data: { email, firstName: 'Kai', lastName: 'Moreno' },
    })
  ).json()) as { token: string };
  const onboarded = await page.request.post('/api/onboarding', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { firstName: 'Kai', lastName: 'Moreno', email, timeZone: TEST_TIME_ZONE },
  });
  expect(onboarded.ok()).toBe(true);

  // Sign in.
  await page.goto('/sign-in');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Lead your team' })).toBeVisible();

  // The add dialog traps focus and gives it back to its opener on Escape.
  const addButton = page.getByRole('button', { name: 'Add your direct report' });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a direct report' });
  await expect(dialog).toBeVisible();
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(d.ownerDocument.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(addButton).toBeFocused();

  // Add a direct report: three steps.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('First name'));
  await page.keyboard.type('Ada');
  await tabTo(page, dialog.getByLabel('Last name'));
  await page.keyboard.type('Lovelace');
  await tabTo(page, dialog.getByLabel('1:1 day', { exact: true }));
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: 'Friday', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('1:1 day', { exact: true })).toHaveText('Friday');
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Strengths'), { back: true });
  await page.keyboard.type('Clear writing');
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dr\/[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();

  // Write a note and let it save.
  const panel = page.getByRole('complementary', { name: 'Notes panel' });
  await tabTo(page, panel.getByRole('button', { name: 'Add a private note' }));
  await page.keyboard.press('Enter');
  const note = panel.getByRole('textbox', { name: 'Note' });
  await tabTo(page, note);
  await page.keyboard.type('Ada led the incident review calmly; thank her in our 1:1.');
  await expect(panel.getByTestId('note-save-status')).toHaveText(/^(Saved|Edited) /);
  // 'Help me say it' (docs/product.md#note-editor): open it, ask, insert a suggestion, and close
  // it.
  await tabTo(page, panel.getByRole('button', { name: 'Help me say it' }), { back: true });
  await page.keyboard.press('Enter');
  const sayIt = page.getByRole('dialog');
  const message = sayIt.getByRole('textbox', { name: 'What you want to say' });
  await tabTo(page, message);
  await page.keyboard.type('Thanks for leading the incident review so calmly.');
  await tabTo(page, sayIt.getByRole('button', { name: 'Get suggestions' }));
  await page.keyboard.press('Enter');
  const empathetic = sayIt.getByRole('article', { name: 'Empathetic' });
  await expect(empathetic).toBeVisible();
  await tabTo(page, empathetic.getByRole('button', { name: 'Insert' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Suggestion inserted into your note.')).toBeVisible();
  await tabTo(page, sayIt.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(sayIt).toBeHidden();
  await expect(note).toHaveValue(/incident review calmly; thank her[\s\S]+\S/);
  await tabTo(page, panel.getByRole('button', { name: 'Back to notes' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('list', { name: 'Notes list' })).toContainText('incident review');

  // The empty agenda: Tab asks for suggestions, so Escape then Tab moves on.
  await tabTo(page, page.getByRole('button', { name: 'Prep agenda' }).first(), { back: true });
  await page.keyboard.press('Enter');
  const agenda = panel.getByRole('textbox', { name: 'Agenda' });
  await expect(agenda).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(agenda).not.toBeFocused();
  await expect(agenda).toHaveValue('');
  // The agenda is the panel's last field: Tab leaves it for the next stop (here, out of the page).
  await tabTo(page, panel.getByRole('button', { name: 'Back to notes' }), { back: true });
  await page.keyboard.press('Enter');

  // Sign out from the account menu.
  await tabTo(page, page.getByRole('button', { name: /Account menu/ }), { back: true, max: 60 });
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('menuitem', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
