/**
 * 'Help me say it' end to end (docs/product.md#how-to-say-it-panel, #states-and-transitions
 * 'Phrasing panel', #validation-rules 'Phrasing',
 * #error-catalogue): from the note editor, the empty-message toast, three suggestions with 'Your style' on the
 * profile's coaching style, Copy to the clipboard, Insert into the note at the cursor (and saved),
 * Back keeping the message, and Done resetting the panel. No OpenAI key: the builtin engine.
 */
import type { Page } from '@playwright/test';
import { addDirectReport, apiFromPage, expect, onboardWithoutTeam, test } from './support/fixtures';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Notes panel' });
const MESSAGE =
  'I think Ada maybe missed the design review twice this month. Could you send the notes before Friday?';

test('the phrasing panel suggests three ways, copies one and inserts one at the cursor', async ({
  page,
  context,
  email,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await onboardWithoutTeam(page, { email, firstName: 'Nia' }); // coaching style: Balanced
  await addDirectReport(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    meetingDayOfWeek: 'Friday',
    meetingTime: '16:00',
  });
  await page.reload();

  await panel(page).getByRole('button', { name: 'Add a private note' }).click();
  await panel(page).getByRole('button', { name: 'Who is it about?' }).click();
  await page.getByRole('menuitem', { name: 'Ada Lovelace' }).click();
  const editor = panel(page).getByRole('textbox', { name: 'Note' });
  await editor.pressSequentially('Prep for Friday. Follow up next week.', { delay: 10 });
  // The cursor goes between the two sentences.
  await editor.evaluate((element) =>
    (
      element as unknown as { setSelectionRange(start: number, end: number): void }
    ).setSelectionRange(16, 16),
  );

  await panel(page).getByRole('button', { name: 'Help me say it' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Not sure how to say it?' })).toBeVisible();
  const input = dialog.getByRole('textbox', { name: 'What you want to say' });
  const submit = dialog.getByRole('button', { name: 'Get suggestions' });
  await expect(submit).toBeDisabled();

  // A blank message: the button is enabled, the toast says what is missing.
  await input.fill('   ');
  await submit.click();
  await expect(page.getByText('Message required')).toBeVisible();
  await expect(page.getByText('Please enter what you want to say.')).toBeVisible();

  await input.fill(MESSAGE);
  await submit.click();
  await expect(
    dialog.getByRole('heading', { name: 'Here are a few ways you could say it' }),
  ).toBeVisible();
  const card = (name: string) => dialog.getByRole('article', { name });
  // The note is about Ada, a direct report: the empathetic card asks as one asks a report.
  await expect(card('Empathetic')).toContainText("I know you've got a lot on");
  for (const name of ['Empathetic', 'Direct', 'Balanced']) {
    await expect(card(name)).toBeVisible();
    await expect(card(name)).toContainText('Ada');
  }
  await expect(dialog.getByText('Your style')).toHaveCount(1);
  await expect(card('Balanced').getByText('Your style')).toBeVisible();
  const direct = (await card('Direct').locator('p').textContent()) ?? '';
  const empathetic = (await card('Empathetic').locator('p').textContent()) ?? '';
  expect(
    new Set([direct, empathetic, await card('Balanced').locator('p').textContent()]).size,
  ).toBe(3);
  expect(direct).not.toMatch(/\b(I think|maybe)\b/);

  await card('Direct').getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Suggestion copied.')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(direct);

  await card('Empathetic').getByRole('button', { name: 'Insert' }).click();
  await expect(page.getByText('Suggestion inserted into your note.')).toBeVisible();
  // The modal hides the page from the accessibility tree: read the textarea itself.
  await expect(page.locator('textarea[aria-label="Note"]')).toHaveValue(
    `Prep for Friday. ${empathetic} Follow up next week.`,
  );

  // Back keeps the message; Done closes and resets.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(input).toHaveValue(MESSAGE);
  await submit.click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await panel(page).getByRole('button', { name: 'Help me say it' }).click();
  await expect(
    page.getByRole('dialog').getByRole('textbox', { name: 'What you want to say' }),
  ).toHaveValue('');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The inserted text is saved with the note.
  await expect(panel(page).getByTestId('note-save-status')).toHaveText(/^(Saved|Edited) /);
  await expect
    .poll(
      async () =>
        (await apiFromPage<{ notes: { content: string }[] }>(page, 'GET', '/api/notes')).notes[0]
          ?.content,
    )
    .toBe(`Prep for Friday. ${empathetic} Follow up next week.`);
});

test('a failed request shows the inline error and the toast', async ({ page, email }) => {
  await onboardWithoutTeam(page, { email, firstName: 'Fay' });
  await page.route('**/api/notes/phrasing-suggestions', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong' } }),
    }),
  );
  await panel(page).getByRole('button', { name: 'Add a private note' }).click();
  await panel(page).getByRole('button', { name: 'Help me say it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'What you want to say' }).fill('The demo slipped.');
  await dialog.getByRole('button', { name: 'Get suggestions' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Unable to generate suggestions. Please try again.',
  );
  await expect(page.getByText('Failed to generate suggestions. Please try again.')).toBeVisible();
});
