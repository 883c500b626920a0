/**
 * Playwright fixtures: one local stack per worker (`server`, started with the worker option
 * `serverEnv`, e.g. `{ DEMO: '1' }` for demo mode), `baseURL` pointing at it, and a unique email
 * per test so tests never share a user.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server';

let counter = 0;

export const test = base.extend<
  { email: string },
  { server: AppServer; serverEnv: Record<string, string> }
>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use) => {
      const server = await startAppServer({ env: serverEnv });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // eslint-disable-next-line no-empty-pattern
  email: async ({}, use, testInfo) => {
    counter += 1;
    await use(`manager-${testInfo.workerIndex}-${Date.now()}-${counter}@example.com`);
  },
});

export { expect };

/** Signs up through the local form and waits for the onboarding wizard. */
export async function signUp(
  page: Page,
  user: { email: string; firstName: string; lastName?: string },
) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName ?? '');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
}

/** Picks an option of a Radix select found by its label, optionally inside a container. */
export async function choose(
  scope: Page | ReturnType<Page['locator']>,
  page: Page,
  label: string,
  option: string,
) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Goes from step 1 to step 5 with the given first name. */
export async function throughStepsOneToFour(page: Page, details: { role?: string } = {}) {
  if (details.role) await page.getByLabel('Role / title').fill(details.role);
  await page.getByRole('radio', { name: '4' }).click();
  await page.getByRole('radio', { name: /Balanced/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'What are your goals?' })).toBeVisible();
  await page.getByRole('button', { name: 'Run more meaningful 1:1s' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'What challenges do you face?' })).toBeVisible();
  await page.getByRole('button', { name: 'Finding time for meaningful 1:1s' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'What are your top stressors?' })).toBeVisible();
  await page.getByRole('button', { name: 'Carrying team morale alone' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Bring in your team' })).toBeVisible();
}

/** Fills team review row `index` (0-based). */
export async function fillTeamRow(
  page: Page,
  index: number,
  person: {
    firstName: string;
    lastName: string;
    email?: string;
    relationship?: 'Direct report' | 'Manager';
    day: string;
    frequency?: string;
    time?: string;
  },
) {
  const row = page.getByRole('list', { name: 'Team members' }).getByRole('listitem').nth(index);
  await row.getByLabel('First name').fill(person.firstName);
  await row.getByLabel('Last name').fill(person.lastName);
  if (person.email) await row.getByLabel('Email').fill(person.email);
  if (person.relationship) await choose(row, page, 'Relationship', person.relationship);
  await choose(row, page, '1:1 day', person.day);
  if (person.frequency) await choose(row, page, 'Frequency', person.frequency);
  if (person.time) await row.getByLabel('Time').fill(person.time);
  return row;
}

/** Signs up and finishes onboarding without a team, landing on /dashboard. */
export async function onboardWithoutTeam(
  page: Page,
  user: { email: string; firstName: string; lastName?: string },
) {
  await signUp(page, user);
  await throughStepsOneToFour(page);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Calls the API from the page with the signed-in user's token. */
export async function apiFromPage<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('coach.local-session') ?? '{}') as {
        token?: string;
      };
      const response = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

/** Adds a direct report through the API and returns it. */
export async function addDirectReport(
  page: Page,
  person: { firstName: string; lastName?: string; meetingDayOfWeek: string; meetingTime: string },
): Promise<{ id: string }> {
  return apiFromPage(page, 'POST', '/api/direct-reports', {
    ...person,
    meetingFrequency: 'weekly',
  });
}

/** Writes a general note through the API, about a direct report when one is named. */
export async function addNoteAbout(
  page: Page,
  directReportId: string | null,
  content: string,
): Promise<{ id: string }> {
  return apiFromPage(page, 'POST', '/api/notes', {
    type: 'general',
    content,
    directReportId,
    bossId: null,
    entityType: directReportId ? 'directReport' : 'self',
    tags: [],
  });
}
