/**
 * The `openai` engine against model servers without strict structured outputs
 * (docs/architecture.md#the-ai-layer), over real HTTP on the local stack, with the loopback fake
 * (infra/local/dev-fakes/fake-openai.ts) acting as each kind of server: strict OpenAI; llama.cpp's server
 * and vLLM rejecting `json_schema` with their 400s; a server ignoring `response_format` and
 * wrapping its JSON in a code fence or in prose; a server that never answers JSON; LM Studio
 * rejecting `json_object`.
 *
 * For 'Help me say it' (POST /api/notes/phrasing-suggestions) and for the moments a saved note
 * yields, each test asserts what the caller sees (the model's answer or the builtin engine's) and
 * what the fake received: `json_schema` first, then `json_object` with the schema in the system
 * prompt, and later calls straight in `json_object` once the server is known. Every test uses a
 * model name of its own, so what the process remembers (per base URL and model) starts empty.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOpenAiStack, startOpenAiStack } from '../../test-support/openai-stack';
import { api, type DirectReport } from '../../shared/contract';
import type { PhrasingSuggestions } from '../../shared/contract/schemas/coaching';
import { suggestPhrasings } from '../lib/ai/ai';
import { builtinEngine } from '../lib/ai/builtin/builtin-engine';
import { momentsSystemPrompt } from '../lib/ai/openai/moments-prompt';
import { PHRASING_SYSTEM_PROMPT } from '../lib/ai/openai/phrasing-prompt';
import { checkedSuggestions } from '../lib/ai/suggestions-output';
import { entities } from '../lib/data/entities';
import { expectSuccess } from '../../test-support/expect-response';
import {
  defaultAnswer,
  type ChatRequestBody,
  type FakeOpenAi,
  type FakeOpenAiMode,
} from '../../infra/local/dev-fakes/fake-openai';
import { type ApiClient, type LocalStack } from '../../test-support/local-stack';

const MESSAGE =
  'Ada Lovelace missed the design review twice this month. ' +
  'Could you send the notes to ada@example.com before Friday?';

/** Servers that answer the task in `json_object` mode once `json_schema` failed. */
const JSON_OBJECT_SERVERS: [string, FakeOpenAiMode][] = [
  ["llama.cpp's server rejecting json_schema", 'llamaCppRejectsJsonSchema'],
  ['vLLM rejecting json_schema', 'vllmRejectsJsonSchema'],
  ['a server answering JSON in a code fence', 'fencedJson'],
  ['a server answering JSON with prose around it', 'proseAroundJson'],
];

let fake: FakeOpenAi;
let stack: LocalStack;
let user: ApiClient;
let userId: string;
let models = 0;

beforeAll(async () => {
  ({ fake, stack } = await startOpenAiStack());
  const session = await stack.signIn('openai-compatible@example.com');
  user = stack.api(session.token);
  userId = session.user.id;
});

afterAll(() => closeOpenAiStack({ fake, stack }));

beforeEach(() => {
  fake.mode = 'ok';
  fake.answer = defaultAnswer;
  fake.requests.length = 0;
  models += 1;
  process.env.OPENAI_MODEL = `local-model-${models}`;
});

/** The `response_format` types the fake received since `from`, in order. */
const formatsSince = (from = 0) =>
  fake.requests.slice(from).map((request) => request.response_format?.type);

/** A request's system prompt. */
const systemOf = (request: ChatRequestBody | undefined) => request?.messages[0]?.content ?? '';

describe("'Help me say it' on an OpenAI-compatible server", () => {
  const ask = async (): Promise<PhrasingSuggestions> =>
    expectSuccess(
      api.notes.phrasingSuggestions,
      await user.call(api.notes.phrasingSuggestions, {
        body: { message: MESSAGE, context: 'directReport' },
      }),
    ).suggestions;

  /** The fake model's three suggestions (infra/local/dev-fakes/fake-openai.ts), names restored. */
  const expectModelSuggestions = (suggestions: PhrasingSuggestions) => {
    expect(suggestions.empathetic).toMatch(/^Model empathetic: /);
    expect(suggestions.direct).toMatch(/^Model direct: /);
    expect(suggestions.balanced).toMatch(/^Model balanced: /);
    for (const text of Object.values(suggestions)) {
      expect(text).toContain('Ada Lovelace');
      expect(text).toContain('ada@example.com');
    }
  };

  const builtinSuggestions = async () =>
    checkedSuggestions(
      await builtinEngine.suggestPhrasings({ message: MESSAGE, context: 'directReport' }),
    );

  it('that honours json_schema is always asked with json_schema', async () => {
    expectModelSuggestions(await ask());
    expectModelSuggestions(await ask());
    expect(formatsSince()).toEqual(['json_schema', 'json_schema']);
    expect(fake.requests[0]?.response_format?.json_schema).toMatchObject({
      name: 'phrasing_suggestions',
      strict: true,
    });
  });

  for (const [label, mode] of JSON_OBJECT_SERVERS) {
    it(`that is ${label}: asked again in json_object mode, then straight away`, async () => {
      fake.mode = mode;
      expectModelSuggestions(await ask());
      expect(formatsSince()).toEqual(['json_schema', 'json_object']);

      const jsonObject = fake.requests[1];
      expect(jsonObject?.model).toBe(process.env.OPENAI_MODEL);
      expect(jsonObject?.store).toBe(false);
      expect(jsonObject?.response_format).toEqual({ type: 'json_object' });
      // The task's own prompt, then the answer's JSON Schema, which json_schema mode carries.
      expect(systemOf(jsonObject).startsWith(`${PHRASING_SYSTEM_PROMPT}\n`)).toBe(true);
      const schema = systemOf(jsonObject).split('\n').at(-1) ?? '';
      expect(JSON.parse(schema)).toEqual(fake.requests[0]?.response_format?.json_schema?.schema);
      expect(jsonObject?.messages[1]).toEqual(fake.requests[0]?.messages[1]);
      expect(JSON.stringify(jsonObject)).not.toContain('Ada');
      expect(JSON.stringify(jsonObject)).not.toContain('ada@example.com');

      expectModelSuggestions(await ask());
      expect(formatsSince(2)).toEqual(['json_object']);
    });
  }

  it('that never answers JSON: the builtin suggestions, and json_schema is tried again next time', async () => {
    fake.mode = 'invalidJson';
    const builtin = await builtinSuggestions();
    expect(await ask()).toEqual(builtin);
    expect(formatsSince()).toEqual(['json_schema', 'json_object']);
    expect(await ask()).toEqual(builtin);
    expect(formatsSince(2)).toEqual(['json_schema', 'json_object']);
  });

  it('remembers the mode per model: another model on the same server starts with json_schema', async () => {
    fake.mode = 'llamaCppRejectsJsonSchema';
    const firstModel = process.env.OPENAI_MODEL;
    await ask();
    process.env.OPENAI_MODEL = `${firstModel}-other`;
    expectModelSuggestions(await ask());
    expect(formatsSince(2)).toEqual(['json_schema', 'json_object']);
    process.env.OPENAI_MODEL = firstModel;
    expectModelSuggestions(await ask());
    expect(formatsSince(4)).toEqual(['json_object']);
  });

  it('forgets the mode when the server then rejects json_object (LM Studio): json_schema again', async () => {
    fake.mode = 'llamaCppRejectsJsonSchema';
    await ask();
    fake.mode = 'lmStudioRejectsJsonObject';
    expect(await ask()).toEqual(await builtinSuggestions());
    expect(formatsSince(2)).toEqual(['json_object']);
    expectModelSuggestions(await ask());
    expect(formatsSince(3)).toEqual(['json_schema']);
  });
});

describe('the logs', () => {
  const run = async () => {
    const warn = vi.fn();
    const info = vi.fn();
    const result = await suggestPhrasings({ message: MESSAGE, context: 'boss' }, { warn, info });
    const logged = JSON.stringify([warn.mock.calls, info.mock.calls]);
    expect(logged).not.toContain('design review');
    expect(logged).not.toContain('Ada');
    expect(logged).not.toContain('Model empathetic');
    return { engine: result.engine, warns: warn.mock.calls, infos: info.mock.calls };
  };

  it('name the rejection of json_schema, then the mode that answered and why', async () => {
    fake.mode = 'vllmRejectsJsonSchema';
    const first = await run();
    expect(first.engine).toBe('openai');
    expect(first.warns).toEqual([
      [
        'Model server rejected json_schema, asking with json_object',
        { task: 'phrasing', reason: 'json_schema_rejected', status: 400 },
      ],
    ]);
    expect(first.infos).toEqual([
      [
        'Model answered',
        { task: 'phrasing', outputMode: 'json_object', outputModeReason: 'json_schema_rejected' },
      ],
    ]);
    const second = await run();
    expect(second.warns).toEqual([]);
    expect(second.infos).toEqual([
      [
        'Model answered',
        { task: 'phrasing', outputMode: 'json_object', outputModeReason: 'remembered' },
      ],
    ]);
  });

  it('name an ignored json_schema and what was wrong with the answer', async () => {
    fake.mode = 'proseAroundJson';
    const { warns, infos } = await run();
    expect(warns).toEqual([
      [
        'Model server ignored json_schema, asking with json_object',
        { task: 'phrasing', reason: 'json_schema_ignored', detail: 'not_json' },
      ],
    ]);
    expect(infos[0]?.[1]).toMatchObject({
      outputMode: 'json_object',
      outputModeReason: 'json_schema_ignored',
    });
  });

  it('name the mode of the last attempt when falling back to builtin', async () => {
    fake.mode = 'invalidJson';
    const { engine, warns, infos } = await run();
    expect(engine).toBe('builtin');
    expect(infos).toEqual([]);
    expect(warns.map(([message]) => message as string)).toEqual([
      'Model server ignored json_schema, asking with json_object',
      'AI engine failed, answering with builtin',
    ]);
    expect(warns[1]?.[1]).toMatchObject({
      task: 'phrasing',
      engine: 'openai',
      reason: 'invalid_output',
      detail: 'The answer is not a JSON object (json_object)',
    });
  });
});

describe('moments of a note read on an OpenAI-compatible server', () => {
  const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '09:00', meetingFrequency: 'weekly' };
  const NOTE = 'Gave Kim feedback on how she ran the retro';

  beforeEach(() => {
    // The fake model reads the note as recognition — which the builtin classifier (feedback
    // given) never does — copying the note's text, with its placeholders, as the sentence.
    fake.answer = (request) => {
      const note = request.messages[1]?.content.match(/<note>\n([\s\S]*)\n<\/note>/)?.[1];
      return { moments: [{ type: 'recognition', sentence: note ?? '' }] };
    };
  });

  let people = 0;
  /** A new direct report named Kim (so every note is read in a week of its own). */
  async function newKim(): Promise<DirectReport> {
    people += 1;
    return expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: { firstName: 'Kim', lastName: `Okafor${people}`, email: '', ...schedule },
      }),
    );
  }

  /** Writes the note about a new Kim and waits for its moment: type → stored sentence. */
  async function momentsOfNewNote(): Promise<Record<string, string>> {
    const kim = await newKim();
    expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, { body: { content: NOTE, directReportId: kim.id } }),
    );
    const stored = async () => {
      const { data } = await entities().moment.query.byUser({ userId }).go({ pages: 'all' });
      return Object.fromEntries(
        data
          .filter((item) => item.personKey === `dr#${kim.id}` && item.active)
          .map((item) => [item.type, item.sentence ?? '']),
      );
    };
    await expect.poll(async () => Object.keys(await stored()), { timeout: 4000 }).not.toEqual([]);
    return stored();
  }

  it('that honours json_schema is always asked with json_schema', async () => {
    expect(await momentsOfNewNote()).toEqual({ recognition: NOTE });
    expect(await momentsOfNewNote()).toEqual({ recognition: NOTE });
    expect(formatsSince()).toEqual(['json_schema', 'json_schema']);
  });

  for (const [label, mode] of JSON_OBJECT_SERVERS) {
    it(`that is ${label}: asked again in json_object mode, then straight away`, async () => {
      fake.mode = mode;
      expect(await momentsOfNewNote()).toEqual({ recognition: NOTE });
      expect(formatsSince()).toEqual(['json_schema', 'json_object']);
      const jsonObject = fake.requests[1];
      expect(systemOf(jsonObject).startsWith(`${momentsSystemPrompt('directReport')}\n`)).toBe(
        true,
      );
      expect(systemOf(jsonObject)).toContain('"moments"');
      expect(JSON.stringify(jsonObject)).not.toContain('Kim');

      expect(await momentsOfNewNote()).toEqual({ recognition: NOTE });
      expect(formatsSince(2)).toEqual(['json_object']);
    });
  }

  it('that never answers JSON: the builtin moments, and json_schema is tried again next time', async () => {
    fake.mode = 'invalidJson';
    expect(await momentsOfNewNote()).toEqual({ feedbackGiven: NOTE });
    expect(formatsSince()).toEqual(['json_schema', 'json_object']);
    expect(await momentsOfNewNote()).toEqual({ feedbackGiven: NOTE });
    expect(formatsSince(2)).toEqual(['json_schema', 'json_object']);
  });

  it('shares what it learnt with phrasing: both tasks use the same server and model', async () => {
    fake.mode = 'llamaCppRejectsJsonSchema';
    expect(await momentsOfNewNote()).toEqual({ recognition: NOTE });
    fake.answer = defaultAnswer;
    const { suggestions } = expectSuccess(
      api.notes.phrasingSuggestions,
      await user.call(api.notes.phrasingSuggestions, {
        body: { message: 'Please review the plan.', context: 'general' },
      }),
    );
    expect(suggestions.empathetic).toMatch(/^Model empathetic: /);
    expect(formatsSince(2)).toEqual(['json_object']);
  });
});
