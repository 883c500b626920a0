/**
 * Each signed-in shell page has an HTML document of its own that preloads what its first load
 * runs (docs/performance.md#a-light-first-page; shared/web/page-documents.ts): a signed-in manager
 * opening the dashboard, manage-up, a direct report's page or the profile from a cold cache
 * requests no script that its document did not already ask for, so no module waits for the entry
 * to run first. On a phone that is the page; on a wide screen also the notes panel beside it,
 * which the document preloads for wide screens only. What a page loads on purpose right after its
 * first paint (the dashboard's 1:1 lists) is not in its document, so it does not share the first
 * download with what the first paint needs. The landing page's document still asks for the entry
 * alone, so a signed-out visitor downloads none of the app.
 */
import type { APIRequestContext, Browser, BrowserContextOptions } from '@playwright/test';
import { apiFromPage, expect, test } from './support/fixtures';

test.use({ serverEnv: { DEMO: '1' } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The scripts a page loads right after its first paint, not with its document: the dashboard's 1:1
 * lists and the date formatting they show their times with, and the 'Open commitments' card.
 */
const AFTER_FIRST_PAINT: Record<string, RegExp> = {
  '/dashboard': /^\/assets\/(meeting-list|format-date|date-format|dashboard-commitments-card)-/,
};

/** What any signed-in page may load once painted: the commitments checklist's sync. */
const ANY_PAGE_AFTER_PAINT = /^\/assets\/checklist-sync-runtime-/;

/**
 * The scripts an HTML document asks for, as paths: all of them (its module script and module
 * preloads) and those preloaded for some screens only (with a `media` query).
 */
async function scriptsOfDocument(
  request: APIRequestContext,
  path: string,
): Promise<{ all: string[]; someScreens: string[] }> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const tags = (html.match(/<(script|link)\b[^>]*>/g) ?? []).filter((tag) =>
    /type="module"|rel="modulepreload"/.test(tag),
  );
  const source = (tag: string) => /(?:src|href)="([^"]+)"/.exec(tag)![1]!;
  return {
    all: tags.map(source),
    someScreens: tags.filter((tag) => tag.includes(' media=')).map(source),
  };
}

/**
 * Opens `path` in a fresh context (cold cache) with the given window size and returns the scripts
 * it loaded to render (on a wide screen, with the notes panel beside the page when it shows one):
 * all of them, and those asked for before the page's heading showed (its first paint; what loads
 * after it, such as the parts of the dashboard's lists and cards, comes later by design).
 */
async function scriptsOfFirstLoad(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  path: string,
  viewport: { width: number; height: number },
): Promise<{ all: string[]; beforePaint: string[] }> {
  const context = await browser.newContext({ storageState, viewport });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const beforePaint = [...scripts];
    const panel = page.getByRole('complementary', { name: 'Notes panel' });
    if (viewport === DESKTOP && path !== '/profile') {
      await expect(panel.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
    }
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    return { all: scripts, beforePaint };
  } finally {
    await context.close();
  }
}

test("a signed-in page's first load requests only the scripts its document preloads", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('button', { name: 'View demo' }).click();
  // The first sign-in seeds the demo week, which can take a while on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const [person] = await apiFromPage<{ id: string }[]>(page, 'GET', '/api/direct-reports');
  const storageState = await page.context().storageState();

  const landing = (await scriptsOfDocument(request, '/')).all;
  for (const path of ['/dashboard', '/manage-up', `/dr/${person!.id}`, '/profile']) {
    const preloaded = await scriptsOfDocument(request, path);
    // The page's own modules come with its document, beyond the landing page's entry.
    expect(preloaded.all.length, path).toBeGreaterThan(landing.length);
    expect(preloaded.all, path).toEqual(expect.arrayContaining(landing));
    // The notes panel beside the page on a wide screen; the profile page has none.
    expect(preloaded.someScreens.length > 0, path).toBe(path !== '/profile');

    const afterPaint = (script: string) => AFTER_FIRST_PAINT[path]?.test(script) ?? false;
    const late = (script: string) => afterPaint(script) || ANY_PAGE_AFTER_PAINT.test(script);
    const everyScreen = preloaded.all.filter((script) => !preloaded.someScreens.includes(script));
    expect(everyScreen.filter(late), `${path}: preloads what loads after the paint`).toEqual([]);

    const allPhone = await scriptsOfFirstLoad(browser, storageState, path, PHONE);
    expect(allPhone.all.some(afterPaint), `${path} on a phone: loads after its paint`).toBe(
      path in AFTER_FIRST_PAINT,
    );
    const onPhone = allPhone.beforePaint.filter((script) => !late(script));
    expect(onPhone.length, path).toBeGreaterThan(landing.length);
    expect(
      onPhone.filter((script) => !preloaded.all.includes(script)),
      `${path} on a phone: scripts its document did not preload`,
    ).toEqual([]);
    expect(
      onPhone.filter((script) => preloaded.someScreens.includes(script)),
      `${path} on a phone: scripts preloaded for wide screens only`,
    ).toEqual([]);

    const onDesktop = (
      await scriptsOfFirstLoad(browser, storageState, path, DESKTOP)
    ).beforePaint.filter((script) => !late(script));
    expect(
      onDesktop.filter((script) => !preloaded.all.includes(script)),
      `${path} on a desktop: scripts its document did not preload`,
    ).toEqual([]);
  }
});

test("the landing page's document asks for the entry alone", async ({ page, request }) => {
  const landing = (await scriptsOfDocument(request, '/')).all;
  const loaded: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') loaded.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'View demo' })).toBeVisible();
  expect(landing.some((script) => /\/(router|app-core|app-shell)-/.test(script))).toBe(false);
  expect(loaded.sort()).toEqual([...landing].sort());
});
