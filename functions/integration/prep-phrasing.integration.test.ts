/**
 * Prep that reads well (docs/api.md#conventions, Prep), over real HTTP on the local stack: the
 * prompts built from a direct report's strengths and growth areas and from the manager's
 * priorities read as sentences whatever kind of phrase was written (an adjective, a verb phrase, a
 * noun), on the person page (`suggestedAgenda`), manage-up (`agenda`) and the 1:1's prep
 * (`GET /api/meetings/{meetingId}/prep`). The pages and the prep keep their DynamoDB budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type AnyRoute } from '../../shared/contract';
import { expectSuccess } from '../../test-support/expect-response';
import { recordDynamoCommands, type DynamoRecorder } from '../../test-support/dynamodb-recorder';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';

let stack: LocalStack;
let user: ApiClient;
let recorder: DynamoRecorder;

const schedule = {
  meetingDayOfWeek: 'Wednesday',
  meetingTime: '10:00',
  meetingFrequency: 'weekly',
};

beforeAll(async () => {
  stack = await startLocalStack();
  recorder = recordDynamoCommands();
  user = stack.api((await stack.signIn('prep-phrasing@example.com')).token);
});

afterAll(async () => {
  recorder?.remove();
  await stack?.close();
});

async function directReportWith(strengths: string[], opportunities: string[]) {
  const person = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: { firstName: 'Priya', ...schedule, strengths, opportunities },
    }),
  );
  return expectSuccess(
    api.directReports.get,
    await user.call(api.directReports.get, { params: { id: person.id } }),
  );
}

const prepOf = async (meetingId: string) =>
  expectSuccess(api.meetings.prep, await user.call(api.meetings.prep, { params: { meetingId } }))
    .prompts;

describe('prompts from strengths, growth areas and priorities', () => {
  it('an adjective strength and a verb-phrase growth area read as sentences', async () => {
    const page = await directReportWith(['Curious'], ['Needs to delegate more']);
    expect(page.suggestedAgenda).toContain(
      'Check in on delegating more: what’s working, and what would help?',
    );
    const prompts = await prepOf(page.nextOneOnOne!.id);
    expect(prompts).toContain('Check in on delegating more: what’s working, and what would help?');
    expect(prompts).toContain(
      'Being curious is one of your strengths: where could you use it more?',
    );
  });

  it('a verb-phrase strength and a noun growth area', async () => {
    const page = await directReportWith(['Explains complex ideas simply'], ['Time management']);
    expect(page.suggestedAgenda[0]).toBe(
      'Check in on “Time management”: what’s working, and what would help?',
    );
    expect(await prepOf(page.nextOneOnOne!.id)).toContain(
      'Explaining complex ideas simply is one of your strengths: where could you use it more?',
    );
  });

  it("the manager's priorities, an action and a thing", async () => {
    const boss = expectSuccess(
      api.bosses.create,
      await user.call(api.bosses.create, {
        body: {
          firstName: 'Maria',
          ...schedule,
          priorities: ['Ship the billing migration by Q3', 'SOC 2 certification'],
        },
      }),
    );
    const next = expectSuccess(api.bosses.next, await user.call(api.bosses.next));
    const expected = [
      'Progress on shipping the billing migration by Q3, and where I can help',
      'Progress on your priority “SOC 2 certification”, and where I can help',
    ];
    expect(expected).toContain(next.agenda[0]);
    const prompts = await prepOf(next.next!.id);
    expect(prompts.some((prompt) => expected.includes(prompt))).toBe(true);
    expect(
      prompts.some(
        (prompt) =>
          prompt ===
            'Where shipping the billing migration by Q3 stands, and what matters most next' ||
          prompt === 'Where “SOC 2 certification” stands, and what matters most next',
      ),
    ).toBe(true);
    expect(next.next?.bossId).toBe(boss.id);
  });
});

describe('DynamoDB calls', () => {
  async function commandsOf<R extends AnyRoute>(
    route: R,
    params: Record<string, string> = {},
  ): Promise<string[]> {
    const { sent } = await recorder.during(async () =>
      expectSuccess(route, await user.call(route, { params })),
    );
    return sent;
  }

  it('phrasing adds none: the pages and the prep keep to 2', async () => {
    const page = await directReportWith(['Team player'], ['Be more assertive']);
    for (const sent of [
      await commandsOf(api.directReports.get, { id: page.id }),
      await commandsOf(api.bosses.next),
      await commandsOf(api.meetings.prep, { meetingId: page.nextOneOnOne!.id }),
    ]) {
      expect(sent.length, sent.join(', ')).toBeLessThanOrEqual(2);
    }
  });
});
