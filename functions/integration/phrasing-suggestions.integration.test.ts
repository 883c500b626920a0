/**
 * 'Help me say it' black-box, with no OpenAI key (the builtin engine, as on a fresh machine):
 * `POST /api/notes/phrasing-suggestions` answers three different, non-empty suggestions that keep
 * the message's facts and names, for every context, each written for the message's intent
 * (praise asks for no change, chat shorthand is written out, a decline says no plainly); a blank
 * message, one over 2,000 characters
 * and an unknown context are 400s naming the field; the static path wins over `/api/notes/{id}`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PHRASING_CONTEXTS } from '../../shared/contract';
import { LIMITS } from '../../shared/domain/constants';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectError, expectSuccess } from '../../test-support/expect-response';

let stack: LocalStack;
let user: ApiClient;

beforeAll(async () => {
  for (const name of [
    'OPENAI_API_KEY',
    'OPENAI_API_KEY_SECRET_ARN',
    'OPENAI_BASE_URL',
    'AI_ENGINE',
  ]) {
    delete process.env[name];
  }
  // This suite asks far more often than the per-user AI call limit allows (tested elsewhere).
  process.env.AI_CALLS_PER_WINDOW = '1000';
  stack = await startLocalStack();
  user = stack.api((await stack.signIn('phrasing@example.com')).token);
});

afterAll(async () => {
  await stack?.close();
  delete process.env.AI_CALLS_PER_WINDOW;
});

const route = api.notes.phrasingSuggestions;

const MESSAGES = [
  "I think maybe you should probably try to send the weekly report on time, Ada. It's kind of been late three times this month and the client noticed.",
  'Sorry to bother you, but I was wondering if we could perhaps push the launch to Friday? The QA team found 12 bugs.',
  "Bob didn't update the roadmap and Carol Smith had to redo the slides.",
  'Can you review the budget by Thursday?',
  'rey keeps talking over dot in standups',
];

describe.each(PHRASING_CONTEXTS.map((context) => [context]))('context %s', (context) => {
  it.each(MESSAGES.map((message) => [message]))(
    'three different non-empty suggestions for %s',
    async (message) => {
      const { suggestions } = expectSuccess(
        route,
        await user.call(route, { body: { message, context } }),
      );
      const texts = [suggestions.empathetic, suggestions.direct, suggestions.balanced];
      for (const text of texts) expect(text.trim()).not.toBe('');
      expect(new Set(texts).size).toBe(3);
    },
  );
});

describe('facts and names are kept', () => {
  it.each<[string, string[]]>([
    [MESSAGES[0]!, ['Ada', 'three times', 'this month', 'client']],
    [MESSAGES[1]!, ['Friday', 'QA team', '12 bugs', 'launch']],
    [MESSAGES[2]!, ['Bob', 'Carol Smith', 'roadmap', 'slides', "didn't"]],
    [MESSAGES[3]!, ['budget', 'Thursday']],
  ])('%s', async (message, facts) => {
    const { suggestions } = expectSuccess(
      route,
      await user.call(route, { body: { message, context: 'directReport' } }),
    );
    for (const [style, text] of Object.entries(suggestions)) {
      for (const fact of facts) expect(text, `${style} keeps ${fact}`).toContain(fact);
    }
  });
});

describe('the styles', () => {
  it('direct asks plainly, empathetic ends on a supportive question, balanced on a next step; no hedges', async () => {
    const { suggestions } = expectSuccess(
      route,
      await user.call(route, { body: { message: MESSAGES[0], context: 'directReport' } }),
    );
    for (const text of Object.values(suggestions)) {
      expect(text).not.toMatch(/\b(maybe|probably|kind of|I think)\b/i);
      expect(text).toMatch(/^Ada, /);
    }
    expect(suggestions.direct).toBe(
      "Ada, I need you to send the weekly report on time — it's been late three times this month and the client noticed.",
    );
    expect(suggestions.empathetic).toMatch(/I want to help\. What's going on\?$/);
    expect(suggestions.balanced).toMatch(/^Ada, please send the weekly report on time — /);
  });

  it('praise asks for no change; chat shorthand is written out; a decline to the boss says no', async () => {
    const ask = async (message: string, context: string) =>
      expectSuccess(route, await user.call(route, { body: { message, context } })).suggestions;
    const praise = await ask('Great catch on the invoice error.', 'directReport');
    for (const text of Object.values(praise)) {
      expect(text).toContain('Great catch on the invoice error.');
      expect(text).not.toMatch(/going forward|differently|I need you to/i);
    }
    const chat = await ask('hey can u stop interrupting ppl', 'directReport');
    expect(chat.direct).toBe('I need you to stop interrupting people.');
    const decline = await ask("I'd like to say no to the new reporting project.", 'boss');
    for (const text of Object.values(decline)) {
      expect(text).toContain("I'm going to say no to the new reporting project.");
    }
  });

  it('is deterministic and context defaults to general', async () => {
    const first = await user.call(route, { body: { message: MESSAGES[2] } });
    const second = await user.call(route, { body: { message: MESSAGES[2], context: 'general' } });
    expect(expectSuccess(route, first)).toEqual(expectSuccess(route, second));
  });
});

describe('validation', () => {
  it.each([
    ['an empty message', ''],
    ['a blank message', '   \n\t '],
  ])('%s is a 400 validation_failed on message', async (_label, message) => {
    const error = expectError(
      await user.call(route, { body: { message, context: 'general' } }),
      400,
      'validation_failed',
    );
    expect(error.details?.map((detail) => detail.field)).toEqual(['message']);
  });

  it('a missing message is a 400 on message', async () => {
    const error = expectError(
      await user.call(route, { body: { context: 'boss' } }),
      400,
      'validation_failed',
    );
    expect(error.details?.map((detail) => detail.field)).toEqual(['message']);
  });

  it(`${LIMITS.phrasingMessage} characters are fine, one more is a 400 on message`, async () => {
    const words = 'The report was late. '.repeat(200).slice(0, LIMITS.phrasingMessage);
    expectSuccess(route, await user.call(route, { body: { message: words } }));
    const error = expectError(
      await user.call(route, { body: { message: `${words}x` } }),
      400,
      'validation_failed',
    );
    expect(error.details?.map((detail) => detail.field)).toEqual(['message']);
  });

  it('an unknown context is a 400 on context', async () => {
    const error = expectError(
      await user.call(route, { body: { message: 'Hello', context: 'team' } }),
      400,
      'validation_failed',
    );
    expect(error.details?.map((detail) => detail.field)).toEqual(['context']);
  });
});

describe('routing', () => {
  it('POST /api/notes/phrasing-suggestions reaches its own handler, not /api/notes/{id}', async () => {
    const response = await user.post('/api/notes/phrasing-suggestions', { message: 'Hi there.' });
    expect(response.status).toBe(200);
  });

  it('other methods on the path fall to /api/notes/{id} as in API Gateway (an id with no note)', async () => {
    expectError(await user.get('/api/notes/phrasing-suggestions'), 404, 'not_found');
  });
});
