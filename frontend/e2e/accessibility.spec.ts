/**
 * Accessibility (issue: zero serious or critical axe violations on every page). axe-core runs on
 * every route of docs/product.md#screens-and-routes, each onboarding step and the team review, the
 * open dialogs, the notes panel and both note editors, at 390 px and 1280 px, signed in with a
 * realistic team and notes. A serious or critical violation fails the test; moderate and minor ones
 * are listed in the output.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  apiFromPage,
  expect,
  fillTeamRow,
  signUp,
  test,
  throughStepsOneToFour,
} from './support/fixtures';
import { NO_PAST_1_1_AT_WEEKEND, pastSlotToday, TEST_TIME_ZONE } from './support/week';

test.use({ timezoneId: TEST_TIME_ZONE });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** WCAG 2.0–2.2 A/AA, best practices and the experimental rules (label-content-name-mismatch). */
const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

interface Finding {
  state: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Waits until the page is settled: no spinner, no finite animation still running. */
async function settle(page: Page) {
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  // Toasts settled too: none half-faded (mounting, stacking behind a newer one, or leaving).
  await expect
    .poll(() =>
      page.evaluate(`Array.from(
        document.querySelectorAll('[data-sonner-toast], [data-sonner-toast] *'),
      ).every((element) => ['0', '1'].includes(getComputedStyle(element).opacity))`),
    )
    .toBe(true);
  // A string, as the e2e sources are typed without the DOM library.
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  ).then(() => undefined)`);
}

/** Collects axe findings per state and reports them once at the end of the test. */
function auditor(page: Page, testInfo: TestInfo) {
  const findings: Finding[] = [];
  const audited: string[] = [];
  return {
    async audit(state: string) {
      await settle(page);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      audited.push(state);
      for (const violation of results.violations) {
        findings.push({
          state,
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        });
      }
    },
    async report() {
      const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
      const others = findings.filter((f) => !blocking.includes(f));
      const lines = (list: Finding[]) =>
        list.map(
          (f) => `  [${f.impact}] ${f.rule} on ${f.state}: ${f.help} (${f.targets.join(', ')})`,
        );
      console.log(
        [
          `${testInfo.title}: audited ${audited.length} states`,
          ...(others.length ? ['moderate/minor violations:', ...lines(others)] : []),
        ].join('\n'),
      );
      await testInfo.attach('axe-findings.json', {
        body: JSON.stringify({ audited, findings }, null, 2),
        contentType: 'application/json',
      });
      expect(lines(blocking), 'serious or critical axe violations').toEqual([]);
    },
  };
}

async function openDialog(page: Page, name: string | RegExp, role = 'dialog' as const) {
  const dialog = page.getByRole(role, { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/**
 * 00:00 today is past and counts, the day the team is added (a completed 1:1; the tests using it
 * skip at the weekend); Friday 23:30 is ahead or today.
 */
async function seedTeamAndNotes(page: Page) {
  const past = pastSlotToday() ?? { day: 'Monday', time: '00:00' };
  const ada = await apiFromPage<{ id: string }>(page, 'POST', '/api/direct-reports', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    role: 'Staff Engineer',
    meetingDayOfWeek: past.day,
    meetingTime: past.time,
    meetingFrequency: 'weekly',
    strengths: ['Clear writing', 'Mentoring'],
    opportunities: ['Delegation'],
  });
  // Names picked so the team spreads over several palette colours.
  for (const [firstName, lastName, day] of [
    ['Grace', 'Hopper', 'Friday'],
    ['Katherine', 'Johnson', 'Wednesday'],
    ['Alan', 'Turing', 'Thursday'],
    ['Linus', 'Pauling', 'Friday'],
  ] as const) {
    await apiFromPage(page, 'POST', '/api/direct-reports', {
      firstName,
      lastName,
      meetingDayOfWeek: day,
      meetingTime: '23:30',
      meetingFrequency: 'weekly',
    });
  }
  await apiFromPage(page, 'POST', '/api/bosses', {
    firstName: 'Boris',
    lastName: 'Chen',
    role: 'Director of Engineering',
    email: 'boris@example.com',
    meetingDayOfWeek: past.day,
    meetingTime: past.time,
    meetingFrequency: 'weekly',
    relationshipType: 'manager',
    priorities: ['Ship the Q3 platform', 'Hire two engineers'],
  });
  const week = await apiFromPage<{ meetings: { id: string; status: string }[] }>(
    page,
    'GET',
    `/api/unified-meetings/weekly?scope=direct-report&personId=${ada.id}`,
  );
  const completed = week.meetings.find((meeting) => meeting.status === 'completed');
  await apiFromPage(page, 'POST', '/api/notes/meeting', {
    meetingId: completed!.id,
    directReportId: ada.id,
    agendaContent: 'Release plan\nHiring the new designer',
    // The thanks is inferred as recognition: the person page marks it 'From your note'.
    reflectionContent:
      'Ada wants more ownership of releases. Thanked her for the calm incident review.',
  });
  await apiFromPage(page, 'POST', '/api/notes', {
    type: 'general',
    content: 'Ada unblocked the release by pairing with the new hire.',
    directReportId: ada.id,
    entityType: 'directReport',
    tags: [],
  });
  await apiFromPage(page, 'POST', '/api/notes', {
    type: 'general',
    content: 'Remember to ask about the offsite budget.',
    entityType: 'self',
    tags: [],
  });
  return { adaId: ada.id };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`public pages, sign-up and every onboarding step have no serious axe violation (${viewport.width} px)`, async ({
      page,
      email,
    }, testInfo) => {
      test.setTimeout(180_000);
      const axe = auditor(page, testInfo);

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await axe.audit('landing');
      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
      await axe.audit('sign-in');
      await page.goto('/sign-up');
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
      await axe.audit('sign-up');
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
      await axe.audit('privacy');
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await axe.audit('terms');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await axe.audit('404');

      await signUp(page, { email, firstName: 'Maya', lastName: 'Lopez' });
      await axe.audit('onboarding step 1 (about you)');
      await page.getByLabel('First name').fill('');
      await page.getByLabel('First name').blur();
      await expect(page.getByText('First name is required')).toBeVisible();
      await axe.audit('onboarding step 1 with the first-name error');
      await page.getByLabel('First name').fill('Maya');
      await throughStepsOneToFour(page, { role: 'Engineering Manager' });
      await axe.audit('onboarding step 5 (bring in your team)');
      for (let step = 4; step >= 2; step -= 1) {
        await page.getByRole('button', { name: 'Back' }).click();
        await axe.audit(`onboarding step ${step}`);
      }
      for (let step = 2; step <= 4; step += 1) {
        await page.getByRole('button', { name: 'Next' }).click();
      }
      await expect(page.getByRole('heading', { name: 'Bring in your team' })).toBeVisible();
      await page.getByRole('button', { name: 'Add team manually' }).click();
      await expect(page.getByRole('heading', { name: 'Add your team' })).toBeVisible();
      await axe.audit('onboarding step 6 (team review, empty row)');
      await fillTeamRow(page, 0, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        day: 'Monday',
        time: '09:30',
      });
      await page.getByRole('button', { name: 'Add another team member' }).click();
      await fillTeamRow(page, 1, {
        firstName: 'Boris',
        lastName: 'Chen',
        relationship: 'Manager',
        day: 'Friday',
        frequency: 'Monthly',
      });
      await axe.audit('onboarding step 6 (team review, two people)');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
      await axe.audit("onboarding step 6 ('all set')");
      await axe.report();
    });

    test(`the app with a team and notes, its dialogs and the notes panel have no serious axe violation (${viewport.width} px)`, async ({
      page,
      email,
    }, testInfo) => {
      test.skip(!pastSlotToday(), NO_PAST_1_1_AT_WEEKEND);
      test.setTimeout(240_000);
      const axe = auditor(page, testInfo);
      const mobile = viewport.width <= 480;

      await signUp(page, { email, firstName: 'Nia', lastName: 'Okafor' });
      await throughStepsOneToFour(page, { role: 'Engineering Manager' });
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await page.getByRole('button', { name: 'Go to Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Lead your team' })).toBeVisible();
      await axe.audit('dashboard, no team yet');

      // The add-manager dialog while there is none, on the manage-up empty state.
      await page.goto('/manage-up');
      await expect(page.getByRole('button', { name: 'Add manager manually' })).toBeVisible();
      await axe.audit('manage-up, no manager yet');
      await page.getByRole('button', { name: 'Add manager manually' }).click();
      let dialog = await openDialog(page, 'Add your manager');
      await axe.audit('add manager dialog');
      await closeDialog(page, dialog);

      const { adaId } = await seedTeamAndNotes(page);

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Lead your team' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Completed 1:1s' })).toBeVisible();
      await axe.audit('dashboard with a team');

      if (mobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        dialog = await openDialog(page, 'Menu');
        await expect(dialog.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
        await axe.audit('mobile menu');
        await closeDialog(page, dialog);
      }

      // Add a direct report: each of its three steps.
      await page.evaluate("window.dispatchEvent(new CustomEvent('openDirectReportModal'))");
      dialog = await openDialog(page, 'Add a direct report');
      await axe.audit('add direct report dialog, step 1');
      await dialog.getByLabel('First name').fill('Mary');
      await dialog.getByLabel('1:1 day', { exact: true }).click();
      await page.getByRole('option', { name: 'Tuesday', exact: true }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByLabel('Strengths')).toBeVisible();
      await axe.audit('add direct report dialog, step 2');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByLabel('Growth areas')).toBeVisible();
      await axe.audit('add direct report dialog, step 3');
      await closeDialog(page, dialog);

      await page.goto(`/dr/${adaId}`);
      await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
      await expect(page.getByText('From your note')).toBeVisible();
      await axe.audit('direct report page');
      await page.getByRole('switch', { name: 'Feedback asked' }).click();
      dialog = await openDialog(page, 'Feedback asked of Ada');
      await axe.audit('capture step (what was said)');
      await dialog.getByRole('button', { name: 'Skip' }).click();
      await expect(page.getByRole('button', { name: 'Dismiss celebration' })).toBeVisible();
      // Its toast too (sonner loads with the first toast), with Undo.
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
      await axe.audit('direct report page, a moment captured (celebration banner)');
      // Audited with its toast: close the toast now (it stays 10 s), so it cannot start fading out
      // in the middle of a later state's audit and be read at half opacity.
      await page.getByRole('button', { name: 'Close toast' }).click();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Add strength' }).click();
      dialog = await openDialog(page, /Add strength/i);
      await axe.audit('add-item dialog (strength)');
      await closeDialog(page, dialog);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      dialog = await openDialog(page, 'Edit team member');
      await axe.audit('edit direct report dialog');
      await dialog.getByRole('button', { name: 'Remove' }).click();
      const confirm = await openDialog(page, 'Remove Ada Lovelace?', 'alertdialog' as 'dialog');
      await axe.audit('remove confirmation');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      if (await dialog.isVisible()) await closeDialog(page, dialog);

      // The notes panel (the drawer on small screens) and both editors.
      const notes = mobile
        ? page.getByRole('dialog', { name: 'Notes' })
        : page.getByRole('complementary', { name: 'Notes panel' });
      const openNotes = async () => {
        if (mobile && !(await notes.isVisible())) {
          await page.getByRole('button', { name: 'Open notes' }).click();
        }
        await expect(notes).toBeVisible();
      };
      await openNotes();
      // The seeded notes, and the note the moment captured above wrote.
      await expect(
        notes.getByRole('list', { name: 'Notes list' }).getByRole('listitem'),
      ).toHaveCount(4);
      await axe.audit('notes panel, list');
      await notes.getByRole('button', { name: 'Add a private note' }).click();
      await expect(notes.getByRole('textbox', { name: 'Note' })).toBeVisible();
      await axe.audit('general note editor, new note');
      await notes.getByRole('button', { name: 'Who is it about?' }).click();
      await expect(page.getByRole('menuitem', { name: 'Ada Lovelace' })).toBeVisible();
      await axe.audit('general note editor, person picker open');
      await page.keyboard.press('Escape');
      await notes.getByRole('button', { name: 'Back to notes' }).click();
      await notes
        .getByRole('list', { name: 'Notes list' })
        .getByRole('listitem')
        .filter({ hasText: 'pairing with the new hire' })
        .getByRole('button')
        .first()
        .click();
      await expect(notes.getByRole('textbox', { name: 'Note' })).toHaveValue(/pairing/);
      await axe.audit('general note editor, stored note about a person');
      await notes.getByRole('button', { name: 'Help me say it' }).click();
      const sayIt = page.getByRole('dialog', { name: /how to say it|ways you could say it/ });
      await expect(sayIt).toBeVisible();
      await axe.audit("'Help me say it', input");
      await sayIt
        .getByRole('textbox', { name: 'What you want to say' })
        .fill('Thanks for pairing with the new hire on the release.');
      await sayIt.getByRole('button', { name: 'Get suggestions' }).click();
      await expect(sayIt.getByRole('article', { name: 'Balanced' })).toBeVisible();
      await axe.audit("'Help me say it', suggestions");
      await sayIt.getByRole('button', { name: 'Done' }).click();
      await expect(sayIt).toBeHidden();
      await notes.getByRole('button', { name: 'Back to notes' }).click();
      if (mobile) await closeDialog(page, notes);

      await page
        .getByRole('list', { name: /Upcoming 1:1s|Next 1:1/ })
        .getByRole('button', { name: /Prep agenda|Edit agenda/ })
        .first()
        .click();
      await expect(notes.getByRole('textbox', { name: 'Agenda' })).toBeVisible();
      await expect(notes.getByText('Hit tab for suggestions')).toBeVisible();
      await axe.audit('meeting note editor, prep (empty agenda)');
      await notes.getByRole('button', { name: 'Back to notes' }).click();
      if (mobile) await closeDialog(page, notes);
      await page
        .getByRole('list', { name: 'Completed 1:1s' })
        .getByRole('button', { name: 'View notes' })
        .click();
      await expect(notes.getByRole('textbox', { name: 'Reflection' })).toHaveValue(/ownership/);
      await axe.audit('meeting note editor, reflection');
      await notes.getByRole('button', { name: 'Back to notes' }).click();
      if (mobile) await closeDialog(page, notes);

      await page.goto('/manage-up');
      await expect(page.getByRole('heading', { name: 'Work with Boris' })).toBeVisible();
      await axe.audit('manage-up with a manager');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      dialog = await openDialog(page, 'Edit your manager');
      await axe.audit('edit manager dialog');
      await closeDialog(page, dialog);

      await page.goto('/profile');
      await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
      await expect(page.getByLabel('First Name')).toHaveValue('Nia');
      await axe.audit('profile, Profile tab');
      await page.getByRole('button', { name: 'Add Goal' }).click();
      dialog = await openDialog(page, 'Add Goal');
      await axe.audit('profile add-goal dialog');
      await closeDialog(page, dialog);
      await page.getByRole('tab', { name: 'Integrations' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Integrations' })).toBeVisible();
      await axe.audit('profile, Integrations tab');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Preferences' })).toBeVisible();
      await axe.audit('profile, Preferences tab');

      await page.goto('/onboarding?review=team&return=/profile');
      await expect(page.getByRole('list', { name: 'Team members' })).toBeVisible();
      await axe.audit('team review from the profile');

      await page.goto('/privacy');
      await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
      await axe.audit('privacy, signed in');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await axe.audit('404, signed in');
      await axe.report();
    });
  });
}
