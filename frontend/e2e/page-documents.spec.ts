/**
 * Each signed-in shell page has an HTML document of its own that preloads what its first load
 * runs (issue 11 item 8, 'A light first page'; shared/web/page-documents.ts): a signed-in manager
 * opening the dashboard, manage-up, a direct report's page or the profile on a phone from a cold
 * cache requests no script that its document did not already ask for, so no module waits for the entry
 * to run first. The landing page's document still asks for the entry alone, so a signed-out
 * visitor downloads none of the app.
 */
import type { APIRequestContext, Browser, BrowserContextOptions } from '@playwright/test';
import { apiFromPage, expect, test } from './support/fixtures';

test.use({ serverEnv: { DEMO: '1' } });

/** The scripts an HTML document asks for: its module script and its module preloads, as paths. */
async function scriptsOfDocument(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)![1]!);
}

/**
 * Opens `path` on a phone in a fresh context (cold cache) and returns the scripts it loaded to
 * render. (On a desktop the notes panel, shown beside the page, loads right after it renders.)
 */
async function scriptsOfFirstLoad(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  path: string,
): Promise<string[]> {
  const context = await browser.newContext({ storageState, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    return scripts;
  } finally {
    await context.close();
  }
}

test("a signed-in page's first load requests only the scripts its document preloads", async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'View demo' }).click();
  // The first sign-in seeds the demo week, which can take a while on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const [person] = await apiFromPage<{ id: string }[]>(page, 'GET', '/api/direct-reports');
  const storageState = await page.context().storageState();

  const landing = await scriptsOfDocument(request, '/');
  for (const path of ['/dashboard', '/manage-up', `/dr/${person!.id}`, '/profile']) {
    const preloaded = await scriptsOfDocument(request, path);
    // The page's own modules come with its document, beyond the landing page's entry.
    expect(preloaded.length, path).toBeGreaterThan(landing.length);
    expect(preloaded, path).toEqual(expect.arrayContaining(landing));
    const loaded = await scriptsOfFirstLoad(browser, storageState, path);
    expect(loaded.length, path).toBeGreaterThan(landing.length);
    expect(
      loaded.filter((script) => !preloaded.includes(script)),
      `${path}: scripts its document did not preload`,
    ).toEqual([]);
  }
});

test("the landing page's document asks for the entry alone", async ({ page, request }) => {
  const landing = await scriptsOfDocument(request, '/');
  const loaded: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') loaded.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'View demo' })).toBeVisible();
  expect(landing.some((script) => /\/(router|app-core|app-shell)-/.test(script))).toBe(false);
  expect(loaded.sort()).toEqual([...landing].sort());
});
