/**
 * The manage-up page (docs/product.md#manage-up-page, #nudges): its sections in the two
 * orders (a completed 1:1 with the boss this week or not), the nudges of `/api/bosses/next`, and
 * the daily reflection answered, saved as a private note tagged `reflection` and found in the
 * notes list.
 */
import type { Page } from '@playwright/test';
import { apiFromPage, expect, onboardWithoutTeam, test } from './support/fixtures';
import { NO_PAST_1_1_AT_WEEKEND, pastSlotToday, TEST_TIME_ZONE } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

interface Schedule {
  meetingDayOfWeek: string;
  meetingTime: string;
  meetingFrequency: string;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
/**
 * Schedules with no 1:1 earlier this week on any day the test runs: a late Friday one (Monday to
 * Thursday), else a quarterly or monthly one whose first occurrence is not this week.
 */
const NOT_YET: Schedule[] = [
  { meetingDayOfWeek: 'Friday', meetingTime: '23:30', meetingFrequency: 'weekly' },
  ...['quarterly', 'monthly'].flatMap((meetingFrequency) =>
    DAYS.map((meetingDayOfWeek) => ({ meetingDayOfWeek, meetingTime: '09:00', meetingFrequency })),
  ),
];

async function hasCompletedThisWeek(page: Page): Promise<boolean> {
  const week = await apiFromPage<{ meetings: { status: string }[] }>(
    page,
    'GET',
    '/api/unified-meetings/weekly?scope=boss',
  );
  return week.meetings.some((meeting) => meeting.status === 'completed');
}

/** Adds the manager 'Mira Boss' with the first schedule whose week fits `completed`. */
async function addBoss(page: Page, completed: boolean): Promise<void> {
  const past = pastSlotToday();
  const schedules: Schedule[] = completed
    ? // 00:00 today is past, and counts: the day the manager was added.
      past
      ? [{ meetingDayOfWeek: past.day, meetingTime: past.time, meetingFrequency: 'weekly' }]
      : []
    : NOT_YET;
  for (const schedule of schedules) {
    const boss = await apiFromPage<{ id: string }>(page, 'POST', '/api/bosses', {
      firstName: 'Mira',
      lastName: 'Boss',
      priorities: [],
      ...schedule,
    });
    if ((await hasCompletedThisWeek(page)) === completed) return;
    await apiFromPage(page, 'DELETE', `/api/bosses/${boss.id}`);
  }
  throw new Error('No schedule gives the week wanted');
}

/** Onboards a manager, adds the boss 'Mira' (see addBoss) and opens /manage-up. */
async function openManageUp(page: Page, email: string, firstName: string, completed: boolean) {
  await onboardWithoutTeam(page, { email, firstName });
  await addBoss(page, completed);
  await page.goto('/manage-up');
}

/** The names of the page's sections, in page order. */
function sectionNames(page: Page): Promise<string[]> {
  return page
    .locator('main section[aria-labelledby]')
    .evaluateAll((sections) =>
      sections.map((section) => section.querySelector('h2')?.textContent ?? ''),
    );
}

const SECTIONS = {
  upcoming: 'Upcoming 1:1',
  suggestions: "Here's how to make your next 1:1 count",
  reflection: 'Daily reflection',
  completed: 'Completed 1:1',
};

for (const completed of [true, false]) {
  test(`manage-up sections in order ${completed ? 'with' : 'without'} a completed 1:1 this week`, async ({
    page,
    email,
  }) => {
    test.skip(completed && !pastSlotToday(), NO_PAST_1_1_AT_WEEKEND);
    await openManageUp(page, email, 'Omar', completed);
    await expect(page.getByRole('heading', { name: 'Work with Mira', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: SECTIONS.suggestions })).toBeVisible();

    const names = (await sectionNames(page)).filter((name) =>
      Object.values(SECTIONS).includes(name),
    );
    const { upcoming, suggestions, reflection, completed: done } = SECTIONS;
    expect(names).toEqual(
      completed
        ? [done, reflection, upcoming, suggestions]
        : [upcoming, suggestions, reflection, done],
    );
    // The empty priorities card keeps its own height beside the taller sections.
    const priorities = page.getByRole('region', { name: "Mira's priorities" });
    await expect(priorities).toContainText('No priorities yet.');
    const box = await priorities.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(200);
  });
}

test('the daily reflection is saved as a private note and found in the notes list', async ({
  page,
  email,
}) => {
  await openManageUp(page, email, 'Ines', false);
  const card = page.getByRole('region', { name: 'Daily reflection' });
  const answer = card.getByRole('textbox');
  // Today's question is the server's pick for this user and day.
  const { dailyReflection } = await apiFromPage<{ dailyReflection: { text: string } }>(
    page,
    'GET',
    '/api/bosses/next',
  );
  const question = dailyReflection.text;
  await expect(card.getByText(question, { exact: true })).toBeVisible();
  await expect(answer).toHaveAccessibleName(question);
  await expect(card.getByRole('button', { name: 'Save reflection' })).toBeDisabled();

  await answer.fill('I kept my team’s wins to myself again; next week I share two with Mira.');
  await card.getByRole('button', { name: 'Save reflection' }).click();
  await expect(card.getByText("You answered today's question:")).toBeVisible();

  const notesPanel = page.getByRole('complementary', { name: 'Notes panel' });
  await expect(
    notesPanel.getByRole('listitem').filter({ hasText: 'next week I share two' }),
  ).toBeVisible();
  const { notes } = await apiFromPage<{
    notes: { content: string; tags: string[]; type: string }[];
  }>(page, 'GET', '/api/notes');
  expect(notes).toHaveLength(1);
  expect(notes[0]).toMatchObject({ type: 'reflection', tags: ['reflection'] });
  expect(notes[0]!.content).toContain(question);

  // The same question, answered, after a reload; the answer opens in the notes panel.
  await page.reload();
  await expect(card.getByText('next week I share two')).toBeVisible();
  await card.getByRole('button', { name: 'Open in notes' }).click();
  await expect(notesPanel.getByRole('textbox', { name: 'Note' })).toHaveValue(
    /next week I share two/,
  );
});

test('Tab in the next 1:1’s empty agenda types the topics the page suggests for it', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Tess' });
  await apiFromPage(page, 'POST', '/api/bosses', {
    firstName: 'Mira',
    lastName: 'Boss',
    priorities: ['Ship the billing migration by Q3'],
    ...NOT_YET[0],
  });
  await page.goto('/manage-up');
  const shown = page.getByRole('region', { name: SECTIONS.suggestions }).getByRole('listitem');
  await expect(shown.first()).toBeVisible();
  const topics = await shown.allTextContents();
  // A priority written as an action reads as a sentence.
  expect(topics[0]).toBe('Progress on shipping the billing migration by Q3, and where I can help');

  await page
    .getByRole('region', { name: SECTIONS.upcoming })
    .getByRole('button', { name: 'Prep agenda' })
    .first()
    .click();
  const agenda = page
    .getByRole('complementary', { name: 'Notes panel' })
    .getByRole('textbox', { name: 'Agenda' });
  await agenda.focus();
  await page.keyboard.press('Tab');
  await expect(agenda).toHaveValue(topics.join('\n'));
});
