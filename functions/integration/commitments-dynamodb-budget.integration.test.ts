/**
 * DynamoDB call budget of the commitments routes (docs/data.md#access-patterns): a middleware on
 * the shared document client records every command the in-process local stack sends (see
 * dynamodb-budget.integration.test.ts).
 *
 * - Lists: the user's open list one Query, for 3 items and for 120 (a full page), and so is the
 *   next page; a person's list and a 1:1's checklist one GetItem (the person) and one Query.
 * - Writes: update one GetItem and one UpdateItem; complete and reopen one GetItem, then the
 *   item's UpdateItem and the week summary's (the kept entry) together (complete of an item
 *   already done: the GetItem only); delete one DeleteItem and the quota's UpdateItem; create the
 *   quota's UpdateItem and the person's GetItem together, then one PutItem (3 calls in 2 round
 *   trips, like a note about a person); with a client id one BatchGetItem (the person and the
 *   id), the quota's UpdateItem, one PutItem, and a repeat the BatchGetItem only.
 * - Suggestions from a text: the person's and the profile's BatchGetItem and the AI limit's
 *   UpdateItem, together.
 * - No command is a Scan.
 * - The people Query (the direct reports list) reads no commitment: the same read units with 3
 *   commitments and with 120; the dashboard reads one page of open ones at most: the same units
 *   with 120 and with 140.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type AnyRoute } from '../../shared/contract';
import { LIMITS } from '../../shared/domain/constants';
import { meetingId } from '../../shared/domain/schedule';
import {
  startLocalStack,
  type ApiClient,
  type LocalStack,
  type RouteCallOptions,
} from '../../test-support/local-stack';
import { expectSuccess } from '../../test-support/expect-response';
import { recordDynamoCommands, type DynamoRecorder } from '../../test-support/dynamodb-recorder';
import { withReadUnits } from '../../test-support/dynamodb-read-units';

let stack: LocalStack;
let few: ApiClient;
let many: ApiClient;
let reportId: string;
let recorder: DynamoRecorder;

/** Calls the route as `client`, checks it succeeded and returns the DynamoDB commands it sent. */
async function commandsOf<R extends AnyRoute>(
  client: ApiClient,
  route: R,
  options: RouteCallOptions<R> = {},
): Promise<{ sent: string[]; body: unknown }> {
  const { result: body, sent } = await recorder.during(async () =>
    expectSuccess(route, await client.call(route, options)),
  );
  return { sent, body };
}

const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '10:00', meetingFrequency: 'weekly' };

async function withReport(client: ApiClient): Promise<string> {
  return expectSuccess(
    api.directReports.create,
    await client.call(api.directReports.create, { body: { firstName: 'Budget', ...schedule } }),
  ).id;
}

async function make(
  client: ApiClient,
  personId: string,
  count: number,
  date?: string,
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const meeting = meetingId(
      'directReport',
      personId,
      date ?? `2026-03-${String(2 + (index % 4) * 7).padStart(2, '0')}`,
    );
    expectSuccess(
      api.commitments.create,
      await client.call(api.commitments.create, {
        body: { meetingId: meeting, section: 'prep', text: `Item ${index}`, owner: 'me' },
      }),
    );
  }
}

beforeAll(async () => {
  stack = await startLocalStack();
  recorder = recordDynamoCommands();
  few = stack.api((await stack.signIn('few-commitments@example.com')).token);
  many = stack.api((await stack.signIn('many-commitments@example.com')).token);
  await make(few, await withReport(few), 3);
  reportId = await withReport(many);
  await make(many, reportId, LIMITS.commitmentsPage + 20);
});

afterAll(async () => {
  recorder?.remove();
  await stack?.close();
});

describe('lists', () => {
  it('the user’s open list: one Query for 3 items and for a full page, and for the next page', async () => {
    const small = await commandsOf(few, api.commitments.list);
    const large = await commandsOf(many, api.commitments.list);
    expect((small.body as { commitments: unknown[] }).commitments).toHaveLength(3);
    const page = large.body as { commitments: unknown[]; nextCursor: string };
    expect(page.commitments).toHaveLength(LIMITS.commitmentsPage);
    expect(small.sent).toEqual(['QueryCommand']);
    expect(large.sent).toEqual(['QueryCommand']);
    const next = await commandsOf(many, api.commitments.list, {
      query: { cursor: page.nextCursor },
    });
    expect((next.body as { commitments: unknown[] }).commitments).toHaveLength(20);
    expect(next.sent).toEqual(['QueryCommand']);
  });

  it('a person’s list and a 1:1’s checklist: the person’s GetItem and one Query, together', async () => {
    const person = await commandsOf(many, api.commitments.byPerson, {
      query: { directReportId: reportId },
    });
    expect([...person.sent].sort()).toEqual(['GetItemCommand', 'QueryCommand']);
    const meeting = await commandsOf(many, api.commitments.byMeeting, {
      query: { meetingId: meetingId('directReport', reportId, '2026-03-02') },
    });
    expect([...meeting.sent].sort()).toEqual(['GetItemCommand', 'QueryCommand']);
  });
});

/** The read units the DynamoDB calls of one successful call of `route` consumed. */
async function readUnitsOf<R extends AnyRoute>(client: ApiClient, route: R): Promise<number> {
  const { units } = await withReadUnits(async () =>
    expectSuccess(route, await client.call(route, {})),
  );
  return units;
}

describe('the people Query', () => {
  it('reads no commitment: the direct reports list costs the same at 3 and 120', async () => {
    const withFew = await readUnitsOf(few, api.directReports.list);
    expect(withFew).toBeGreaterThan(0);
    expect(await readUnitsOf(many, api.directReports.list)).toBe(withFew);
  });

  it('the dashboard reads one page of open commitments at most: the same at 120 and 140', async () => {
    const withPage = await readUnitsOf(many, api.dashboard.get);
    expect(withPage).toBeGreaterThan(await readUnitsOf(few, api.dashboard.get));
    // Later 1:1s sort after the first page (oldest 1:1 first).
    await make(many, reportId, 20, '2026-04-06');
    expect(await readUnitsOf(many, api.dashboard.get)).toBe(withPage);
  });
});

describe('suggestions', () => {
  it("read a text in 2 calls sent together: the person and profile's BatchGetItem and the AI limit's UpdateItem", async () => {
    const suggested = await commandsOf(many, api.commitments.suggestions, {
      body: {
        meetingId: meetingId('directReport', reportId, '2026-03-30'),
        text: "I'll send the budget doc by Friday. Budget will draft the RFC.",
      },
    });
    expect(suggested.sent.sort()).toEqual(['BatchGetItemCommand', 'UpdateItemCommand']);
  });
});

describe('writes', () => {
  it('create 3 in 2 round trips; update 2; complete, reopen 3 in 2; complete of a done item 1; delete 2', async () => {
    const created = await commandsOf(many, api.commitments.create, {
      body: {
        meetingId: meetingId('directReport', reportId, '2026-03-30'),
        section: 'reflection',
        text: 'Counted',
        owner: 'them',
      },
    });
    // The person check and the quota reservation go out together (one round trip).
    expect(created.sent.slice(0, 2).sort()).toEqual(['GetItemCommand', 'UpdateItemCommand']);
    expect(created.sent.slice(2)).toEqual(['PutItemCommand']);
    const id = (created.body as { id: string }).id;
    const params = { id };

    const updated = await commandsOf(many, api.commitments.update, {
      params,
      body: { text: 'Counted again', owner: 'me', version: 1 },
    });
    expect(updated.sent).toEqual(['GetItemCommand', 'UpdateItemCommand']);
    const completed = await commandsOf(many, api.commitments.complete, { params, body: {} });
    expect(completed.sent).toEqual(['GetItemCommand', 'UpdateItemCommand', 'UpdateItemCommand']);
    const again = await commandsOf(many, api.commitments.complete, { params, body: {} });
    expect(again.sent).toEqual(['GetItemCommand']);
    const reopened = await commandsOf(many, api.commitments.reopen, { params, body: {} });
    expect(reopened.sent).toEqual(['GetItemCommand', 'UpdateItemCommand', 'UpdateItemCommand']);
    const removed = await commandsOf(many, api.commitments.remove, { params });
    expect(removed.sent).toEqual(['DeleteItemCommand', 'UpdateItemCommand']);
  });

  it('create with a client id: one BatchGetItem, then the quota and the PutItem; a repeat the BatchGetItem only', async () => {
    const body = {
      id: '01JD3M8W6Q6Q3B6ZC5Y0P1X2K7',
      meetingId: meetingId('directReport', reportId, '2026-03-30'),
      section: 'prep' as const,
      text: 'Sent twice',
      owner: 'me' as const,
    };
    const first = await commandsOf(many, api.commitments.create, { body });
    expect(first.sent).toEqual(['BatchGetItemCommand', 'UpdateItemCommand', 'PutItemCommand']);
    const repeat = await commandsOf(many, api.commitments.create, { body });
    expect(repeat.sent).toEqual(['BatchGetItemCommand']);
    expect(repeat.body).toEqual(first.body);
  });
});

it('no command sent while this file ran was a Scan', () => {
  expect(recorder.all.length).toBeGreaterThan(100);
  expect(recorder.all.filter((name) => /Scan/i.test(name))).toEqual([]);
});
