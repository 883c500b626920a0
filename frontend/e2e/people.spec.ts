/**
 * People and the week (docs/product.md#weeks-and-time-zones): the add/edit/remove dialogs, this
 * week's 1:1 at the right day and time in the user's zone, a schedule change moving future 1:1s
 * only, and adding the manager.
 */
import { choose, expect, onboardWithoutTeam, test } from './support/fixtures';
import { isoWeekday, shown, TEST_TIME_ZONE, thisWeeks, type Day } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

/**
 * A first schedule and a change of it, picked so the test holds on every day of the week. The
 * person is added today, so their 1:1s count from today on: `first` falls later this week
 * ('upcoming'), at 00:00 today on a Friday ('past'), or next week at the weekend ('nextWeek').
 */
function scenario(): {
  first: { day: Day; time: string };
  changed: { day: Day; time: string };
  firstIs: 'upcoming' | 'past' | 'nextWeek';
} {
  const weekday = isoWeekday();
  if (weekday <= 3)
    return {
      first: { day: 'Friday', time: '18:00' },
      changed: { day: 'Thursday', time: '09:15' },
      firstIs: 'upcoming',
    };
  if (weekday === 4)
    return {
      first: { day: 'Friday', time: '18:00' },
      changed: { day: 'Friday', time: '20:30' },
      firstIs: 'upcoming',
    };
  if (weekday === 5)
    return {
      first: { day: 'Friday', time: '00:00' },
      changed: { day: 'Tuesday', time: '10:30' },
      firstIs: 'past',
    };
  return {
    first: { day: 'Monday', time: '09:00' },
    changed: { day: 'Tuesday', time: '10:30' },
    firstIs: 'nextWeek',
  };
}

test('add a direct report in three steps, see their 1:1 this week, change the schedule, remove them', async ({
  page,
  email,
}) => {
  const { first, changed, firstIs } = scenario();
  await onboardWithoutTeam(page, { email, firstName: 'Mina' });

  await page.getByRole('button', { name: 'Add your direct report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a direct report' });
  await expect(dialog.getByText("Your team member won't be notified or invited.")).toBeVisible();
  await expect(dialog.getByText('Name and 1:1 schedule required')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Frequency').click();
  await expect(page.getByRole('option', { name: 'Quarterly' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Weekly', exact: true }).click();
  await choose(dialog, page, '1:1 day', first.day);
  await dialog.getByLabel('Time').fill(first.time);
  await dialog.getByLabel('Last name').press('Enter');
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Strengths').fill('Clear writing\n\n  Mentoring  ');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Growth areas').fill('Delegation');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(page).toHaveURL(/\/dr\/[A-Z0-9]+$/);
  await expect(page.getByText('Team member added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
  await expect(page.getByText('ada@example.com · Team Member')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Ada Lovelace' })).toContainText('AL');
  await expect(page.getByRole('region', { name: 'Strengths' }).getByRole('listitem')).toHaveText([
    'Clear writing',
    'Mentoring',
  ]);
  await expect(page.getByRole('region', { name: 'Growth areas' }).getByRole('listitem')).toHaveText(
    ['Delegation'],
  );

  const firstWhen = shown(
    thisWeeks(first.day, first.time, undefined, firstIs === 'nextWeek' ? 1 : 0),
  );
  if (firstIs === 'past') {
    await expect(page.getByRole('list', { name: 'Completed 1:1s' })).toContainText(firstWhen);
  } else if (firstIs === 'nextWeek') {
    await expect(page.getByRole('list', { name: 'Next 1:1' })).toContainText(firstWhen);
  } else {
    await expect(page.getByRole('list', { name: 'Upcoming 1:1s' })).toContainText(firstWhen);
  }

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit team member' });
  const notice = edit.getByText(
    'Your upcoming 1:1 meetings will be updated with the new schedule.',
  );
  await expect(notice).toHaveCount(0);
  if (changed.day !== first.day) await choose(edit, page, '1:1 day', changed.day);
  await edit.getByLabel('Time').fill(changed.time);
  await expect(notice).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team member updated successfully')).toBeVisible();
  await expect(edit).toHaveCount(0);

  if (firstIs === 'nextWeek') {
    // No 1:1 this week: the next one follows the new schedule.
    await expect(page.getByRole('list', { name: 'Next 1:1' })).toContainText(
      shown(thisWeeks(changed.day, changed.time, undefined, 1)),
    );
  } else if (firstIs === 'past') {
    // The past 1:1 keeps its time; the new schedule starts next week.
    await expect(page.getByRole('list', { name: 'Completed 1:1s' })).toContainText(firstWhen);
    await expect(page.getByRole('list', { name: 'Next 1:1' })).toContainText(
      shown(thisWeeks(changed.day, changed.time, undefined, 1)),
    );
  } else {
    await expect(page.getByRole('list', { name: 'Upcoming 1:1s' })).toContainText(
      shown(thisWeeks(changed.day, changed.time)),
    );
    await expect(page.getByRole('list', { name: 'Upcoming 1:1s' })).not.toContainText(firstWhen);
  }

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Edit team member' })
    .getByRole('button', { name: 'Remove' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Ada Lovelace?' });
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Team member removed.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar.getByRole('link', { name: 'Ada Lovelace' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add your direct report' })).toBeVisible();
});

test('the dashboard counts this week’s 1:1s from the day a person was added, and lists them', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Omar' });
  await page.getByRole('button', { name: 'Add a team member manually' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a direct report' });
  await dialog.getByLabel('First name').fill('Grace');
  await choose(dialog, page, '1:1 day', 'Monday');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/dr\//);
  await page.getByRole('link', { name: 'Dashboard' }).click();

  // Grace was added today: this week's Monday 1:1 counts only when today is that Monday.
  const monday = thisWeeks('Monday', '10:00');
  const ring = page.getByRole('progressbar', { name: '1:1s this week' });
  if (isoWeekday() !== 1) {
    await expect(page.getByText('No 1:1s scheduled this week.')).toBeVisible();
    await expect(ring).toHaveAttribute('aria-valuenow', '0');
    const lists = page.getByRole('list', { name: /^(Completed 1:1s|Upcoming 1:1s this week)$/ });
    await expect(lists.filter({ hasText: 'Grace' })).toHaveCount(0);
    return;
  }
  const past = monday.getTime() <= Date.now();
  await expect(ring).toHaveAttribute('aria-valuenow', past ? '100' : '0');
  await expect(page.getByText(past ? '1 of 1 completed' : '0 of 1 completed')).toBeVisible();
  const list = page.getByRole('list', {
    name: past ? 'Completed 1:1s' : 'Upcoming 1:1s this week',
  });
  await expect(list).toContainText('Grace');
  await expect(list).toContainText(shown(monday));
});

test('add a manager and land on the manage-up page', async ({ page, email }) => {
  await onboardWithoutTeam(page, { email, firstName: 'Lena' });
  await page.getByRole('link', { name: 'Manage up' }).click();
  await page.getByRole('button', { name: 'Add your manager' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add your manager' });
  await expect(dialog.getByText("Your manager won't be notified or invited.")).toBeVisible();
  await dialog.getByLabel('First name').fill('Boris');
  await dialog.getByLabel('Last name').fill('Chief');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await choose(dialog, page, '1:1 day', 'Wednesday');
  await choose(dialog, page, 'Frequency', 'Quarterly');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const priorities = Array.from({ length: 12 }, (_, index) => `  Priority ${index + 1}  `).join(
    '\n\n',
  );
  await dialog.getByLabel('Their priorities').fill(priorities);
  await expect(dialog.getByText('Only the first 10 will be kept.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(page).toHaveURL(/\/manage-up$/);
  await expect(page.getByText('Manager added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Work with Boris' })).toBeVisible();
  const list = page.getByRole('region', { name: "Boris's priorities" }).getByRole('listitem');
  await expect(list).toHaveCount(10);
  await expect(list.first()).toHaveText('Priority 1');
  await expect(
    page
      .getByRole('region', { name: "Here's how to make your next 1:1 count" })
      .getByRole('listitem'),
  ).toHaveCount(3);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit your manager' }).getByLabel('First name'),
  ).toHaveValue('Boris');
});

test('the team review from the profile turns a direct report into the manager', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Pia' });
  await page.getByRole('button', { name: 'Add your direct report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a direct report' });
  await dialog.getByLabel('First name').fill('Sam');
  await dialog.getByLabel('Last name').fill('Rivera');
  await choose(dialog, page, '1:1 day', 'Tuesday');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/dr\//);

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Review your team' }).click();
  const rows = page.getByRole('list', { name: 'Team members' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Already added');
  await expect(rows.first().getByLabel('First name')).toHaveValue('Sam');
  await choose(rows.first(), page, 'Relationship', 'Manager');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Team updated')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/manage-up');
  await expect(page.getByRole('heading', { name: 'Work with Sam' })).toBeVisible();
  await page.getByRole('link', { name: 'Lead' }).click();
  await expect(page.getByRole('button', { name: 'Add your direct report' })).toBeVisible();
});
