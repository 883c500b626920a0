/**
 * Where the moments show (docs/product.md#where-the-moments-show): the direct report page's
 * feedback moments and manage-up's 'Nice job managing up this week!' — a moment captured by hand
 * (through the capture step, capture-moment.spec.ts) and undone, one inferred from a note with the
 * sentence it came from (its switch stays on), and the celebration banners of
 * docs/product.md#states-and-transitions: a new type replaces the banner, a moment switched off
 * takes its banner away, dismissal, the same type quiet for 10 minutes, the banner gone after 10
 * minutes and cleared on switching person.
 */
import type { Locator, Page } from '@playwright/test';
import { addDirectReport, apiFromPage, expect, onboardWithoutTeam, test } from './support/fixtures';
import { TEST_TIME_ZONE } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

const feedbackMoments = (page: Page) => page.getByRole('region', { name: 'Feedback moments' });
const banner = (section: Locator) =>
  section
    .getByRole('status')
    .filter({ has: section.page().getByRole('button', { name: 'Dismiss celebration' }) });

/** Signs up (onboarded, no team), adds Jo Li (1:1 late on Fridays) and opens Jo's page. */
async function openJosPage(page: Page, email: string) {
  await onboardWithoutTeam(page, { email, firstName: 'Noor' });
  const jo = await addDirectReport(page, {
    firstName: 'Jo',
    lastName: 'Li',
    meetingDayOfWeek: 'Friday',
    meetingTime: '23:30',
  });
  await page.goto(`/dr/${jo.id}`);
  return feedbackMoments(page);
}

/**
 * Clicks a moment's switch — switching it on, skips what was said in the capture step — and waits
 * until the server has the change.
 */
async function toggle(section: Locator, name: string) {
  const page = section.page();
  const moment = section.getByRole('switch', { name });
  const turningOn = !(await moment.isChecked());
  const written = page.waitForResponse(
    (response) =>
      /\/api\/(feedback|manage-up)\/moments/.test(response.url()) &&
      response.request().method() !== 'GET',
  );
  await moment.click();
  if (turningOn) await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  expect((await written).ok()).toBe(true);
}

/**
 * Captures the moment by hand (its banner shows), checks it is still on after a reload, then undoes
 * it and checks it stays off.
 */
async function captureThenUndo(section: Locator, name: string) {
  const page = section.page();
  const moment = section.getByRole('switch', { name });
  await expect(moment).not.toBeChecked();
  await toggle(section, name);
  await expect(moment).toBeChecked();
  await expect(banner(section)).toContainText(`${name} captured`);
  await page.reload();
  await expect(moment).toBeChecked();
  await expect(moment).toBeEnabled();
  await toggle(section, name);
  await expect(moment).not.toBeChecked();
  await page.reload();
  await expect(moment).not.toBeChecked();
}

/**
 * The moment shows as inferred from a note: 'From your note' with the quoted sentence, and its
 * switch on and disabled (the note says it happened).
 */
async function expectFromNote(section: Locator, name: string, sentence: string) {
  const moment = section.getByRole('switch', { name });
  await expect(moment).toBeChecked();
  await expect(moment).toBeDisabled();
  const row = section
    .getByRole('listitem')
    .filter({ has: section.page().getByRole('switch', { name }) });
  await expect(row).toContainText('From your note');
  await expect(row).toContainText(`“${sentence}”`);
  await expect(row).toContainText('Edit the note to change this.');
}

test('a moment captured by hand on the person page stays after a reload, and can be undone', async ({
  page,
  email,
}) => {
  const section = await openJosPage(page, email);
  await expect(section.getByText('Nothing yet this week.')).toBeVisible();
  await expect(section.getByText('You praised, thanked or credited Jo.')).toBeVisible();
  await captureThenUndo(section, 'Recognition');
  await expect(section.getByText('Nothing yet this week.')).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Feedback given' })).not.toBeChecked();

  // Keyboard: Space on a focused switch opens the capture step, Enter saves it.
  const asked = section.getByRole('switch', { name: 'Feedback asked' });
  await asked.focus();
  const written = page.waitForResponse((response) => response.url().includes('/feedback/moments'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: 'Feedback asked of Jo' })).toBeVisible();
  await page.keyboard.press('Enter');
  expect((await written).status()).toBe(201);
  await expect(asked).toBeChecked();
  await expect(banner(section)).toContainText('Feedback asked captured');
});

test('a note about the person marks the moment it records, with its sentence, and keeps it on', async ({
  page,
  email,
}) => {
  const section = await openJosPage(page, email);
  const given = section.getByRole('switch', { name: 'Feedback given' });
  await expect(given).not.toBeChecked();

  await page.getByRole('button', { name: 'Add note' }).click();
  const panel = page.getByRole('complementary', { name: 'Notes panel' });
  const editor = panel.getByRole('textbox', { name: 'Note' });
  await editor.pressSequentially('Gave Jo feedback on how she ran the retro', { delay: 10 });
  await expect(panel.getByTestId('note-save-status')).toHaveText(/^(Saved|Edited) /);

  // Inferred after the save: shown without a reload, its switch on and not undoable.
  await expectFromNote(section, 'Feedback given', 'Gave Jo feedback on how she ran the retro');
  // An inferred moment is not a capture by hand: no celebration.
  await expect(banner(section)).toHaveCount(0);
  await expect(section.getByRole('switch', { name: 'Recognition' })).toBeEnabled();
});

test("manage-up's moments on a phone: one set by hand, one from a note", async ({
  page,
  email,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await onboardWithoutTeam(page, { email, firstName: 'Noor' });
  const boss = await apiFromPage<{ id: string }>(page, 'POST', '/api/bosses', {
    firstName: 'Maria',
    lastName: 'Santos',
    meetingDayOfWeek: 'Friday',
    meetingTime: '23:30',
    meetingFrequency: 'weekly',
  });
  await apiFromPage(page, 'POST', '/api/notes', {
    content: 'Quick sync. We aligned on priorities for Q3 and the hiring plan.',
    bossId: boss.id,
  });
  await page.goto('/manage-up');
  const section = page.getByRole('region', { name: 'Nice job managing up this week!' });
  await expectFromNote(
    section,
    'Priorities aligned',
    'We aligned on priorities for Q3 and the hiring plan.',
  );
  const aligned = section.getByRole('switch', { name: 'Priorities aligned' });

  await captureThenUndo(section, 'Team wins');
  await expect(aligned).toBeChecked();
  await expect(section.getByRole('switch', { name: 'Proactive updates' })).not.toBeChecked();
});

test('celebration banners: a new type replaces, switching a moment off or switching person clears, dismissed stays quiet', async ({
  page,
  email,
}) => {
  await page.clock.install();
  const section = await openJosPage(page, email);
  await addDirectReport(page, {
    firstName: 'Sam',
    lastName: 'Reyes',
    meetingDayOfWeek: 'Friday',
    meetingTime: '23:30',
  });
  await page.reload();
  const shown = banner(section);

  await toggle(section, 'Recognition');
  await expect(shown).toContainText('Recognition captured');
  await expect(shown).toHaveCount(1);

  // A different type replaces the banner at once.
  await toggle(section, 'Feedback given');
  await expect(shown).toContainText('Feedback given captured');
  await expect(section.getByText('Recognition captured')).toHaveCount(0);

  // Switched off again, the moment takes its banner with it.
  await toggle(section, 'Feedback given');
  await expect(section.getByRole('switch', { name: 'Feedback given' })).not.toBeChecked();
  await expect(shown).toHaveCount(0);

  // The same type again within 10 minutes: captured, not celebrated.
  await toggle(section, 'Recognition');
  await toggle(section, 'Recognition');
  await expect(section.getByRole('switch', { name: 'Recognition' })).toBeChecked();
  await page.waitForTimeout(300);
  await expect(shown).toHaveCount(0);

  // Switching to another direct report clears the banner; coming back does not bring it back.
  await toggle(section, 'Feedback asked');
  await expect(shown).toContainText('Feedback asked captured');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Sam Reyes' }).click();
  await expect(page.getByRole('heading', { name: 'Sam Reyes', level: 1 })).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Recognition' })).not.toBeChecked();
  await expect(shown).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'Jo Li' }).click();
  await expect(page.getByRole('heading', { name: 'Jo Li', level: 1 })).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Recognition' })).toBeChecked();
  await expect(shown).toHaveCount(0);

  // 10 minutes after it showed, the type celebrates again; dismissed, it stays quiet.
  await page.clock.fastForward('10:01');
  await toggle(section, 'Recognition');
  await toggle(section, 'Recognition');
  await expect(shown).toContainText('Recognition captured');
  await shown.getByRole('button', { name: 'Dismiss celebration' }).click();
  await expect(shown).toHaveCount(0);
  await toggle(section, 'Recognition');
  await toggle(section, 'Recognition');
  await page.waitForTimeout(300);
  await expect(shown).toHaveCount(0);

  // A banner goes after its 10 minutes.
  await toggle(section, 'Feedback given');
  await expect(shown).toContainText('Feedback given captured');
  await page.clock.fastForward('09:50');
  await expect(shown).toContainText('Feedback given captured');
  await page.clock.fastForward('00:11');
  await expect(shown).toHaveCount(0);
});
