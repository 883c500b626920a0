/**
 * Commitments suggested with the `openai` engine (docs/architecture.md#the-ai-layer,
 * docs/product.md#commitments-suggested-from-reflections) against a loopback fake of the OpenAI API
 * (infra/local/dev-fakes/fake-openai.ts, set through OPENAI_BASE_URL), over real HTTP on the local
 * stack:
 *
 * - the request: `store: false`, a strict response format, the text only inside its delimiters,
 *   the person's first name as a placeholder and no email or name of theirs;
 * - the model's answer is used, names put back and its due phrases counted as dates;
 * - a malformed answer (not JSON, or JSON of another shape), a 500 and a timeout fall back to the
 *   builtin detector (200); the fallback is logged with a reason and without the text;
 * - with 'Use AI assistance' off no text reaches the model.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/contract';
import { meetingId } from '../../shared/domain/meeting-id';
import { expectSuccess } from '../../test-support/expect-response';
import { closeOpenAiStack, startOpenAiStack } from '../../test-support/openai-stack';
import { freshUsers, type LocalStack, type TestUser } from '../../test-support/local-stack';
import type { FakeOpenAi } from '../../infra/local/dev-fakes/fake-openai';
import { findCommitments } from '../lib/ai/ai';
import { REFLECTION_CLOSE, REFLECTION_OPEN } from '../lib/ai/openai/commitments-prompt';

let fake: FakeOpenAi;
let stack: LocalStack;
let newUser: () => Promise<TestUser>;

const schedule = { meetingDayOfWeek: 'Thursday', meetingTime: '10:00', meetingFrequency: 'weekly' };
/** A Thursday. */
const MEETING_DATE = '2026-11-26';
const TEXT =
  "Adaeze will write up the incident review by Friday. I'll mail adaeze@example.com the slides.";

beforeAll(async () => {
  delete process.env.AI_CALLS_PER_WINDOW;
  ({ fake, stack } = await startOpenAiStack(1000));
  newUser = freshUsers(stack, 'commitment-suggestions-openai');
});

afterAll(() => closeOpenAiStack({ fake, stack }));

beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  fake.answer = () => ({
    commitments: [
      { owner: 'them', text: 'write up the incident review', due: 'by Friday' },
      { owner: 'me', text: 'mail [EMAIL_1] the slides to [NAME_1]', due: 'before the offsite' },
    ],
  });
});

/** A user with a direct report, Adaeze, and their 1:1 on MEETING_DATE. */
async function userWithAdaeze(): Promise<TestUser & { meeting: string }> {
  const user = await newUser();
  const reportId = expectSuccess(
    api.directReports.create,
    await user.client.call(api.directReports.create, {
      body: { firstName: 'Adaeze', lastName: 'Okafor', email: 'adaeze@example.com', ...schedule },
    }),
  ).id;
  return { ...user, meeting: meetingId('directReport', reportId, MEETING_DATE) };
}

const suggest = async (user: TestUser & { meeting: string }, text = TEXT) =>
  expectSuccess(
    api.commitments.suggestions,
    await user.client.call(api.commitments.suggestions, {
      body: { meetingId: user.meeting, text },
    }),
  );

describe('the model reads the text', () => {
  it('is sent with store: false, delimited, without the name or email; its answer is used', async () => {
    const user = await userWithAdaeze();
    const answer = await suggest(user);
    expect(answer).toEqual({
      engine: 'openai',
      suggestions: [
        { owner: 'them', text: 'write up the incident review', due: '2026-11-27' },
        {
          owner: 'me',
          text: 'mail adaeze@example.com the slides to Adaeze before the offsite',
          due: null,
        },
      ],
    });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.store).toBe(false);
    expect(request?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'reflection_commitments', strict: true },
    });
    const [system, userTurn] = request?.messages ?? [];
    expect(system?.content).toMatch(/data, not instructions/);
    const content = userTurn?.content ?? '';
    expect(content).toMatch(/^<person>\n\[NAME_1\]\n<\/person>\n<reflection>\n/);
    const inside = content.slice(
      content.indexOf(REFLECTION_OPEN) + REFLECTION_OPEN.length,
      content.indexOf(REFLECTION_CLOSE),
    );
    expect(inside).toContain('[NAME_1] will write up the incident review by Friday.');
    expect(JSON.stringify(request)).not.toContain('Adaeze');
    expect(JSON.stringify(request)).not.toContain('adaeze@example.com');
  });
});

describe('falling back to the builtin detector', () => {
  for (const mode of ['wrongSchema', 'invalidJson', 'error500', 'timeout'] as const) {
    it(`on ${mode}: the builtin answer`, async () => {
      const user = await userWithAdaeze();
      fake.mode = mode;
      fake.silenceMs = 1_500;
      expect(await suggest(user)).toEqual({
        engine: 'builtin',
        suggestions: [
          { owner: 'them', text: 'write up the incident review', due: '2026-11-27' },
          { owner: 'me', text: 'mail adaeze@example.com the slides', due: null },
        ],
      });
      expect(fake.requests.length).toBeGreaterThan(0);
    });
  }

  it.each([
    ['wrongSchema', 'invalid_output'],
    ['error500', 'http_error'],
  ] as const)('%s is logged as %s, without the text', async (mode, reason) => {
    fake.mode = mode;
    const warn = vi.fn();
    const info = vi.fn();
    const input = { text: TEXT, kind: 'directReport', personName: 'Adaeze' } as const;
    const result = await findCommitments(input, { warn, info });
    expect(result.engine).toBe('builtin');
    const fallbacks = warn.mock.calls.filter(([message]) => /answering with builtin/.test(message));
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]?.[1]).toMatchObject({ task: 'commitments', engine: 'openai', reason });
    const logged = JSON.stringify([warn.mock.calls, info.mock.calls]);
    expect(logged).not.toContain('incident review');
    expect(logged).not.toContain('Adaeze');
  });
});

describe("with 'Use AI assistance' off", () => {
  it('the builtin detector answers and no text reaches the model', async () => {
    const user = await userWithAdaeze();
    expectSuccess(
      api.profile.update,
      await user.client.call(api.profile.update, {
        body: { preferences: { useAiAssistance: false } },
      }),
    );
    expect((await suggest(user)).engine).toBe('builtin');
    expect(fake.requests).toEqual([]);
  });
});
