/**
 * Small layout details a manager notices (docs/product.md#layout), measured in the browser at the
 * widths where they went wrong: toasts below the header, never over its buttons; the time-zone help
 * right under its field; integration icons square at 390 px; 'Notes are private' on one line in the
 * note editor's header; and 'Help me say it''s Back and Done reachable at 390 px without scrolling.
 * Each test saves a screenshot (test-results/) of what it measured.
 */
import type { Page, TestInfo } from '@playwright/test';
import { addDirectReport, expect, onboardWithoutTeam, test } from './support/fixtures';

/* The few DOM globals the in-page checks use: this project compiles without the DOM library. */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}
interface DomElement {
  getBoundingClientRect(): Box;
  contains(other: DomElement | null): boolean;
  checkVisibility(): boolean;
  querySelectorAll(selector: string): Iterable<DomElement>;
  textContent: string | null;
  outerHTML: string;
}
declare const document: {
  querySelector(selector: string): DomElement | null;
  elementFromPoint(x: number, y: number): DomElement | null;
};
declare const window: { innerHeight: number };
declare function getComputedStyle(element: DomElement): { lineHeight: string };

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };

const MESSAGE =
  'I think Ada maybe missed the design review twice this month. Could you send the notes before Friday?';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** Signs up a manager with one direct report. */
async function setUp(page: Page, email: string) {
  await onboardWithoutTeam(page, { email, firstName: 'Quinn' });
  await addDirectReport(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    meetingDayOfWeek: 'Friday',
    meetingTime: '16:00',
  });
}

for (const size of [DESKTOP, PHONE]) {
  test(`at ${size.width} px a toast sits below the header and covers none of its controls`, async ({
    page,
    email,
  }, testInfo) => {
    await setUp(page, email);
    await page.setViewportSize(size);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Profile updated' });
    await expect(toast).toBeVisible();
    // The save goes on to the dashboard; the toast stays over its header.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast).toBeVisible();
    const measure = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const toastBox = document.querySelector('[data-sonner-toast]')?.getBoundingClientRect();
        const covered: string[] = [];
        for (const control of document
          .querySelector('header')!
          .querySelectorAll('button, a[href]')) {
          const box = control.getBoundingClientRect();
          if (!control.checkVisibility() || box.width === 0) continue;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!hit || !(hit === control || control.contains(hit))) {
            covered.push(control.textContent?.trim() || control.outerHTML.slice(0, 60));
          }
        }
        return { headerBottom: header.bottom, toastTop: toastBox?.top ?? null, covered };
      });
    // The toast slides in: measured once two reads 100 ms apart agree.
    let layout = await measure();
    await expect
      .poll(
        async () => {
          const previous = layout.toastTop;
          layout = await measure();
          return layout.toastTop !== null && layout.toastTop === previous;
        },
        { intervals: [100] },
      )
      .toBe(true);
    await shot(page, testInfo, `toast-${size.width}`);
    expect(layout.toastTop, 'the toast starts below the header').toBeGreaterThanOrEqual(
      layout.headerBottom,
    );
    expect(layout.covered, "the header's controls are not covered").toEqual([]);
  });
}

for (const size of [DESKTOP, PHONE]) {
  test(`at ${size.width} px the time-zone help sits right under its field`, async ({
    page,
    email,
  }, testInfo) => {
    await setUp(page, email);
    await page.setViewportSize(size);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    const field = page.getByRole('combobox', { name: 'Time Zone' });
    const help = page.getByText('Your weeks and 1:1 times follow this time zone.');
    await expect(field).toHaveAccessibleDescription(
      'Your weeks and 1:1 times follow this time zone.',
    );
    const fieldBox = (await field.boundingBox())!;
    const helpBox = (await help.boundingBox())!;
    await shot(page, testInfo, `time-zone-${size.width}`);
    expect(
      helpBox.y - (fieldBox.y + fieldBox.height),
      'gap under the field',
    ).toBeGreaterThanOrEqual(0);
    expect(helpBox.y - (fieldBox.y + fieldBox.height), 'gap under the field').toBeLessThanOrEqual(
      8,
    );
    expect(Math.abs(helpBox.x - fieldBox.x), 'aligned with the field').toBeLessThanOrEqual(1);
  });
}

test('at 390 px the integration icons keep their square shape', async ({
  page,
  email,
}, testInfo) => {
  await setUp(page, email);
  await page.setViewportSize(PHONE);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  for (const name of ['Google Calendar', 'Slack']) {
    const card = page.getByRole('region', { name, exact: true });
    await expect(card.getByText('Not connected')).toBeVisible();
    const icon = card.locator('svg').first();
    const tile = icon.locator('..');
    const iconBox = (await icon.boundingBox())!;
    const tileBox = (await tile.boundingBox())!;
    expect(iconBox.width, `${name} icon`).toBeCloseTo(iconBox.height, 0);
    expect(tileBox.width, `${name} icon tile`).toBeCloseTo(tileBox.height, 0);
    expect(tileBox.width, `${name} icon tile`).toBeCloseTo(40, 0);
  }
  await shot(page, testInfo, 'integrations-390');
});

for (const size of [PHONE, TABLET, DESKTOP]) {
  test(`at ${size.width} px 'Notes are private' stays on one line in the note editor's header`, async ({
    page,
    email,
  }, testInfo) => {
    await setUp(page, email);
    await page.setViewportSize(size);
    await page.goto('/dashboard');
    if (size.width < 1100) await page.getByRole('button', { name: 'Open notes' }).click();
    await page.getByRole('button', { name: 'Add a private note' }).first().click();
    const editor = page.getByRole('region', { name: 'Note editor' });
    await expect(editor.getByRole('textbox', { name: 'Note' })).toBeVisible();
    const indicator = editor.getByText('Notes are private');
    await expect(indicator).toBeVisible();
    const lines = await indicator.evaluate((element) => {
      const node = element as unknown as DomElement;
      return node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight);
    });
    // The header's controls share one row.
    const rows = await Promise.all(
      [
        editor.getByRole('button', { name: 'Back to notes' }),
        editor.getByRole('button', { name: 'Help me say it' }),
        indicator,
      ].map(async (control) => {
        const box = (await control.boundingBox())!;
        return Math.round(box.y + box.height / 2);
      }),
    );
    await shot(page, testInfo, `note-editor-${size.width}`);
    expect(lines, 'lines of the indicator').toBeLessThan(1.5);
    expect(Math.max(...rows) - Math.min(...rows), 'header controls on one row').toBeLessThanOrEqual(
      2,
    );
  });
}

test("at 390 px 'Help me say it''s Back and Done stay reachable without scrolling", async ({
  page,
  email,
}, testInfo) => {
  await setUp(page, email);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open notes' }).click();
  await page.getByRole('button', { name: 'Add a private note' }).click();
  await page.getByRole('button', { name: 'Help me say it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not sure how to say it?' });
  await dialog.getByRole('textbox', { name: 'What you want to say' }).fill(MESSAGE);
  await dialog.getByRole('button', { name: 'Get suggestions' }).click();
  const suggestions = page.getByRole('dialog', { name: 'Here are a few ways you could say it' });
  await expect(suggestions.getByRole('article')).toHaveCount(3);
  const reachable = (name: string) =>
    suggestions.getByRole('button', { name, exact: true }).evaluate((element) => {
      const node = element as unknown as DomElement;
      const box = node.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.bottom <= window.innerHeight && (hit === node || node.contains(hit));
    });
  await shot(page, testInfo, 'phrasing-390');
  expect(await reachable('Back'), 'Back is on screen and not covered').toBe(true);
  expect(await reachable('Done'), 'Done is on screen and not covered').toBe(true);
  // The cards scroll above the footer: the last card's Insert can still be clicked.
  await suggestions.getByRole('button', { name: 'Insert' }).last().click();
  await expect(page.getByText('Suggestion inserted into your note.')).toBeVisible();
  expect(await reachable('Done')).toBe(true);
  await suggestions.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(suggestions).toHaveCount(0);
});
