/**
 * Private text kept on this device goes once it is no longer needed
 * (docs/product.md#private-drafts-on-this-device): the onboarding draft (answers, and the names and
 * emails of the team) once onboarding is finished, and when the team review is left with Cancel; on
 * sign-out every private draft, an unsent note's too, after the open notes were given their chance
 * to save (a note typed just before signing out is on the server after signing in again).
 */
import type { Page } from '@playwright/test';
import {
  apiFromPage,
  expect,
  fillTeamRow,
  onboardWithoutTeam,
  signUp,
  test,
  throughStepsOneToFour,
} from './support/fixtures';

const ONBOARDING_DRAFT = 'coach.onboarding-draft.';
const NOTE_DRAFT = 'coach.note-draft.';

/** The localStorage entries whose key starts with `prefix`, by key. */
function storedUnder(page: Page, prefix: string): Promise<Record<string, string>> {
  return page.evaluate(
    (start) =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((key) => key.startsWith(start))
          .map((key) => [key, localStorage.getItem(key) ?? '']),
      ),
    prefix,
  );
}

/** Every stored draft's text, joined (empty when there is none). */
const draftText = async (page: Page, prefix: string) =>
  Object.values(await storedUnder(page, prefix)).join('\n');

/** Signs up and fills the team step by hand with Ada, her email included, without finishing. */
async function onboardingWithAda(page: Page, email: string) {
  await signUp(page, { email, firstName: 'Kai' });
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Add team manually' }).click();
  await fillTeamRow(page, 0, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada.lovelace@example.com',
    day: 'Monday',
    time: '09:30',
  });
  // The draft holds what was typed: names and the email.
  await expect.poll(() => draftText(page, ONBOARDING_DRAFT)).toContain('ada.lovelace@example.com');
}

test('finishing onboarding removes its draft from the device', async ({ page, email }) => {
  await onboardingWithAda(page, email);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Lead your team' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await storedUnder(page, ONBOARDING_DRAFT)).toEqual({});
});

test("an onboarding left unfinished: 'Review your team' → Cancel removes its draft", async ({
  page,
  email,
}) => {
  await onboardingWithAda(page, email);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Review your team' }).click();
  await expect(page).toHaveURL(/\/onboarding\?review=team&return=\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your team');
  expect(await draftText(page, ONBOARDING_DRAFT)).toContain('ada.lovelace@example.com');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await storedUnder(page, ONBOARDING_DRAFT)).toEqual({});
});

test('sign out removes every private draft, an unsent note’s too', async ({ page, email }) => {
  await onboardingWithAda(page, email);
  // Onboarding left unfinished for the dashboard: its draft stays until sign-out.
  await page.goto('/dashboard');
  const notes = page.getByRole('complementary', { name: 'Notes panel' });
  await page.route('**/api/notes', (route) => route.abort('connectionrefused'));
  await notes.getByRole('button', { name: 'Add a private note' }).click();
  await notes.getByRole('textbox', { name: 'Note' }).fill('Ada seems tired lately.');
  await expect(notes.getByTestId('note-save-status')).toContainText('Offline');
  expect(await draftText(page, NOTE_DRAFT)).toContain('Ada seems tired lately.');
  expect(await draftText(page, ONBOARDING_DRAFT)).toContain('ada.lovelace@example.com');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedUnder(page, NOTE_DRAFT)).toEqual({});
  expect(await storedUnder(page, ONBOARDING_DRAFT)).toEqual({});
});

test('sign out right after typing saves the note first, then leaves no draft', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Lou' });
  const notes = page.getByRole('complementary', { name: 'Notes panel' });
  await notes.getByRole('button', { name: 'Add a private note' }).click();
  // Signed out before the autosave's 700 ms are up.
  await notes.getByRole('textbox', { name: 'Note' }).fill('Plan the offsite agenda.');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUnder(page, NOTE_DRAFT)).toEqual({});

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  const saved = await apiFromPage<{ notes: { content: string }[] }>(page, 'GET', '/api/notes');
  expect(saved.notes.map((note) => note.content)).toEqual(['Plan the offsite agenda.']);
});
