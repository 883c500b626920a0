/**
 * Smarter prep and private-by-design AI (docs/api.md#conventions,
 * docs/architecture.md#the-ai-layer), on the local stack with the `openai` engine pointed at the
 * loopback fake (infra/local/dev-fakes/fake-openai.ts):
 *
 * - prep prompts: at most 5, the same for the same person and week, drawing on a growth area, an
 *   open topic of the last agenda and the manager's priorities; the person page's and the boss's
 *   suggestions (at most 3) too; `templateKey` still answers the template;
 * - usage signals: 201 and stored in the caller's partition; bad bodies 400;
 * - 'Use AI assistance' off: the fake model receives nothing, the answer is the builtin one;
 * - the per-user AI call limit: 429 `rate_limited` with `Retry-After` after the burst;
 * - feature flags name the processor.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeOpenAiStack, startOpenAiStack } from '../../test-support/openai-stack';
import { api } from '../../shared/contract';
import { MAX_PREP_PROMPTS } from '../../shared/domain/constants';
import { meetingId } from '../../shared/domain/meeting-id';
import { entities } from '../lib/data/entities';
import { AI_CALLS_PER_WINDOW, AI_WINDOW_SECONDS } from '../lib/ai/rate-limit/ai-rate-limit';
import { type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectError, expectSuccess, detailFields } from '../../test-support/expect-response';
import type { FakeOpenAi } from '../../infra/local/dev-fakes/fake-openai';

const GROWTH_AREA = 'Delegating design reviews';
const PRIORITY = 'Ship the billing migration';
/** The priority as a prompt weaves it in (an action: trait-phrases.ts). */
const PRIORITY_PROMPT = 'Progress on shipping the billing migration, and where I can help';
const OPEN_TOPIC = 'Hiring plan for the Q3 backend role';

let fake: FakeOpenAi;
let stack: LocalStack;

beforeAll(async () => {
  delete process.env.AI_CALLS_PER_WINDOW;
  ({ fake, stack } = await startOpenAiStack(1000));
});

afterAll(() => closeOpenAiStack({ fake, stack }));

beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const localDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function signIn(email: string): Promise<{ user: ApiClient; userId: string }> {
  const session = await stack.signIn(email);
  return { user: stack.api(session.token), userId: session.user.id };
}

describe('smarter prep', () => {
  let user: ApiClient;
  let reportId: string;
  let bossId: string;

  beforeAll(async () => {
    ({ user } = await signIn('prep-signals@example.com'));
    const schedule = {
      meetingDayOfWeek: 'Tuesday',
      meetingTime: '09:30',
      meetingFrequency: 'weekly',
    };
    reportId = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Sam',
          lastName: 'Ortiz',
          ...schedule,
          strengths: ['Clear technical writing'],
          opportunities: [GROWTH_AREA],
        },
      }),
    ).id;
    bossId = expectSuccess(
      api.bosses.create,
      await user.call(api.bosses.create, {
        body: { firstName: 'Rae', lastName: 'Stone', ...schedule, priorities: [PRIORITY] },
      }),
    ).id;
    // Last week's 1:1: one agenda item done, one still open.
    expectSuccess(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: {
          meetingId: meetingId('directReport', reportId, localDate(-7)),
          directReportId: reportId,
          agendaContent: `- [x] Celebrate the launch\n- ${OPEN_TOPIC}`,
        },
      }),
    );
  });

  const prep = async (date: string, query: Record<string, string> = {}) =>
    expectSuccess(
      api.meetings.prep,
      await user.call(api.meetings.prep, {
        params: { meetingId: meetingId('directReport', reportId, date) },
        query,
      }),
    ).prompts;

  it('answers at most 5 prompts reflecting an open agenda topic and a growth area', async () => {
    const prompts = await prep(localDate(7));
    expect(prompts.length).toBeGreaterThan(2);
    expect(prompts.length).toBeLessThanOrEqual(MAX_PREP_PROMPTS);
    expect(new Set(prompts).size).toBe(prompts.length);
    expect(prompts.join('\n')).toContain(OPEN_TOPIC);
    expect(prompts.join('\n')).toContain(GROWTH_AREA);
    expect(prompts.join('\n')).not.toContain('Celebrate the launch');
  });

  it('is stable for the same person and week', async () => {
    const first = await prep(localDate(7));
    expect(await prep(localDate(7))).toEqual(first);
  });

  it('still answers the template asked for with templateKey', async () => {
    const prompts = await prep(localDate(7), { templateKey: 'career-growth' });
    expect(prompts[0]).toBe('Where do you want to be in a year, and in three?');
  });

  it("the person page's suggestions (at most 3) draw on the same signals", async () => {
    const detail = expectSuccess(
      api.directReports.get,
      await user.call(api.directReports.get, { params: { id: reportId } }),
    );
    expect(detail.suggestedAgenda.length).toBeLessThanOrEqual(3);
    expect(detail.suggestedAgenda.join('\n')).toContain(OPEN_TOPIC);
    expect(detail.suggestedAgenda.join('\n')).toContain(GROWTH_AREA);
  });

  it("the boss's agenda (at most 3) and prep reflect the manager's priorities", async () => {
    const next = expectSuccess(api.bosses.next, await user.call(api.bosses.next));
    expect(next.agenda.length).toBeLessThanOrEqual(3);
    expect(next.agenda).toContain(PRIORITY_PROMPT);
    const prompts = expectSuccess(
      api.meetings.prep,
      await user.call(api.meetings.prep, {
        params: { meetingId: meetingId('boss', bossId, localDate(7)) },
      }),
    ).prompts;
    expect(prompts.length).toBeLessThanOrEqual(MAX_PREP_PROMPTS);
    expect(prompts).toContain(PRIORITY_PROMPT);
  });
});

describe('usage signals', () => {
  it("records 'add-to-agenda' in the caller's partition (201)", async () => {
    const { user, userId } = await signIn('usage-signals@example.com');
    const reportId = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Kim',
          meetingDayOfWeek: 'Monday',
          meetingTime: '10:00',
          meetingFrequency: 'weekly',
        },
      }),
    ).id;
    const body = {
      action: 'add-to-agenda' as const,
      meetingId: meetingId('directReport', reportId, '2026-01-05'),
      directReportId: reportId,
      suggestionsCount: 4,
    };
    const response = await user.call(api.usageSignals.create, { body });
    expect(response.status).toBe(201);
    const signal = expectSuccess(api.usageSignals.create, response);
    expect(signal).toMatchObject({ ...body, bossId: null });
    const { data } = await entities().usageSignal.query.byUser({ userId }).go();
    expect(data.map((item) => item.signalId)).toEqual([signal.id]);
    expect(data[0]).toMatchObject({ action: 'add-to-agenda', suggestionsCount: 4 });
    // The body must name the meeting's person; a person not the user's is a 404.
    const other = { ...body, directReportId: '01JD3M8W6Q6Q3B6ZC5Y0P1X2K7' };
    expectError(
      await user.call(api.usageSignals.create, { body: other }),
      400,
      'validation_failed',
    );
    const foreign = {
      ...other,
      meetingId: meetingId('directReport', '01JD3M8W6Q6Q3B6ZC5Y0P1X2K7', '2026-01-05'),
    };
    expectError(await user.call(api.usageSignals.create, { body: foreign }), 404, 'not_found');
  });

  it('refuses bad bodies with 400 and stores nothing', async () => {
    const { user, userId } = await signIn('usage-signals-bad@example.com');
    const valid = {
      action: 'add-to-agenda',
      meetingId: 'boss-01JD3M8W6Q6Q3B6ZC5Y0P1X2K7-20260105',
      bossId: '01JD3M8W6Q6Q3B6ZC5Y0P1X2K7',
      suggestionsCount: 2,
    };
    const cases: [unknown, string][] = [
      [{ ...valid, action: 'clicked' }, 'action'],
      [{ ...valid, meetingId: 'no spaces allowed' }, 'meetingId'],
      [{ ...valid, suggestionsCount: -1 }, 'suggestionsCount'],
      [{ ...valid, suggestionsCount: 1.5 }, 'suggestionsCount'],
      [{ ...valid, bossId: undefined }, 'directReportId'],
      [{ ...valid, directReportId: '01JD3M8W6Q6Q3B6ZC5Y0P1X2K7' }, 'directReportId'],
    ];
    for (const [body, field] of cases) {
      const error = expectError(
        await user.post('/api/usage-signals', body),
        400,
        'validation_failed',
      );
      expect(detailFields(error)).toContain(field);
    }
    const { data } = await entities().usageSignal.query.byUser({ userId }).go();
    expect(data).toEqual([]);
  });
});

describe("'Use AI assistance'", () => {
  const ask = (user: ApiClient) =>
    user.call(api.notes.phrasingSuggestions, {
      body: { message: 'Sam missed the review again.', context: 'directReport' },
    });

  it('defaults to on: the model is asked', async () => {
    const { user } = await signIn('ai-switch-on@example.com');
    const profile = expectSuccess(api.profile.get, await user.call(api.profile.get));
    expect(profile.preferences.useAiAssistance).toBe(true);
    expectSuccess(api.notes.phrasingSuggestions, await ask(user));
    expect(fake.requests).toHaveLength(1);
  });

  it('off: the fake model receives no request and the builtin engine answers', async () => {
    const { user } = await signIn('ai-switch-off@example.com');
    const saved = expectSuccess(
      api.profile.update,
      await user.call(api.profile.update, { body: { preferences: { useAiAssistance: false } } }),
    );
    expect(saved.preferences.useAiAssistance).toBe(false);
    const answer = expectSuccess(api.notes.phrasingSuggestions, await ask(user));
    expect(Object.values(answer.suggestions).every(Boolean)).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the per-user AI call limit', () => {
  it(`answers 429 rate_limited with Retry-After after ${AI_CALLS_PER_WINDOW} calls in a window`, async () => {
    // Start well inside a window, so the burst does not straddle two.
    const intoWindow = (Date.now() / 1000) % AI_WINDOW_SECONDS;
    if (intoWindow > AI_WINDOW_SECONDS - 20) {
      await new Promise((resolve) =>
        setTimeout(resolve, (AI_WINDOW_SECONDS - intoWindow + 1) * 1000),
      );
    }
    const { user } = await signIn('ai-rate-limit@example.com');
    const other = (await signIn('ai-rate-limit-other@example.com')).user;
    for (let call = 0; call < AI_CALLS_PER_WINDOW; call += 1) {
      const response = await user.call(api.notes.phrasingSuggestions, {
        body: { message: `Thanks for the review, number ${call}.` },
      });
      expect(response.status, response.text).toBe(200);
    }
    const limited = await user.call(api.notes.phrasingSuggestions, {
      body: { message: 'One more, please.' },
    });
    const error = expectError(limited, 429, 'rate_limited');
    expect(error.message).toMatch(/Too many AI requests/);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(AI_WINDOW_SECONDS);
    // Another user is not limited, and routes without AI are not counted.
    expect(
      (await other.call(api.notes.phrasingSuggestions, { body: { message: 'Hi Sam.' } })).status,
    ).toBe(200);
    expect((await user.call(api.profile.get)).status).toBe(200);
  });
});

describe('feature flags', () => {
  it('name the AI processor while a model is configured', async () => {
    const { user } = await signIn('feature-flags@example.com');
    const flags = expectSuccess(api.featureFlags.get, await user.call(api.featureFlags.get));
    expect(flags.ai.provider).toBe('openai');
    expect(flags.ai.processor).toBe(new URL(fake.url).hostname);
    expect(flags).toMatchObject({ googleCalendar: false, slack: false });
  });
});
