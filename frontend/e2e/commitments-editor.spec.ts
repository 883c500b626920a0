/**
 * The commitments checklist in the meeting note editor (docs/product.md#note-editor): made and
 * ticked with the keyboard only, made from a pasted task line, dropped with Undo, kept on the
 * device while offline and sent once back (and removed from it at sign-out), shown in a second
 * tab, merged when two tabs edit the same item, and free of serious axe violations at 390 and
 * 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiFromPage, expect, onboardWithoutTeam, test } from './support/fixtures';
import { TEST_TIME_ZONE } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

interface CommitmentBody {
  id: string;
  section: 'prep' | 'reflection';
  text: string;
  owner: 'me' | 'them';
  done: boolean;
}

/** A 1:1 on a past Monday with Ada, whose note has an agenda and a reflection. */
async function seedMeeting(page: Page, email: string): Promise<string> {
  await onboardWithoutTeam(page, { email, firstName: 'Mia' });
  const ada = await apiFromPage<{ id: string }>(page, 'POST', '/api/direct-reports', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    meetingDayOfWeek: 'Monday',
    meetingTime: '10:00',
    meetingFrequency: 'weekly',
  });
  const meetingId = `dr-${ada.id}-20261123`;
  await apiFromPage(page, 'POST', '/api/notes/meeting', {
    meetingId,
    directReportId: ada.id,
    agendaContent: 'Release plan',
    reflectionContent: 'Went well.',
  });
  return meetingId;
}

/** The notes panel (the drawer on small screens), opened. */
async function notesPanel(page: Page) {
  const mobile = (page.viewportSize()?.width ?? 1280) <= 480;
  const notes = mobile
    ? page.getByRole('dialog', { name: 'Notes' })
    : page.getByRole('complementary', { name: 'Notes panel' });
  if (mobile && !(await notes.isVisible())) {
    await page.getByRole('button', { name: 'Open notes' }).click();
  }
  await expect(notes).toBeVisible();
  return notes;
}

/** Opens the seeded 1:1's note from the notes list; answers the panel. */
async function openMeetingNote(page: Page) {
  const notes = await notesPanel(page);
  await notes
    .getByRole('list', { name: 'Notes list' })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(notes.getByRole('textbox', { name: 'Reflection' })).toHaveValue('Went well.');
  return notes;
}

async function serverChecklist(page: Page, meetingId: string): Promise<CommitmentBody[]> {
  const page1 = await apiFromPage<{ commitments: CommitmentBody[] }>(
    page,
    'GET',
    `/api/commitments/by-meeting?meetingId=${meetingId}`,
  );
  return page1.commitments;
}

const summary = (items: CommitmentBody[]) =>
  items.map(({ section, text, done }) => ({ section, text, done }));

test('keyboard only: [] makes an item, Enter the next, Space ticks, Backspace drops; a reload shows them stored', async ({
  page,
  email,
}) => {
  const meetingId = await seedMeeting(page, email);
  await page.reload();
  const notes = await openMeetingNote(page);
  const reflection = notes.getByRole('textbox', { name: 'Reflection' });
  const checklist = notes.getByRole('region', { name: 'Reflection commitments' });
  const items = checklist.getByRole('textbox', { name: 'Commitment', exact: true });

  await reflection.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('[] ');
  // The line left the reflection; the new item's text has the focus.
  await expect(reflection).toHaveValue('Went well.');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toBeFocused();
  await page.keyboard.type('Send the deck');
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.type('Book the room');
  // Back to this item's checkbox, and Space ticks it.
  await page.keyboard.press('Shift+Tab');
  const booked = checklist.getByRole('checkbox', { name: 'Book the room' });
  await expect(booked).toBeFocused();
  await page.keyboard.press('Space');
  await expect(booked).toBeChecked();
  // Enter in the last item adds an empty one; Backspace drops it and goes back up.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toBeFocused();
  // The owner toggle shows the person's first name.
  await page.keyboard.press('Tab');
  await expect(
    checklist.getByRole('button', { name: 'Owner: Me (switch to Ada)' }).nth(1),
  ).toBeFocused();

  await expect
    .poll(async () => summary(await serverChecklist(page, meetingId)))
    .toEqual([
      { section: 'reflection', text: 'Send the deck', done: false },
      { section: 'reflection', text: 'Book the room', done: true },
    ]);
  await page.reload();
  const again = await openMeetingNote(page);
  const stored = again.getByRole('region', { name: 'Reflection commitments' });
  await expect(stored.getByRole('textbox', { name: 'Commitment', exact: true })).toHaveCount(2);
  await expect(stored.getByRole('checkbox', { name: 'Book the room' })).toBeChecked();
  await expect(stored.getByRole('checkbox', { name: 'Send the deck' })).not.toBeChecked();
  // The agenda's checklist is its own.
  await expect(
    again.getByRole('region', { name: 'Agenda commitments' }).getByRole('textbox'),
  ).toHaveCount(0);
});

test('a pasted task line in the agenda becomes an item; dropping one offers Undo', async ({
  page,
  email,
}) => {
  const meetingId = await seedMeeting(page, email);
  await page.reload();
  const notes = await openMeetingNote(page);
  const agenda = notes.getByRole('textbox', { name: 'Agenda' });
  await agenda.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\n- [ ] Share the hiring plan\nOffsite');
  await expect(agenda).toHaveValue('Release plan\nOffsite');
  const checklist = notes.getByRole('region', { name: 'Agenda commitments' });
  await expect(checklist.getByRole('textbox', { name: 'Commitment', exact: true })).toHaveValue(
    'Share the hiring plan',
  );
  await expect(checklist.getByRole('textbox', { name: 'Commitment', exact: true })).toBeFocused();
  await expect
    .poll(async () => summary(await serverChecklist(page, meetingId)))
    .toEqual([{ section: 'prep', text: 'Share the hiring plan', done: false }]);

  await checklist.getByRole('button', { name: 'Drop “Share the hiring plan”' }).click();
  await expect(checklist.getByRole('textbox', { name: 'Commitment', exact: true })).toHaveCount(0);
  await expect.poll(async () => (await serverChecklist(page, meetingId)).length).toBe(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(checklist.getByRole('textbox', { name: 'Commitment', exact: true })).toHaveValue(
    'Share the hiring plan',
  );
  await expect
    .poll(async () => summary(await serverChecklist(page, meetingId)))
    .toEqual([{ section: 'prep', text: 'Share the hiring plan', done: false }]);
});

test('offline: items added and ticked are kept on the device through a reload and sent once back online', async ({
  page,
  context,
  email,
}) => {
  const meetingId = await seedMeeting(page, email);
  await page.reload();
  const notes = await openMeetingNote(page);
  const checklist = notes.getByRole('region', { name: 'Reflection commitments' });

  await context.setOffline(true);
  await checklist.getByRole('button', { name: 'Add commitment' }).click();
  await page.keyboard.type('Write the launch note');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ask about the budget');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(checklist.getByRole('checkbox', { name: 'Ask about the budget' })).toBeChecked();
  await expect(notes.getByTestId('note-save-status')).toContainText('Offline', {
    timeout: 10_000,
  });

  // A reload cannot load the app offline (it has no service worker): the page comes back with
  // the commitments API still unreachable instead.
  await page.route('**/api/commitments**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  const reloaded = await openMeetingNote(page);
  const kept = reloaded.getByRole('region', { name: 'Reflection commitments' });
  await expect(kept.getByRole('textbox', { name: 'Commitment', exact: true })).toHaveCount(2);
  await expect(kept.getByRole('checkbox', { name: 'Ask about the budget' })).toBeChecked();

  await page.unroute('**/api/commitments**');
  await expect
    .poll(async () => summary(await serverChecklist(page, meetingId)), { timeout: 20_000 })
    .toEqual([
      { section: 'reflection', text: 'Write the launch note', done: false },
      { section: 'reflection', text: 'Ask about the budget', done: true },
    ]);
});

test('sign out removes an unsent checklist change from the device', async ({ page, email }) => {
  await seedMeeting(page, email);
  await page.reload();
  const notes = await openMeetingNote(page);
  const checklist = notes.getByRole('region', { name: 'Reflection commitments' });
  await page.route('**/api/commitments**', (route) => route.abort('connectionrefused'));
  await checklist.getByRole('button', { name: 'Add commitment' }).click();
  await page.keyboard.type('Private promise');
  const drafts = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('coach.checklist-draft.'))
        .map((key) => localStorage.getItem(key) ?? '')
        .join('\n'),
    );
  await expect.poll(drafts).toContain('Private promise');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await drafts()).toBe('');
});

test('two tabs: an item added in one shows in the other; editing the same item in both loses neither', async ({
  page,
  context,
  email,
}) => {
  const meetingId = await seedMeeting(page, email);
  await page.reload();
  const second = await context.newPage();
  await second.goto('/dashboard');
  const notesOne = await openMeetingNote(page);
  const notesTwo = await openMeetingNote(second);
  const one = notesOne.getByRole('region', { name: 'Reflection commitments' });
  const two = notesTwo.getByRole('region', { name: 'Reflection commitments' });

  await one.getByRole('button', { name: 'Add commitment' }).click();
  await page.keyboard.type('Plan the offsite');
  await expect(two.getByRole('textbox', { name: 'Commitment', exact: true })).toHaveValue(
    'Plan the offsite',
    {
      timeout: 10_000,
    },
  );

  // The second tab loses the server while both edit the text of the same item.
  await second.route('**/api/commitments**', (route) => route.abort('connectionrefused'));
  const inTwo = two.getByRole('textbox', { name: 'Commitment', exact: true });
  await inTwo.press('End');
  await inTwo.pressSequentially(' in May', { delay: 5 });
  const inOne = one.getByRole('textbox', { name: 'Commitment', exact: true });
  await inOne.press('End');
  await inOne.pressSequentially(' with Ada', { delay: 5 });
  await expect
    .poll(async () => (await serverChecklist(page, meetingId))[0]?.text)
    .toBe('Plan the offsite with Ada');
  await second.unroute('**/api/commitments**');

  await expect(notesTwo.getByText('Both versions of its text are kept')).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(async () => (await serverChecklist(page, meetingId))[0]?.text, { timeout: 20_000 })
    .toBe('Plan the offsite in May / Plan the offsite with Ada');
  await expect(inOne).toHaveValue('Plan the offsite in May / Plan the offsite with Ada', {
    timeout: 10_000,
  });
  expect(await serverChecklist(page, meetingId)).toHaveLength(1);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the checklist has no serious axe violation (${viewport.width} px)`, async ({
    page,
    email,
  }) => {
    await page.setViewportSize(viewport);
    const meetingId = await seedMeeting(page, email);
    await apiFromPage(page, 'POST', '/api/commitments', {
      meetingId,
      section: 'reflection',
      text: 'Send the deck',
      owner: 'them',
      due: '2026-12-04',
    });
    await page.reload();
    const notes = await openMeetingNote(page);
    const checklist = notes.getByRole('region', { name: 'Reflection commitments' });
    await expect(checklist.getByRole('textbox', { name: 'Commitment', exact: true })).toHaveValue(
      'Send the deck',
    );
    await expect(checklist.getByRole('button', { name: /^Owner: Ada/ })).toBeVisible();
    await checklist.getByRole('button', { name: 'Add commitment' }).click();
    await expect(checklist.getByRole('textbox', { name: 'Commitment', exact: true })).toHaveCount(
      2,
    );
    // Nothing wider than the screen.
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page })
      .include('[data-commitment-id]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`);
    expect(serious).toEqual([]);
    const whole = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      whole.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help}`),
    ).toEqual([]);
  });
}
