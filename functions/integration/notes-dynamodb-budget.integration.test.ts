/**
 * DynamoDB call budget of the notes routes (docs/data.md#key-design, #access-patterns). A
 * middleware on the shared document client records every command the in-process local stack sends
 * (see dynamodb-budget.integration.test.ts).
 *
 * - GET /api/notes: the first page costs the same for 10 and for 300 notes: one Query; so do the
 *   next page and a createdAfter page, and a page of large notes DynamoDB cut at 1 MB.
 * - Updates: at most 2 calls; creates and deletes add one UpdateItem of the notes quota
 *   (docs/api.md#quotas): create 2 (3 with a person, but the person check and the quota go out
 *   together, so 2 round trips), delete 2; flags of 100 meetings 1; prep 2 (the person and their
 *   newest notes), 1 with a templateKey.
 * - The direct report page with notes: at most 2 (one BatchGetItem, one Query on gsi2).
 * - No command sent while this file runs is a Scan.
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
import { seedNotes } from '../../test-support/seed';
import { recordDynamoCommands, type DynamoRecorder } from '../../test-support/dynamodb-recorder';

let stack: LocalStack;
/** 10 notes. */
let few: ApiClient;
/** 300 notes. */
let many: ApiClient;
/** 60 notes of 20,000 characters and 20 tags of 50 each. */
let large: ApiClient;
let reportId: string;
let bossId: string;
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

beforeAll(async () => {
  stack = await startLocalStack();
  recorder = recordDynamoCommands();
  const fewSession = await stack.signIn('few-notes@example.com');
  const manySession = await stack.signIn('many-notes@example.com');
  few = stack.api(fewSession.token);
  many = stack.api(manySession.token);
  await seedNotes(
    fewSession.user.id,
    Array.from({ length: 10 }, (_, index) => ({ content: `Few ${index}` })),
  );
  await seedNotes(
    manySession.user.id,
    Array.from({ length: 300 }, (_, index) => ({
      content: `Many ${index}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    })),
  );
  const largeSession = await stack.signIn('large-notes@example.com');
  large = stack.api(largeSession.token);
  await seedNotes(
    largeSession.user.id,
    Array.from({ length: 60 }, (_, index) => ({
      content: `${index} `.padEnd(LIMITS.noteText, 'x'),
      tags: Array.from({ length: LIMITS.noteTags }, (_, tag) =>
        `${tag} `.padEnd(LIMITS.noteTagLength, 't'),
      ),
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    })),
  );
  const schedule = { meetingDayOfWeek: 'Friday', meetingTime: '09:00', meetingFrequency: 'weekly' };
  reportId = expectSuccess(
    api.directReports.create,
    await many.call(api.directReports.create, { body: { firstName: 'Budget', ...schedule } }),
  ).id;
  bossId = expectSuccess(
    api.bosses.create,
    await many.call(api.bosses.create, { body: { firstName: 'Boss', ...schedule } }),
  ).id;
});

afterAll(async () => {
  recorder?.remove();
  await stack?.close();
});

describe('GET /api/notes', () => {
  it('the first page takes one Query, for 10 notes and for 300', async () => {
    const small = await commandsOf(few, api.notes.list);
    const large = await commandsOf(many, api.notes.list);
    expect((small.body as { notes: unknown[] }).notes).toHaveLength(10);
    expect((large.body as { notes: unknown[] }).notes).toHaveLength(LIMITS.notesPage);
    expect(small.sent).toEqual(['QueryCommand']);
    expect(large.sent).toEqual(small.sent);
  });

  it('the next page and a createdAfter page take one Query too', async () => {
    const first = await commandsOf(many, api.notes.list, { query: { limit: '20' } });
    const cursor = (first.body as { nextCursor: string }).nextCursor;
    const next = await commandsOf(many, api.notes.list, { query: { cursor, limit: '20' } });
    expect(next.sent).toEqual(['QueryCommand']);
    const since = await commandsOf(many, api.notes.list, {
      query: { createdAfter: '2026-01-01T04:00:00Z' },
    });
    expect(since.sent).toEqual(['QueryCommand']);
  });

  it('a page of large notes DynamoDB cut at 1 MB, and the page after it, take one Query each', async () => {
    const first = await commandsOf(large, api.notes.list);
    const page = first.body as { notes: unknown[]; nextCursor: string | null };
    expect(page.notes.length).toBeLessThan(LIMITS.notesPage);
    expect(page.nextCursor).not.toBeNull();
    expect(first.sent).toEqual(['QueryCommand']);
    const next = await commandsOf(large, api.notes.list, {
      query: { cursor: page.nextCursor! },
    });
    expect(next.sent).toEqual(['QueryCommand']);
  });
});

// Creating and deleting a note also changes the notes quota: one UpdateItem (docs/api.md#quotas).
describe('note writes: at most 2 calls, plus the quota on create and delete', () => {
  let noteId: string;

  it('create: 2 without a person (quota, put), 3 in 2 round trips with one', async () => {
    const plain = await commandsOf(many, api.notes.create, { body: { content: 'Plain' } });
    expect(plain.sent).toEqual(['UpdateItemCommand', 'PutItemCommand']);
    noteId = (plain.body as { id: string }).id;
    const linked = await commandsOf(many, api.notes.create, {
      body: { content: 'Linked', directReportId: reportId },
    });
    // The person check and the quota reservation go out together (one round trip).
    expect(linked.sent.slice(0, 2).sort()).toEqual(['GetItemCommand', 'UpdateItemCommand']);
    expect(linked.sent[2]).toBe('PutItemCommand');
  });

  it('update: 1 for content (with or without a version), 2 when links are sent', async () => {
    const content = await commandsOf(many, api.notes.update, {
      params: { id: noteId },
      body: { content: 'Edited' },
    });
    expect(content.sent).toEqual(['UpdateItemCommand']);
    const versioned = await commandsOf(many, api.notes.update, {
      params: { id: noteId },
      body: { content: 'Edited again', version: 2 },
    });
    expect(versioned.sent).toEqual(['UpdateItemCommand']);
    const linked = await commandsOf(many, api.notes.update, {
      params: { id: noteId },
      body: { content: 'About the boss', directReportId: null, bossId, entityType: 'boss' },
    });
    expect(linked.sent).toEqual(['BatchGetItemCommand', 'UpdateItemCommand']);
    const unlinked = await commandsOf(many, api.notes.update, {
      params: { id: noteId },
      body: { directReportId: null, bossId: null, entityType: 'self' },
    });
    expect(unlinked.sent).toEqual(['GetItemCommand', 'UpdateItemCommand']);
  });

  it('delete: 2 (delete, quota)', async () => {
    const removed = await commandsOf(many, api.notes.remove, { params: { id: noteId } });
    expect(removed.sent).toEqual(['DeleteItemCommand', 'UpdateItemCommand']);
  });
});

describe('meeting notes', () => {
  const id = () => meetingId('directReport', reportId, '2026-01-09');

  it('create 3 in 2 round trips, get 1, ensure of an existing note 1, agenda 2, reflection 2, delete 2', async () => {
    const create = await commandsOf(many, api.meetingNotes.create, {
      body: { meetingId: id(), directReportId: reportId, agendaContent: 'A' },
    });
    expect(create.sent.slice(0, 2).sort()).toEqual(['GetItemCommand', 'UpdateItemCommand']);
    expect(create.sent[2]).toBe('PutItemCommand');
    const get = await commandsOf(many, api.meetingNotes.get, { query: { meetingId: id() } });
    expect(get.sent).toEqual(['BatchGetItemCommand']);
    const ensure = await commandsOf(many, api.meetingNotes.ensure, {
      body: { meetingId: id(), directReportId: reportId, agendaContent: 'A' },
    });
    expect(ensure.sent).toEqual(['BatchGetItemCommand']);
    const agenda = await commandsOf(many, api.meetingNotes.updateAgenda, {
      params: { meetingId: id() },
      body: { agendaContent: 'B', version: 1 },
    });
    expect(agenda.sent).toEqual(['BatchGetItemCommand', 'UpdateItemCommand']);
    const reflection = await commandsOf(many, api.meetingNotes.updateReflection, {
      params: { meetingId: id() },
      body: { reflectionContent: 'R' },
    });
    expect(reflection.sent).toEqual(['BatchGetItemCommand', 'UpdateItemCommand']);
    const removed = await commandsOf(many, api.meetingNotes.remove, {
      params: { meetingId: id() },
    });
    expect(removed.sent).toEqual(['DeleteItemCommand', 'UpdateItemCommand']);
  });

  it('ensure of a new note: 3 (with the quota)', async () => {
    const ensure = await commandsOf(many, api.meetingNotes.ensure, {
      body: { meetingId: meetingId('boss', bossId, '2026-01-09'), bossId, reflectionContent: 'R' },
    });
    expect(ensure.sent).toEqual(['BatchGetItemCommand', 'UpdateItemCommand', 'PutItemCommand']);
  });

  it(`flags of ${LIMITS.meetingFlags} meetings: 1 BatchGetItem`, async () => {
    const meetingIds = Array.from({ length: LIMITS.meetingFlags }, (_, index) =>
      meetingId(
        'directReport',
        reportId,
        new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
      ),
    ).join(',');
    const flags = await commandsOf(many, api.meetingNotes.flags, { query: { meetingIds } });
    expect(flags.sent).toEqual(['BatchGetItemCommand']);
  });

  it('prep: 1 GetItem and 1 Query (1 GetItem with a templateKey)', async () => {
    const prep = await commandsOf(many, api.meetings.prep, { params: { meetingId: id() } });
    expect([...prep.sent].sort()).toEqual(['GetItemCommand', 'QueryCommand']);
    const template = await commandsOf(many, api.meetings.prep, {
      params: { meetingId: id() },
      query: { templateKey: 'regular' },
    });
    expect(template.sent).toEqual(['GetItemCommand']);
  });
});

it('GET /api/direct-reports/{id} with notes about the person: one BatchGetItem and one Query', async () => {
  for (let index = 0; index < 5; index += 1) {
    expectSuccess(
      api.notes.create,
      await many.call(api.notes.create, {
        body: { content: `About the report ${index}`, directReportId: reportId },
      }),
    );
  }
  const detail = await commandsOf(many, api.directReports.get, { params: { id: reportId } });
  expect((detail.body as { topNotes: unknown[] }).topNotes).toHaveLength(3);
  expect([...detail.sent].sort()).toEqual(['BatchGetItemCommand', 'QueryCommand']);
});

it('no command sent while this file ran was a Scan', () => {
  expect(recorder.all.length).toBeGreaterThan(20);
  expect(recorder.all.filter((name) => /Scan/i.test(name))).toEqual([]);
});
