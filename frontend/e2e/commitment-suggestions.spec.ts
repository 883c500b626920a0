/**
 * Commitments suggested from a 1:1 reflection (docs/product.md#commitments-suggested-from-reflections),
 * in real Chromium against the local stack (builtin engine): typing a promise into the reflection
 * shows it below as a suggestion with its owner and due date; 'Add' puts it on the 1:1's checklist
 * (read back from the API) and the suggestion goes; a text without commitments shows nothing.
 */
import type { Page } from '@playwright/test';
import { addDirectReport, apiFromPage, expect, onboardWithoutTeam, test } from './support/fixtures';
import { TEST_TIME_ZONE } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

/** A Thursday: 'by Friday' is due the next day. */
const MEETING_DATE = '20261126';

interface CommitmentBody {
  text: string;
  owner: string;
  due: string | null;
  section: string;
  meetingId: string;
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Notes panel' });

/** Sam's 1:1 on MEETING_DATE with a short reflection, opened in the notes panel's editor. */
async function openSamsReflection(page: Page, email: string): Promise<string> {
  await onboardWithoutTeam(page, { email, firstName: 'Noor' });
  const sam = await addDirectReport(page, {
    firstName: 'Sam',
    meetingDayOfWeek: 'Thursday',
    meetingTime: '10:00',
  });
  const meetingId = `dr-${sam.id}-${MEETING_DATE}`;
  await apiFromPage(page, 'POST', '/api/notes/meeting', {
    meetingId,
    directReportId: sam.id,
    reflectionContent: 'Good chat about the roadmap.',
  });
  await page.reload();
  await panel(page)
    .getByRole('list', { name: 'Notes list' })
    .getByRole('button', { name: /Good chat about the roadmap/ })
    .click();
  await expect(panel(page).getByRole('textbox', { name: 'Reflection' })).toBeVisible();
  return meetingId;
}

test('a promise typed in a reflection is suggested, and Add puts it on the checklist', async ({
  page,
  email,
}) => {
  const meetingId = await openSamsReflection(page, email);
  const reflection = panel(page).getByRole('textbox', { name: 'Reflection' });
  await reflection.fill("Good chat about the roadmap.\nI'll send Jo the budget doc by Friday.");

  const suggestions = panel(page).getByRole('region', { name: 'Suggested commitments' });
  const item = suggestions.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('send Jo the budget doc');
  await expect(item).toContainText('You');
  await expect(item).toContainText('Due Fri 27 Nov');

  const add = suggestions.getByRole('button', { name: 'Add commitment: send Jo the budget doc' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(suggestions.getByRole('listitem')).toHaveCount(0);
  await expect(suggestions).toContainText('Nothing more to add from this reflection.');
  // Focus is not lost: it lands on the heading that says so.
  await expect(suggestions.getByRole('heading', { name: 'Suggested commitments' })).toBeFocused();

  const checklist = await apiFromPage<{ commitments: CommitmentBody[] }>(
    page,
    'GET',
    `/api/commitments/by-meeting?meetingId=${meetingId}`,
  );
  expect(
    checklist.commitments.map(({ text, owner, due, section, meetingId: made }) => ({
      text,
      owner,
      due,
      section,
      made,
    })),
  ).toEqual([
    {
      text: 'send Jo the budget doc',
      owner: 'me',
      due: '2026-11-27',
      section: 'reflection',
      made: meetingId,
    },
  ]);
});

test('a text without commitments shows nothing; a dismissed suggestion goes', async ({
  page,
  email,
}) => {
  await openSamsReflection(page, email);
  const reflection = panel(page).getByRole('textbox', { name: 'Reflection' });
  const suggestions = panel(page).getByRole('region', { name: 'Suggested commitments' });

  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/commitments/suggestions'),
  );
  await reflection.fill('Good chat about the roadmap. Sam seemed happy with the team.');
  expect((await answered).status()).toBe(200);
  await expect(suggestions).toHaveCount(0);

  await reflection.fill('Good chat about the roadmap. Sam will draft the RFC.');
  await expect(suggestions.getByRole('listitem')).toContainText('draft the RFC');
  await expect(suggestions.getByRole('listitem')).toContainText('Owner: Sam');
  await suggestions.getByRole('button', { name: 'Dismiss suggestion: draft the RFC' }).click();
  await expect(suggestions.getByRole('listitem')).toHaveCount(0);
});
