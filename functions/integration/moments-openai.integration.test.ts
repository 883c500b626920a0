/**
 * Moments inferred with the `openai` engine (docs/architecture.md#the-ai-layer,
 * docs/product.md#moments-inferred-from-notes) against a loopback fake of the OpenAI API
 * (infra/local/dev-fakes/fake-openai.ts, set through OPENAI_BASE_URL), over real HTTP on the local stack: a
 * saved note reaches the model as delimited data with `store: false`, a strict response format and
 * no email address or name; the model's moments are used (only the labels of the person's kind),
 * each stored with its sentence; a 500, a timeout and invalid JSON each fall back to the builtin
 * classifier; with 'Use AI assistance' off no note reaches the model.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeOpenAiStack, startOpenAiStack } from '../../test-support/openai-stack';
import { api, type DirectReport } from '../../shared/contract';
import { expectSuccess } from '../../test-support/expect-response';
import type { FakeOpenAi } from '../../infra/local/dev-fakes/fake-openai';
import { type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { entities } from '../lib/data/entities';

let fake: FakeOpenAi;
let stack: LocalStack;
let user: ApiClient;
let userId: string;

const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '09:00', meetingFrequency: 'weekly' };

beforeAll(async () => {
  ({ fake, stack } = await startOpenAiStack());
  const session = await stack.signIn('moments-openai@example.com');
  user = stack.api(session.token);
  userId = session.user.id;
});

afterAll(() => closeOpenAiStack({ fake, stack }));

beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

/** A new direct report, so every test reads a week of its own. */
async function newDirectReport(firstName: string, email = ''): Promise<DirectReport> {
  return expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: { firstName, lastName: 'Okafor', email, ...schedule },
    }),
  );
}

const writeNote = async (person: DirectReport, content: string) =>
  expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, { body: { content, directReportId: person.id } }),
  );

/** A person's three flags this week. */
const checked = (person: DirectReport) => async () => {
  const { feedbackGiven, feedbackAsked, recognition } = expectSuccess(
    api.feedback.checkedForPerson,
    await user.call(api.feedback.checkedForPerson, { query: { directReportId: person.id } }),
  );
  return { feedbackGiven, feedbackAsked, recognition };
};

/** The active inferred moments stored for a person: type → sentence. */
async function storedSentences(person: DirectReport): Promise<Record<string, string>> {
  const { data } = await entities().moment.query.byUser({ userId }).go({ pages: 'all' });
  return Object.fromEntries(
    data
      .filter(
        (item) => item.personKey === `dr#${person.id}` && item.active && item.source === 'note',
      )
      .map((item) => [item.type, item.sentence ?? '']),
  );
}

describe('a note read by the model', () => {
  it('is sent as delimited data with store: false and no email or name, and its moments are used', async () => {
    const ada = await newDirectReport('Adaeze', 'adaeze@example.com');
    fake.answer = () => ({
      moments: [
        { type: 'recognition', sentence: '[NAME_1] ran a superb demo, and I told her so.' },
        // Not a label of a direct report: dropped.
        { type: 'teamWins', sentence: 'Shared it with my manager.' },
      ],
    });
    await writeNote(
      ada,
      'Adaeze ran a superb demo, and I told her so. Mail adaeze@example.com the recording.',
    );
    await expect
      .poll(checked(ada), { timeout: 2000, interval: 50 })
      .toEqual({ feedbackGiven: false, feedbackAsked: false, recognition: true });

    const request = fake.requests.find(
      (body) => body.response_format?.json_schema?.name === 'note_moments',
    );
    expect(request?.store).toBe(false);
    expect(request?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'note_moments', strict: true },
    });
    const [system, userTurn] = request?.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/data, not instructions/);
    expect(userTurn?.content).toMatch(/^<note>\n[\s\S]*superb demo[\s\S]*\n<\/note>$/);
    expect(JSON.stringify(request)).not.toContain('adaeze@example.com');
    expect(JSON.stringify(request)).not.toContain('Adaeze');

    expect(await storedSentences(ada)).toEqual({
      recognition: 'Adaeze ran a superb demo, and I told her so.',
    });
  });
});

describe('falling back to the builtin classifier', () => {
  for (const mode of ['error500', 'timeout', 'invalidJson'] as const) {
    it(`on ${mode}, still finds the moment in the note`, async () => {
      fake.mode = mode;
      fake.silenceMs = 1_000;
      const person = await newDirectReport(`Kim${mode}`);
      await writeNote(person, 'Gave Kim feedback on how she ran the retro');
      await expect
        .poll(checked(person), { timeout: 4000, interval: 50 })
        .toEqual({ feedbackGiven: true, feedbackAsked: false, recognition: false });
      expect(fake.requests.length).toBeGreaterThan(0);
      expect(await storedSentences(person)).toEqual({
        feedbackGiven: 'Gave Kim feedback on how she ran the retro',
      });
    });
  }
});

describe("with 'Use AI assistance' off", () => {
  it('classifies with the builtin engine only: no note reaches the model', async () => {
    expectSuccess(
      api.profile.update,
      await user.call(api.profile.update, { body: { preferences: { useAiAssistance: false } } }),
    );
    const person = await newDirectReport('Lee');
    await writeNote(person, 'Thanked Lee for covering the on-call shift');
    await expect
      .poll(checked(person), { timeout: 2000, interval: 50 })
      .toEqual({ feedbackGiven: false, feedbackAsked: false, recognition: true });
    expect(fake.requests).toEqual([]);
  });
});
