/**
 * Big bad input is a small 400 (docs/api.md#conventions): a list far past its limit is refused
 * on its length before any item is read — one detail naming the list, never a 500 or a
 * megabytes-long answer; an error lists at most 20 details and counts the rest; deeply nested
 * bodies, huge strings and huge field names get an answer of a few hundred bytes. Every case
 * runs on every route it applies to, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, routes, type AnyRoute } from '../../shared/contract';
import { LIMITS, MAX_BOSS_PRIORITIES } from '../../shared/domain/constants';
import {
  startLocalStack,
  type ApiClient,
  type ApiResponse,
  type LocalStack,
} from '../../test-support/local-stack';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';
import { readSnapshot } from '../../test-support/read-snapshot';
import { paramsFor, sampleBody, sampleQuery } from '../../test-support/route-samples';

/** The most bytes an error answer to any of these bodies may have. */
const SMALL_ANSWER_BYTES = 2_048;
/** The most details an error lists (docs/api.md#conventions). */
const MAX_DETAILS = 20;

let stack: LocalStack;
let user: ApiClient;
let reportId: string;
let bossId: string;
let noteId: string;

const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '11:00', meetingFrequency: 'weekly' };

beforeAll(async () => {
  stack = await startLocalStack({ runScheduledJobs: false });
  user = stack.api((await stack.signIn('big-input@example.com')).token);
  expectSuccess(
    api.onboarding.complete,
    await user.call(api.onboarding.complete, { body: { firstName: 'Bia', goals: ['Listen'] } }),
  );
  reportId = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body: { firstName: 'Ana', ...schedule } }),
  ).id;
  bossId = expectSuccess(
    api.bosses.create,
    await user.call(api.bosses.create, { body: { firstName: 'Bo', ...schedule } }),
  ).id;
  noteId = expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, { body: { content: 'A note' } }),
  ).id;
});

afterAll(async () => {
  await stack?.close();
});

/** The user's own ids for a route's `{id}`, so a refused write would have had something to change. */
function paramsOf(route: AnyRoute): Record<string, string> {
  if (route.path.startsWith('/api/bosses/')) return paramsFor(route, bossId);
  if (route.path.startsWith('/api/notes/{id}')) return paramsFor(route, noteId);
  if (route.path.startsWith('/api/direct-reports/')) return paramsFor(route, reportId);
  return paramsFor(route);
}

/** Sends the JSON text as the route's body. */
const send = (route: AnyRoute, rawBody: string) =>
  user.call(route, { params: paramsOf(route), query: sampleQuery(route), rawBody });

/** A 400 whose whole answer is small. @returns the error */
function expectSmall400(response: ApiResponse) {
  expect(response.status, response.text.slice(0, 300)).toBe(400);
  expect(Buffer.byteLength(response.text)).toBeLessThanOrEqual(SMALL_ANSWER_BYTES);
  return expectError(response, 400, 'validation_failed');
}

/** [route, list field, a valid body around it] for every list a body takes. */
const LISTS: [AnyRoute, string, Record<string, unknown>][] = [
  ...['goals', 'challenges', 'topStressors'].map(
    (field) => [api.profile.update, field, {}] as [AnyRoute, string, Record<string, unknown>],
  ),
  ...['goals', 'challenges', 'topStressors', 'directReports'].map(
    (field) =>
      [api.onboarding.complete, field, { firstName: 'Bia' }] as [
        AnyRoute,
        string,
        Record<string, unknown>,
      ],
  ),
  ...[api.directReports.create, api.directReports.update].flatMap((route) =>
    ['strengths', 'opportunities', 'goals'].map(
      (field) =>
        [route, field, { firstName: 'Ana', ...schedule }] as [
          AnyRoute,
          string,
          Record<string, unknown>,
        ],
    ),
  ),
  [api.bosses.create, 'priorities', { firstName: 'Bo', ...schedule }],
  [api.bosses.update, 'priorities', { firstName: 'Bo' }],
  [api.notes.create, 'tags', { content: 'Tagged' }],
  [api.notes.update, 'tags', { content: 'Tagged' }],
];

/** A body of `base` with `field` set to a JSON array of `count` zeros, as text. */
const withZeros = (base: Record<string, unknown>, field: string, count: number) =>
  `${JSON.stringify({ ...base, [field]: [] }).slice(0, -2)}${Array(count).fill('0').join(',')}]}`;

describe('a list far past its limit is one small 400 naming the list', () => {
  it('the body with 125,000 items fits the body size limit', () => {
    expect(withZeros({}, 'goals', 125_000).length).toBeLessThan(LIMITS.requestBodyBytes);
  });

  it.each(LISTS.map(([route, field, base]) => [route.id, field, route, base] as const))(
    '%s %s',
    async (_id, field, route, base) => {
      const before = await readSnapshot(user);
      for (const count of [125_000, 59_000]) {
        const error = expectSmall400(await send(route, withZeros(base, field, count)));
        expect(detailFields(error), `${count} items`).toEqual([field]);
      }
      expect(await readSnapshot(user)).toEqual(before);
    },
  );

  it(`a list may be sent with up to ${LIMITS.listItemsSent} items, blank ones included`, async () => {
    const goals = Array.from({ length: LIMITS.listItems }, (_, index) => `Goal ${index + 1}`);
    const blanks = Array<string>(LIMITS.listItemsSent - LIMITS.listItems).fill(' ');
    const saved = expectSuccess(
      api.profile.update,
      await user.call(api.profile.update, { body: { goals: [...goals, ...blanks] } }),
    );
    expect(saved.goals).toEqual(goals);
    const error = expectSmall400(
      await user.call(api.profile.update, { body: { goals: [...goals, ...blanks, ' '] } }),
    );
    expect(detailFields(error)).toEqual(['goals']);
    expect(error.message).toBe(`Invalid request body: goals: At most ${LIMITS.listItems} goals`);
    const priorities = Array<string>(LIMITS.listItemsSent + 1).fill('');
    const refused = expectSmall400(
      await user.call(api.bosses.update, { params: { id: bossId }, body: { priorities } }),
    );
    expect(refused.message).toBe(
      `Invalid request body: priorities: At most ${MAX_BOSS_PRIORITIES} priorities`,
    );
  });
});

describe('an error lists at most 20 details and counts the rest', () => {
  it('a list of items each too long', async () => {
    const before = await readSnapshot(user);
    const goals = Array<string>(LIMITS.listItems * 2).fill('g'.repeat(LIMITS.listItemLength + 1));
    const response = await user.call(api.profile.update, { body: { goals } });
    const error = expectError(response, 400, 'validation_failed');
    expect(detailFields(error)).toEqual(
      Array.from({ length: MAX_DETAILS }, (_, index) => `goals.${index}`),
    );
    expect(response.body).toMatchObject({
      error: { detailsOmitted: LIMITS.listItems * 2 - MAX_DETAILS },
    });
    expect(await readSnapshot(user)).toEqual(before);
  });

  it.each(routes.filter((route) => route.body).map((route) => [route.id, route] as const))(
    '%s: 20,000 unknown fields',
    async (_id, route) => {
      const members = Array.from({ length: 20_000 }, (_, index) => `"x${index}":0`).join(',');
      const body = JSON.stringify(sampleBody(route));
      const response = await send(route, `${body.slice(0, -1)},${members}}`);
      const error = expectSmall400(response);
      expect(detailFields(error)).toEqual(
        Array.from({ length: MAX_DETAILS }, (_, index) => `x${index}`),
      );
      expect(response.body).toMatchObject({ error: { detailsOmitted: 20_000 - MAX_DETAILS } });
    },
  );
});

describe('deep and huge bodies are small 400s on every route that takes a body', () => {
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  /** Room left for a filler in a body of the route's sample, under the body size limit. */
  const fill = (route: AnyRoute) =>
    LIMITS.requestBodyBytes - JSON.stringify(sampleBody(route)).length - 100;
  const member = (route: AnyRoute, name: string, valueJson: string) =>
    `${JSON.stringify(sampleBody(route)).slice(0, -1)},${JSON.stringify(name)}:${valueJson}}`;

  it.each(routes.filter((route) => route.body).map((route) => [route.id, route] as const))(
    '%s',
    async (_id, route) => {
      const before = await readSnapshot(user);
      const firstField = Object.keys(sampleBody(route) as object)[0]!;
      const cases: [string, string][] = [
        ['a body nested 100,000 arrays deep', deepArray(100_000)],
        ['a body nested 40,000 objects deep', deepObject(40_000)],
        ['an unknown field nested 50,000 arrays deep', member(route, 'extra', deepArray(50_000))],
        ['a known field nested 20,000 objects deep', member(route, firstField, deepObject(20_000))],
        [
          'a huge string in an unknown field',
          member(route, 'extra', `"${'x'.repeat(fill(route))}"`),
        ],
        [
          'a huge string in a known field',
          member(route, firstField, `"${'x'.repeat(fill(route))}"`),
        ],
        ['a huge field name', member(route, 'k'.repeat(fill(route)), '1')],
      ];
      for (const [label, rawBody] of cases) {
        expect(Buffer.byteLength(rawBody), label).toBeLessThan(LIMITS.requestBodyBytes);
        const response = await send(route, rawBody);
        expect(response.status, label).toBe(400);
        expect(Buffer.byteLength(response.text), label).toBeLessThanOrEqual(SMALL_ANSWER_BYTES);
        expectSmall400(response);
      }
      expect(await readSnapshot(user)).toEqual(before);
    },
  );
});
