/**
 * The dashboard's first load starts its API calls together
 * (docs/architecture.md#how-the-frontend-reads): at most 5 calls, none of them sent only after
 * another one answered. The nudge banner comes with the dashboard read (`nudgeBanner`), so `POST
 * /api/feedback/banner-nudge` is not called, and the banner still shows on a week without feedback.
 * The 'Open commitments' card reads its own list once, after the first paint (its code loads then:
 * docs/performance.md#a-light-first-page); it is not one of the first load's calls.
 */
import type { Page, Request } from '@playwright/test';
import { addDirectReport, apiFromPage, expect, onboardWithoutTeam, test } from './support/fixtures';

interface Call {
  method: string;
  path: string;
  sentAt: number;
  endedAt: number;
}

/** Records every /api call of the page with when it was sent and when its answer ended (ms). */
function recordApiCalls(page: Page): Call[] {
  const calls: Call[] = [];
  const open = new Map<Request, Call>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const call = {
      method: request.method(),
      path: url.pathname + url.search,
      sentAt: Date.now(),
      endedAt: Infinity,
    };
    open.set(request, call);
    calls.push(call);
  });
  const end = (request: Request) => {
    const call = open.get(request);
    if (call) call.endedAt = Date.now();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return calls;
}

test('the dashboard’s first load makes at most 5 API calls, all started together', async ({
  page,
  email,
}) => {
  await onboardWithoutTeam(page, { email, firstName: 'Robin' });
  for (const [firstName, day] of [
    ['Ada', 'Monday'],
    ['Grace', 'Wednesday'],
    ['Linus', 'Friday'],
  ] as const) {
    await addDirectReport(page, { firstName, meetingDayOfWeek: day, meetingTime: '10:00' });
  }
  await apiFromPage(page, 'POST', '/api/notes', { content: 'Ask about the launch plan' });

  const calls = recordApiCalls(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Lead your team' })).toBeVisible();
  await expect(page.getByText('Ask about the launch plan')).toBeVisible();
  await expect(page.getByRole('link', { name: /Ada/ }).first()).toBeVisible();
  // This week has no feedback yet: the banner shows, from the dashboard read.
  await expect(page.getByTestId('nudge-banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const commitmentsReads = calls.filter((call) => call.path.split('?')[0] === '/api/commitments');
  expect(commitmentsReads).toHaveLength(1);
  const firstLoad = calls.filter((call) => !commitmentsReads.includes(call));
  const listed = firstLoad.map((call) => `${call.method} ${call.path}`);
  expect(firstLoad.length, listed.join('\n')).toBeLessThanOrEqual(5);
  expect(listed).not.toContain('POST /api/feedback/banner-nudge');
  const firstAnswer = Math.min(...firstLoad.map((call) => call.endedAt));
  const late = firstLoad.filter((call) => call.sentAt > firstAnswer);
  expect(
    late.map((call) => `${call.method} ${call.path}`),
    'calls sent only after another one answered',
  ).toEqual([]);
});
