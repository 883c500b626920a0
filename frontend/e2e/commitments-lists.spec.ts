/**
 * Where open commitments show (docs/product.md#where-open-commitments-show): the dashboard card
 * (the manager's own first, overdue marked in words), the person page and manage-up, 'From last
 * time' in a 1:1's prep, ticking done in one place and gone everywhere, Drop with Undo, the rows by
 * keyboard alone, and no serious axe violation at 390 and 1280 px. Commitments are made over HTTP
 * in earlier 1:1s (`POST /api/commitments`).
 */
import AxeBuilder from '@axe-core/playwright';
import { format, subDays, addDays, parseISO } from 'date-fns';
import type { Locator, Page } from '@playwright/test';
import { addDirectReport, apiFromPage, expect, onboardWithoutTeam, test } from './support/fixtures';
import { TEST_TIME_ZONE, zonedNow } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

interface Commitment {
  id: string;
  meetingId: string;
  section: string;
  text: string;
  owner: 'me' | 'them';
  due: string | null;
  done: boolean;
  doneMeetingId: string | null;
}

/** A date `days` from today in the test zone, 'YYYY-MM-DD'. */
const day = (days: number) => format(addDays(zonedNow(), days), 'yyyy-MM-dd');

/** The id of the 1:1 with a direct report ('dr') or the manager ('boss') `daysAgo` days ago. */
const meetingOf = (prefix: 'dr' | 'boss', personId: string, daysAgo: number) =>
  `${prefix}-${personId}-${format(subDays(zonedNow(), daysAgo), 'yyyyMMdd')}`;

async function commit(
  page: Page,
  body: { meetingId: string; text: string; owner: 'me' | 'them'; due?: string | null },
): Promise<Commitment> {
  const made = await apiFromPage<Commitment>(page, 'POST', '/api/commitments', {
    section: 'prep',
    ...body,
  });
  expect(made.id, JSON.stringify(made)).toBeTruthy();
  return made;
}

async function openOf(page: Page, query: string): Promise<Commitment[]> {
  return (
    await apiFromPage<{ commitments: Commitment[] }>(
      page,
      'GET',
      `/api/commitments/by-person?${query}`,
    )
  ).commitments;
}

/** A manager with Ada (direct report) and Mira (their own manager), and three open items. */
async function seed(page: Page, email: string) {
  await onboardWithoutTeam(page, { email, firstName: 'Nia' });
  const ada = await addDirectReport(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    meetingDayOfWeek: 'Monday',
    meetingTime: '09:00',
  });
  const mira = await apiFromPage<{ id: string }>(page, 'POST', '/api/bosses', {
    firstName: 'Mira',
    lastName: 'Boss',
    meetingDayOfWeek: 'Friday',
    meetingTime: '23:30',
    meetingFrequency: 'weekly',
  });
  const hiringPlan = await commit(page, {
    meetingId: meetingOf('dr', ada.id, 14),
    text: 'Send the hiring plan',
    owner: 'them',
    due: day(-1),
  });
  const promotion = await commit(page, {
    meetingId: meetingOf('dr', ada.id, 7),
    text: 'Review the promotion case',
    owner: 'me',
    due: day(10),
  });
  const budget = await commit(page, {
    meetingId: meetingOf('boss', mira.id, 7),
    text: 'Share the budget draft',
    owner: 'me',
  });
  return { ada, mira, hiringPlan, promotion, budget };
}

const card = (page: Page) => page.getByRole('region', { name: 'Open commitments' });
const rows = (scope: Locator) => scope.getByRole('listitem');
const row = (scope: Locator, text: string) => rows(scope).filter({ hasText: text });

test('the dashboard, person page and manage-up list open commitments; ticking one on the person page takes it off the dashboard', async ({
  page,
  email,
}) => {
  const { ada, mira } = await seed(page, email);

  await page.goto('/dashboard');
  const dashboard = card(page);
  await expect(rows(dashboard)).toHaveCount(3);
  // The manager's own first, each oldest 1:1 first, then the other person's.
  await expect(rows(dashboard).nth(2)).toContainText('Send the hiring plan');
  await expect(rows(dashboard).nth(2)).toContainText('Ada Lovelace');
  await expect(rows(dashboard).nth(2)).not.toContainText('With');
  await expect(rows(dashboard).nth(2)).toContainText(/Overdue · due \w{3} \d{1,2} \w{3}/);
  for (const index of [0, 1]) await expect(rows(dashboard).nth(index)).toContainText('You');
  await expect(row(dashboard, 'Share the budget draft')).toContainText('With Mira Boss');
  await expect(row(dashboard, 'Review the promotion case')).not.toContainText('Overdue');
  const madeTwoWeeksAgo = format(subDays(zonedNow(), 14), 'd MMM');
  await expect(row(dashboard, 'Send the hiring plan')).toContainText(`From ${madeTwoWeeksAgo} 1:1`);

  await page.goto(`/dr/${ada.id}`);
  const person = card(page);
  await expect(rows(person)).toHaveCount(2);
  await expect(rows(person).nth(0)).toContainText('Send the hiring plan');
  await expect(rows(person).nth(0)).toContainText('Ada');
  await expect(rows(person).nth(1)).toContainText('Review the promotion case');
  await expect(person).not.toContainText('Share the budget draft');

  await page.goto('/manage-up');
  await expect(rows(card(page))).toHaveCount(1);
  await expect(rows(card(page)).first()).toContainText('Share the budget draft');

  await page.goto(`/dr/${ada.id}`);
  await card(page).getByRole('checkbox', { name: 'Send the hiring plan' }).check();
  await expect(row(card(page), 'Send the hiring plan')).toHaveCount(0);
  expect((await openOf(page, `directReportId=${ada.id}`)).map((item) => item.text)).toEqual([
    'Review the promotion case',
  ]);

  await page.goto('/dashboard');
  await expect(rows(card(page))).toHaveCount(2);
  await expect(card(page)).not.toContainText('Send the hiring plan');
  expect(await openOf(page, `bossId=${mira.id}`)).toHaveLength(1);
});

test('with nothing open, the dashboard and the person page say so', async ({ page, email }) => {
  await onboardWithoutTeam(page, { email, firstName: 'Nia' });
  const sam = await addDirectReport(page, {
    firstName: 'Sam',
    meetingDayOfWeek: 'Monday',
    meetingTime: '09:00',
  });
  await page.goto('/dashboard');
  await expect(card(page)).toContainText(
    'Nothing promised is waiting. What you or your team commit to in a 1:1 shows here until it is done.',
  );
  await page.goto(`/dr/${sam.id}`);
  await expect(card(page)).toContainText('Nothing open between you and Sam.');
  await expect(card(page).getByRole('list')).toHaveCount(0);
});

test('Drop removes a commitment and Undo makes it again as it was', async ({ page, email }) => {
  const { ada, promotion } = await seed(page, email);
  await page.goto(`/dr/${ada.id}`);
  await card(page).getByRole('button', { name: 'More for “Review the promotion case”' }).click();
  await page.getByRole('menuitem', { name: 'Drop' }).click();
  await expect(row(card(page), 'Review the promotion case')).toHaveCount(0);
  await expect.poll(async () => (await openOf(page, `directReportId=${ada.id}`)).length).toBe(1);

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Dropped' });
  await expect(toast).toContainText('Dropped “Review the promotion case”');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(row(card(page), 'Review the promotion case')).toHaveCount(1);
  const restored = (await openOf(page, `directReportId=${ada.id}`)).find(
    (item) => item.text === 'Review the promotion case',
  );
  expect(restored).toMatchObject({
    meetingId: promotion.meetingId,
    section: promotion.section,
    owner: 'me',
    due: promotion.due,
    done: false,
  });
});

test('a row works by keyboard alone: edit with Enter, cancel with Escape, move to the next 1:1, tick with Space', async ({
  page,
  email,
}) => {
  const { ada } = await seed(page, email);
  await page.goto(`/dr/${ada.id}`);
  const nextMeetingId = await page
    .getByRole('region', { name: 'Upcoming 1:1' })
    .locator('[data-meeting-id]')
    .first()
    .getAttribute('data-meeting-id');
  const nextDate = parseISO(nextMeetingId!.replace(/^.*-(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3'));

  const menu = card(page).getByRole('button', { name: 'More for “Review the promotion case”' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const text = card(page).getByRole('textbox', { name: 'Commitment' });
  await expect(text).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Write the promotion case');
  await page.keyboard.press('Enter');
  const renamed = card(page).getByRole('button', { name: 'More for “Write the promotion case”' });
  await expect(renamed).toBeFocused();
  expect((await openOf(page, `directReportId=${ada.id}`)).map((item) => item.text)).toContain(
    'Write the promotion case',
  );

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(text).toBeFocused();
  await page.keyboard.type(' today');
  await page.keyboard.press('Escape');
  await expect(text).toHaveCount(0);
  await expect(row(card(page), 'Write the promotion case')).not.toContainText('today');

  await renamed.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Move to next 1:1' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dueText = format(nextDate, 'EEE d MMM');
  await expect(row(card(page), 'Write the promotion case')).toContainText(
    new RegExp(`Due (today|${dueText})`),
  );

  await renamed.focus();
  await page.keyboard.press('Shift+Tab');
  const checkbox = card(page).getByRole('checkbox', { name: 'Write the promotion case' });
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(row(card(page), 'Write the promotion case')).toHaveCount(0);
  await expect(card(page).getByRole('list')).toBeVisible();
});

test('the dashboard shows five and offers Show all', async ({ page, email }) => {
  const { ada } = await seed(page, email);
  for (const number of [1, 2, 3, 4])
    await commit(page, {
      meetingId: meetingOf('dr', ada.id, 7),
      text: `Follow-up ${number}`,
      owner: 'them',
    });
  await page.goto('/dashboard');
  await expect(rows(card(page))).toHaveCount(5);
  await card(page).getByRole('button', { name: 'Show all 7' }).click();
  await expect(rows(card(page))).toHaveCount(7);
});

test('an item made in last week’s 1:1 shows under From last time in this week’s prep; ticking it there makes it done on the person page', async ({
  page,
  email,
}) => {
  const { ada } = await seed(page, email);
  await page.goto(`/dr/${ada.id}`);
  const upcoming = page.getByRole('region', { name: 'Upcoming 1:1' });
  const meetingId = (await upcoming
    .locator('[data-meeting-id]')
    .first()
    .getAttribute('data-meeting-id'))!;
  // Made in the 1:1 being prepared: its own checklist's, not 'From last time'.
  await commit(page, { meetingId, text: 'Agree the on-call rota', owner: 'me' });

  await upcoming.getByRole('button', { name: 'Prep agenda' }).first().click();
  const panel = page.getByRole('complementary', { name: 'Notes panel' });
  const fromLastTime = panel.getByRole('region', { name: 'From last time' });
  await expect(rows(fromLastTime)).toHaveCount(2);
  await expect(rows(fromLastTime).nth(0)).toContainText('Send the hiring plan');
  await expect(rows(fromLastTime).nth(1)).toContainText('Review the promotion case');
  await expect(fromLastTime).not.toContainText('Agree the on-call rota');
  await expect(panel.getByRole('textbox', { name: 'Agenda' })).toBeVisible();

  await fromLastTime.getByRole('checkbox', { name: 'Review the promotion case' }).check();
  await expect(row(fromLastTime, 'Review the promotion case')).toHaveCount(0);
  // The person page behind the panel: the ticked item gone, the other still open.
  await expect(row(card(page), 'Send the hiring plan')).toHaveCount(1);
  await expect(row(card(page), 'Review the promotion case')).toHaveCount(0);
  const all = await apiFromPage<{ commitments: Commitment[] }>(
    page,
    'GET',
    `/api/commitments/by-meeting?meetingId=${meetingId}`,
  );
  expect(all.commitments.find((item) => item.text === 'Review the promotion case')).toMatchObject({
    done: true,
    doneMeetingId: meetingId,
  });
});

test('on a phone, Escape in an edit under From last time cancels the edit and keeps the notes drawer open', async ({
  page,
  email,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { ada } = await seed(page, email);
  await page.goto(`/dr/${ada.id}`);
  await page
    .getByRole('region', { name: 'Upcoming 1:1' })
    .getByRole('button', { name: 'Prep agenda' })
    .first()
    .click();
  const fromLastTime = page.getByRole('region', { name: 'From last time' });
  await fromLastTime.getByRole('button', { name: 'More for “Send the hiring plan”' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const text = fromLastTime.getByRole('textbox', { name: 'Commitment' });
  await expect(text).toBeFocused();
  await page.keyboard.type(' by Friday');
  await page.keyboard.press('Escape');
  await expect(text).toHaveCount(0);
  await expect(fromLastTime).toBeVisible();
  await expect(row(fromLastTime, 'Send the hiring plan')).not.toContainText('by Friday');
  await page.keyboard.press('Escape');
  await expect(fromLastTime).toHaveCount(0);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`open commitments have no serious axe violation and fit at ${viewport.width} px`, async ({
    page,
    email,
  }) => {
    await page.setViewportSize(viewport);
    const { ada } = await seed(page, email);
    for (const path of ['/dashboard', `/dr/${ada.id}`, '/manage-up']) {
      await page.goto(path);
      await expect(rows(card(page)).first()).toBeVisible();
      await expect(page.locator('.animate-spin')).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .include('[aria-labelledby]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${path}: ${violation.id} ${violation.nodes.map((n) => n.target)}`);
      expect(blocking).toEqual([]);
      // A string, as the e2e sources are typed without the DOM library.
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // The row's menu open.
    await page.goto(`/dr/${ada.id}`);
    await card(page).getByRole('button', { name: 'More for “Send the hiring plan”' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menu = await new AxeBuilder({ page }).include('[role="menu"]').analyze();
    expect(menu.violations.filter((violation) => violation.impact === 'serious')).toEqual([]);
  });
}
