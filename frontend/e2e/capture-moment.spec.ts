/**
 * Capturing a moment says what happened (docs/product.md#where-the-moments-show): 'Capture the
 * moment' — from a nudge or from a moment's switch — asks what was said in one small dialog (Enter
 * saves, Escape cancels, Skip saves without words) and saves it as a private note about the person,
 * with the moment. The note shows in the notes panel with that text, the moment shows as captured,
 * and the weekly picture counts it once (by hand, not also 'in your notes'). Undo or switching the
 * moment off takes the banner, the moment and the untouched note away together; a note edited
 * since stays, without the capture, and counts like any note. A failed save says so and leaves
 * no note behind.
 */
import type { Locator, Page } from '@playwright/test';
import { apiFromPage, expect, onboardWithoutTeam, test } from './support/fixtures';
import { NO_PAST_1_1_AT_WEEKEND, pastSlotToday, TEST_TIME_ZONE } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

const feedbackMoments = (page: Page) => page.getByRole('region', { name: 'Feedback moments' });
const banner = (section: Locator) =>
  section
    .getByRole('status')
    .filter({ has: section.page().getByRole('button', { name: 'Dismiss celebration' }) });
const notesList = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Notes panel' })
    .getByRole('list', { name: 'Notes list' });

interface StoredNote {
  id: string;
  content: string;
  tags: string[];
  directReportId: string | null;
  bossId: string | null;
}

async function storedNotes(page: Page): Promise<StoredNote[]> {
  return (await apiFromPage<{ notes: StoredNote[] }>(page, 'GET', '/api/notes')).notes;
}

/**
 * Signs up (onboarded, no team), adds Jo Li with strengths and growth areas and a weekly 1:1
 * (`slot`, Friday 23:30 unless given), opens Jo's page.
 */
async function openJosPage(
  page: Page,
  email: string,
  slot: { day: string; time: string } = { day: 'Friday', time: '23:30' },
): Promise<{ id: string }> {
  await onboardWithoutTeam(page, { email, firstName: 'Noor' });
  const jo = await apiFromPage<{ id: string }>(page, 'POST', '/api/direct-reports', {
    firstName: 'Jo',
    lastName: 'Li',
    meetingDayOfWeek: slot.day,
    meetingTime: slot.time,
    meetingFrequency: 'weekly',
    strengths: ['Curious'],
    opportunities: ['Delegation'],
  });
  await page.goto(`/dr/${jo.id}`);
  await expect(page.getByRole('heading', { name: 'Jo Li', level: 1 })).toBeVisible();
  return jo;
}

/**
 * The moment a capture dialog's title names ('Feedback asked of Jo' → 'Feedback asked'), and a
 * line of what was said that the notes' classifier also reads as that moment.
 */
const MOMENT_OF_TITLE: [RegExp, string, string][] = [
  [/^Feedback given to /, 'Feedback given', 'Gave Jo feedback on her demo: start with the goal'],
  [
    /^Feedback asked of /,
    'Feedback asked',
    'Asked Jo how our 1:1s could be more useful and noted her ideas',
  ],
  [/^Recognition for /, 'Recognition', 'Thanked Jo for staying late to fix the release'],
];

test('from a nudge: what was said becomes a note about Jo, and the moment counts once, by hand', async ({
  page,
  email,
}) => {
  // 'Give feedback' needs a 1:1 with Jo over this week: at 00:00 today, the day Jo is added.
  const slot = pastSlotToday();
  test.skip(!slot, NO_PAST_1_1_AT_WEEKEND);
  await openJosPage(page, email, slot!);
  const nudges = page.getByRole('list', { name: 'Nudges' });
  await nudges.getByRole('button', { name: 'Capture the moment' }).first().click();

  const dialog = page.getByRole('dialog');
  const title = (await dialog.getByRole('heading').textContent()) ?? '';
  const [, moment, words] = MOMENT_OF_TITLE.find(([pattern]) => pattern.test(title)) ?? [];
  expect(moment, title).toBeDefined();
  await expect(dialog).toContainText('Saved as a private note about Jo.');
  // Keyboard first: the field has the focus, Enter saves.
  const said = dialog.getByRole('textbox');
  await expect(said).toBeFocused();
  await said.fill(words!);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${moment!} captured`).first()).toBeVisible();

  const section = feedbackMoments(page);
  await expect(section.getByRole('switch', { name: moment! })).toBeChecked();
  await expect(section.getByRole('switch', { name: moment! })).toBeEnabled();
  const card = notesList(page).getByRole('listitem').first();
  await expect(card).toContainText(words!);
  await expect(card).toContainText('Jo Li');

  // After the note has been classified (within 2 s) as the same moment, it still counts once: by
  // hand, not also 'in your notes'.
  await page.waitForTimeout(2500);
  await page.reload();
  await expect(section.getByRole('switch', { name: moment! })).toBeChecked();
  await expect(section.getByRole('switch', { name: moment! })).toBeEnabled();
  await expect(section.getByText('From your note')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('img', { name: `Jo Li · ${moment!}: captured by you this week` }),
  ).toHaveAttribute('data-filled', 'true');
});

test('from the switch, with what was said; switching it off takes the banner and the note away', async ({
  page,
  email,
}) => {
  await openJosPage(page, email);
  const section = feedbackMoments(page);
  const recognition = section.getByRole('switch', { name: 'Recognition' });
  await recognition.click();
  const dialog = page.getByRole('dialog', { name: 'Recognition for Jo' });
  await expect(dialog.getByLabel('What did you recognize? (optional)')).toBeFocused();
  await dialog.getByRole('textbox').fill('Thanked Jo for unblocking Friday’s release');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(recognition).toBeChecked();
  await expect(banner(section)).toContainText('Recognition captured');
  await expect(notesList(page).getByRole('listitem').first()).toContainText(
    'Thanked Jo for unblocking Friday’s release',
  );
  const [note] = await storedNotes(page);
  expect(note).toMatchObject({
    content: 'Thanked Jo for unblocking Friday’s release',
    tags: ['moment:recognition'],
  });
  // Focus is back on the switch.
  await expect(recognition).toBeFocused();

  const removed = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/notes/${note!.id}`) && response.request().method() === 'DELETE',
  );
  await recognition.click();
  await expect(recognition).not.toBeChecked();
  await expect(banner(section)).toHaveCount(0);
  expect((await removed).ok()).toBe(true);
  await expect(notesList(page).getByText('Thanked Jo for unblocking Friday’s release')).toHaveCount(
    0,
  );
  await page.reload();
  await expect(recognition).not.toBeChecked();
  await expect(banner(section)).toHaveCount(0);
  expect(await storedNotes(page)).toEqual([]);
});

test('Escape cancels: nothing is captured and no note is written', async ({ page, email }) => {
  await openJosPage(page, email);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(new URL(request.url()).pathname);
  });
  const given = feedbackMoments(page).getByRole('switch', { name: 'Feedback given' });
  await given.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Feedback given to Jo' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Not this time');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(given).not.toBeChecked();
  await expect(given).toBeFocused();
  expect(writes).toEqual([]);
  expect(await storedNotes(page)).toEqual([]);
});

test('a note edited since the capture stays when the moment is switched off, and counts like any note', async ({
  page,
  email,
}) => {
  const jo = await openJosPage(page, email);
  const section = feedbackMoments(page);
  const recognition = section.getByRole('switch', { name: 'Recognition' });
  await recognition.click();
  const dialog = page.getByRole('dialog', { name: 'Recognition for Jo' });
  await dialog.getByRole('textbox').fill('Thanked Jo for the demo');
  await page.keyboard.press('Enter');
  await expect(recognition).toBeChecked();

  // The manager adds to the note in the notes panel.
  await notesList(page).getByRole('listitem').first().getByRole('button').first().click();
  const editor = page.getByRole('complementary', { name: 'Notes panel' }).getByRole('textbox', {
    name: 'Note',
  });
  await editor.press('End');
  await editor.pressSequentially(' at the all-hands.', { delay: 10 });
  await expect(
    page.getByRole('complementary', { name: 'Notes panel' }).getByTestId('note-save-status'),
  ).toHaveText(/^(Saved|Edited) /);

  await recognition.click();
  // The note stays, without the capture's tag; its words now count as a note's do.
  await expect
    .poll(async () => (await storedNotes(page)).map(({ content, tags }) => ({ content, tags })))
    .toEqual([{ content: 'Thanked Jo for the demo at the all-hands.', tags: [] }]);
  await expect(banner(section)).toHaveCount(0);
  await expect(section.getByText('From your note')).toBeVisible();
  await expect(recognition).toBeChecked();
  await expect(recognition).toBeDisabled();
  const stats = await apiFromPage<{ recognition: { total: number; manual: number } }>(
    page,
    'GET',
    '/api/feedback/stats',
  );
  expect(stats.recognition).toMatchObject({ total: 1, manual: 0 });
  expect((await storedNotes(page))[0]!.directReportId).toBe(jo.id);
});

test('a failed save says so, leaves no note behind, and the same dialog saves on retry', async ({
  page,
  email,
}) => {
  const jo = await openJosPage(page, email);
  await page.route('**/api/feedback/moments', (route) => route.abort('failed'));
  const asked = feedbackMoments(page).getByRole('switch', { name: 'Feedback asked' });
  await asked.click();
  const dialog = page.getByRole('dialog', { name: 'Feedback asked of Jo' });
  await dialog.getByRole('textbox').fill('How could I support you better?');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "Couldn't save this moment. Check your connection and try again.",
  );
  await expect(dialog.getByRole('textbox')).toHaveValue('How could I support you better?');
  // The note written before the capture failed was deleted again; nothing is captured.
  await expect.poll(async () => (await storedNotes(page)).length).toBe(0);
  const week = await apiFromPage<{ feedbackAsked: boolean }>(
    page,
    'GET',
    `/api/feedback/checked-for-person?directReportId=${jo.id}`,
  );
  expect(week.feedbackAsked).toBe(false);

  await page.unroute('**/api/feedback/moments');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(asked).toBeChecked();
  expect((await storedNotes(page)).map((note) => note.content)).toEqual([
    'How could I support you better?',
  ]);
});

test('manage-up on a phone: Skip saves the moment with a sentence of what was captured; Undo takes both away', async ({
  page,
  email,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await onboardWithoutTeam(page, { email, firstName: 'Noor' });
  await apiFromPage(page, 'POST', '/api/bosses', {
    firstName: 'Maria',
    lastName: 'Santos',
    meetingDayOfWeek: 'Friday',
    meetingTime: '23:30',
    meetingFrequency: 'weekly',
  });
  await page.goto('/manage-up');
  const section = page.getByRole('region', { name: 'Nice job managing up this week!' });
  const wins = section.getByRole('switch', { name: 'Team wins' });
  await wins.click();
  const dialog = page.getByRole('dialog', { name: 'Team win shared with Maria' });
  await expect(dialog).toContainText('Left blank, the note says “Shared a team win with Maria.”');
  // The dialog and its buttons fit the phone's width.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  for (const name of ['Skip', 'Save']) {
    const button = (await dialog.getByRole('button', { name }).boundingBox())!;
    expect(button.x + button.width, name).toBeLessThanOrEqual(box.x + box.width);
  }
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(wins).toBeChecked();
  await expect(banner(section)).toContainText('Team wins captured');
  expect((await storedNotes(page)).map(({ content, tags }) => ({ content, tags }))).toEqual([
    { content: 'Shared a team win with Maria.', tags: ['moment:teamWins'] },
  ]);
  await page.getByRole('button', { name: 'Open notes' }).click();
  const drawer = page.getByRole('dialog', { name: 'Notes' });
  await expect(drawer.getByRole('list', { name: 'Notes list' })).toContainText(
    'Shared a team win with Maria.',
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(wins).not.toBeChecked();
  await expect(banner(section)).toHaveCount(0);
  await expect.poll(async () => (await storedNotes(page)).length).toBe(0);
  await page.reload();
  await expect(wins).not.toBeChecked();
  await expect(banner(section)).toHaveCount(0);
});
