/**
 * A commitment carried from one 1:1 to the next (docs/product.md#where-open-commitments-show,
 * #note-editor), by keyboard alone: written as a checklist line in last week's reflection, it
 * shows under 'From last time' in the next 1:1's prep with that person, is ticked there, and is
 * then done on the person page, gone from the dashboard's 'Open commitments' and counted under
 * 'Commitments kept'.
 */
import { format, subDays } from 'date-fns';
import type { Page } from '@playwright/test';
import { addDirectReport, apiFromPage, expect, onboardWithoutTeam, test } from './support/fixtures';
import { TEST_TIME_ZONE, zonedNow } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

interface Commitment {
  text: string;
  owner: 'me' | 'them';
  done: boolean;
  meetingId: string;
  doneMeetingId: string | null;
}

const byMeeting = async (page: Page, meetingId: string) =>
  (
    await apiFromPage<{ commitments: Commitment[] }>(
      page,
      'GET',
      `/api/commitments/by-meeting?meetingId=${meetingId}`,
    )
  ).commitments;

test('written in one 1:1’s reflection, ticked under From last time in the next, then done everywhere', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Nia' });
  const ada = await addDirectReport(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    meetingDayOfWeek: 'Monday',
    meetingTime: '09:00',
  });
  const lastWeek = subDays(zonedNow(), 7);
  const lastMeetingId = `dr-${ada.id}-${format(lastWeek, 'yyyyMMdd')}`;
  await apiFromPage(page, 'POST', '/api/notes/meeting', {
    meetingId: lastMeetingId,
    directReportId: ada.id,
    agendaContent: 'Budget',
    reflectionContent: 'Good talk.',
  });

  // Last week's 1:1: a checklist line typed at the end of the reflection.
  await page.goto('/dashboard');
  const panel = page.getByRole('complementary', { name: 'Notes panel' });
  await panel
    .getByRole('list', { name: 'Notes list' })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .first()
    .click();
  const reflection = panel.getByRole('textbox', { name: 'Reflection' });
  await expect(reflection).toHaveValue('Good talk.');
  await reflection.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('[] Send Ada the budget doc');
  await expect(reflection).toHaveValue('Good talk.');
  await expect
    .poll(async () => (await byMeeting(page, lastMeetingId)).map(({ text, done }) => [text, done]))
    .toEqual([['Send Ada the budget doc', false]]);

  // The next 1:1 with Ada: 'From last time' at the top of its prep, with the date it was made.
  await page.goto(`/dr/${ada.id}`);
  const personCard = page.getByRole('region', { name: 'Open commitments' });
  await expect(personCard.getByRole('listitem')).toHaveCount(1);
  const upcoming = page.getByRole('region', { name: 'Upcoming 1:1' });
  const nextMeetingId = (await upcoming
    .locator('[data-meeting-id]')
    .first()
    .getAttribute('data-meeting-id'))!;
  const prep = upcoming.getByRole('button', { name: 'Prep agenda' }).first();
  await prep.focus();
  await page.keyboard.press('Enter');
  const fromLastTime = page.getByRole('region', { name: 'From last time' });
  const item = fromLastTime.getByRole('listitem').filter({ hasText: 'Send Ada the budget doc' });
  await expect(item).toContainText(`From ${format(lastWeek, 'd MMM')} 1:1`);
  const tick = fromLastTime.getByRole('checkbox', { name: 'Send Ada the budget doc' });
  await tick.focus();
  await page.keyboard.press('Space');
  await expect(item).toHaveCount(0);

  // Done everywhere: in the API, on the person page, off the dashboard, and counted as kept.
  await expect
    .poll(async () => (await byMeeting(page, nextMeetingId)).map(({ done }) => done))
    .toEqual([true]);
  const [kept] = await byMeeting(page, nextMeetingId);
  expect(kept).toMatchObject({ meetingId: lastMeetingId, doneMeetingId: nextMeetingId });
  await page.keyboard.press('Escape');
  await expect(personCard.getByRole('listitem')).toHaveCount(0);
  await page.goto('/dashboard');
  const dashboardCard = page.getByRole('region', { name: 'Open commitments' });
  await expect(dashboardCard).toBeVisible();
  await expect(dashboardCard).not.toContainText('Send Ada the budget doc');
  await expect(page.getByRole('group', { name: 'Commitments kept: 1' })).toBeVisible();
});
