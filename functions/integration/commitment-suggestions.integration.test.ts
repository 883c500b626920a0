/**
 * Commitments suggested from a 1:1's text with the builtin engine (no OpenAI key), over real HTTP
 * (docs/api.md#commitments, docs/product.md#commitments-suggested-from-reflections):
 *
 * - plain-words commitments answer as checklist items: the manager's own ('I'll send Jo the budget
 *   doc by Friday' → me, due the Friday after the 1:1), the other person's ('Sam will draft the
 *   RFC' → them), a due phrase that names no date kept in the text; a 1:1 with the manager too;
 * - a text without commitments answers none;
 * - each suggestion is a valid `POST /api/commitments` body;
 * - bad input is a 400 naming the field; a 1:1 with someone not the caller's is a 404;
 * - past the AI call limit: 429 `rate_limited` with `Retry-After`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { LIMITS } from '../../shared/domain/constants';
import { meetingId } from '../../shared/domain/meeting-id';
import { AI_WINDOW_SECONDS } from '../lib/ai/rate-limit/ai-rate-limit';
import {
  freshUsers,
  startLocalStack,
  type LocalStack,
  type TestUser,
} from '../../test-support/local-stack';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';

let stack: LocalStack;
let newUser: () => Promise<TestUser>;

const schedule = { meetingDayOfWeek: 'Thursday', meetingTime: '10:00', meetingFrequency: 'weekly' };
/** A Thursday: 'by Friday' is the next day. */
const MEETING_DATE = '2026-11-26';

beforeAll(async () => {
  for (const name of ['OPENAI_API_KEY', 'OPENAI_API_KEY_SECRET_ARN', 'OPENAI_BASE_URL']) {
    delete process.env[name];
  }
  delete process.env.AI_CALLS_PER_WINDOW;
  stack = await startLocalStack();
  newUser = freshUsers(stack, 'commitment-suggestions');
});

afterAll(async () => {
  delete process.env.AI_CALLS_PER_WINDOW;
  await stack?.close();
});

const route = api.commitments.suggestions;

/** A user with a direct report, Sam, and their 1:1 on MEETING_DATE. */
async function userWithSam(): Promise<TestUser & { reportId: string; meeting: string }> {
  const user = await newUser();
  const reportId = expectSuccess(
    api.directReports.create,
    await user.client.call(api.directReports.create, {
      body: { firstName: 'Sam', lastName: 'Okafor', ...schedule },
    }),
  ).id;
  return { ...user, reportId, meeting: meetingId('directReport', reportId, MEETING_DATE) };
}

describe('the builtin engine', () => {
  let sam: Awaited<ReturnType<typeof userWithSam>>;
  beforeAll(async () => {
    sam = await userWithSam();
  });

  const suggest = async (text: string, meeting = sam.meeting) =>
    expectSuccess(route, await sam.client.call(route, { body: { meetingId: meeting, text } }));

  it("the manager's own: 'I'll send Jo the budget doc by Friday' is mine, due the Friday after the 1:1", async () => {
    expect(await suggest("I'll send Jo the budget doc by Friday.")).toEqual({
      suggestions: [{ owner: 'me', text: 'send Jo the budget doc', due: '2026-11-27' }],
      engine: 'builtin',
    });
  });

  it("the other person's: 'Sam will draft the RFC' is theirs, with no due date", async () => {
    expect(await suggest('Sam will draft the RFC')).toEqual({
      suggestions: [{ owner: 'them', text: 'draft the RFC', due: null }],
      engine: 'builtin',
    });
  });

  it('several in the order written; a phrase that names no date stays in the text', async () => {
    const { suggestions } = await suggest(
      [
        'Good catch-up about the roadmap.',
        '- She will send me the numbers next week',
        '- I need to book the offsite tmrw',
        "- I'll update the rota before our next 1:1",
      ].join('\n'),
    );
    expect(suggestions).toEqual([
      { owner: 'them', text: 'send me the numbers', due: '2026-12-04' },
      { owner: 'me', text: 'book the offsite', due: '2026-11-27' },
      { owner: 'me', text: 'update the rota before our next 1:1', due: null },
    ]);
  });

  it('a text without commitments answers none', async () => {
    expect(
      await suggest('Sam sent the budget doc last week. He seemed happy with the team.'),
    ).toEqual({ suggestions: [], engine: 'builtin' });
  });

  it("a 1:1 with the manager: the manager's name makes them the owner", async () => {
    const bossId = expectSuccess(
      api.bosses.create,
      await sam.client.call(api.bosses.create, { body: { firstName: 'Iris', ...schedule } }),
    ).id;
    const { suggestions } = await suggest(
      'Iris will share the reorg plan by 3 December.',
      meetingId('boss', bossId, MEETING_DATE),
    );
    expect(suggestions).toEqual([
      { owner: 'them', text: 'share the reorg plan', due: '2026-12-03' },
    ]);
  });

  it('each suggestion can be added as it is (POST /api/commitments)', async () => {
    const { suggestions } = await suggest("I'll send Jo the budget doc by Friday.");
    const created = expectSuccess(
      api.commitments.create,
      await sam.client.call(api.commitments.create, {
        body: { meetingId: sam.meeting, section: 'reflection', ...suggestions[0]! },
      }),
    );
    expect(created).toMatchObject({
      meetingId: sam.meeting,
      owner: 'me',
      text: 'send Jo the budget doc',
      due: '2026-11-27',
    });
  });
});

describe('bad input', () => {
  let sam: Awaited<ReturnType<typeof userWithSam>>;
  beforeAll(async () => {
    sam = await userWithSam();
  });

  it.each([
    ['a missing text', {}],
    ['an empty text', { text: '' }],
    ['a blank text', { text: ' \n\t ' }],
    ['a text that is not a string', { text: 42 }],
  ])('%s is a 400 on text', async (_label, fields) => {
    const error = expectError(
      await sam.client.call(route, { body: { meetingId: sam.meeting, ...fields } }),
      400,
      'validation_failed',
    );
    expect(detailFields(error)).toEqual(['text']);
  });

  it(`a text of ${LIMITS.noteText} characters is fine, one more is a 400 on text`, async () => {
    const text = "I'll send the doc. ".repeat(2000).slice(0, LIMITS.noteText);
    expectSuccess(route, await sam.client.call(route, { body: { meetingId: sam.meeting, text } }));
    const error = expectError(
      await sam.client.call(route, { body: { meetingId: sam.meeting, text: `${text}x` } }),
      400,
      'validation_failed',
    );
    expect(detailFields(error)).toEqual(['text']);
  });

  it.each([
    ['a missing meetingId', undefined],
    ['a calendar event id', 'evt_123abc'],
    ['an impossible date', `dr-${'a1'}-20260231`],
  ])('%s is a 400 on meetingId', async (_label, meeting) => {
    const error = expectError(
      await sam.client.call(route, { body: { meetingId: meeting, text: "I'll call." } }),
      400,
      'validation_failed',
    );
    expect(detailFields(error)).toEqual(['meetingId']);
  });

  it("a 1:1 with someone who is not one of the caller's people is a 404", async () => {
    const other = await userWithSam();
    expectError(
      await sam.client.call(route, { body: { meetingId: other.meeting, text: "I'll call." } }),
      404,
      'not_found',
    );
    expectError(
      await sam.client.call(route, {
        body: { meetingId: meetingId('boss', 'nobody', MEETING_DATE), text: "I'll call." },
      }),
      404,
      'not_found',
    );
  });
});

describe('the AI call limit', () => {
  it('counts every call: past it, 429 rate_limited with Retry-After', async () => {
    // Start well inside a window, so the calls do not straddle two.
    const intoWindow = (Date.now() / 1000) % AI_WINDOW_SECONDS;
    if (intoWindow > AI_WINDOW_SECONDS - 10) {
      await new Promise((resolve) =>
        setTimeout(resolve, (AI_WINDOW_SECONDS - intoWindow + 1) * 1000),
      );
    }
    const sam = await userWithSam();
    process.env.AI_CALLS_PER_WINDOW = '3';
    try {
      for (let call = 0; call < 3; call += 1) {
        expectSuccess(
          route,
          await sam.client.call(route, { body: { meetingId: sam.meeting, text: `Call ${call}` } }),
        );
      }
      const limited = await sam.client.call(route, {
        body: { meetingId: sam.meeting, text: "I'll call." },
      });
      const error = expectError(limited, 429, 'rate_limited');
      expect(error.message).toMatch(/Too many AI requests/);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(AI_WINDOW_SECONDS);
    } finally {
      delete process.env.AI_CALLS_PER_WINDOW;
    }
  }, 20_000);
});
