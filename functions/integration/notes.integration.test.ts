/**
 * General notes over real HTTP (docs/product.md#entities 'Note', #states-and-transitions 'Note
 * creation and saving', 'Deleting a note',
 * #calls 'Notes'): cursor pages newest first with no gaps or repeats, createdAfter, links to people
 * and who a note is about, optimistic versions (409 on a stale one), delete answering the note and
 * a POST recreating it, and the person page's newest notes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type Boss,
  type DirectReport,
  type Note,
  type NotesPage,
} from '../../shared/contract';
import { LIMITS } from '../../shared/domain/constants';
import { meetingId } from '../../shared/domain/schedule';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';
import { readAllNotes } from '../../test-support/read-snapshot';
import { seedNotes } from '../../test-support/seed';

let stack: LocalStack;

const schedule = { meetingDayOfWeek: 'Thursday', meetingTime: '11:00', meetingFrequency: 'weekly' };

async function signUp(email: string): Promise<{ client: ApiClient; userId: string }> {
  const session = await stack.signIn(email);
  return { client: stack.api(session.token), userId: session.user.id };
}

async function addReport(client: ApiClient, firstName: string): Promise<DirectReport> {
  return expectSuccess(
    api.directReports.create,
    await client.call(api.directReports.create, { body: { firstName, ...schedule } }),
  );
}

async function addBoss(client: ApiClient): Promise<Boss> {
  return expectSuccess(
    api.bosses.create,
    await client.call(api.bosses.create, { body: { firstName: 'Bea', ...schedule } }),
  );
}

async function createNote(client: ApiClient, body: Record<string, unknown>): Promise<Note> {
  return expectSuccess(api.notes.create, await client.call(api.notes.create, { body }));
}

/** Every page of the list with `limit` (and `createdAfter`), in order. */
async function allPages(
  client: ApiClient,
  query: Record<string, string>,
): Promise<{ pages: Note[][]; cursors: (string | null)[] }> {
  const pages: Note[][] = [];
  const cursors: (string | null)[] = [];
  let cursor: string | null = null;
  do {
    const page: NotesPage = expectSuccess(
      api.notes.list,
      await client.call(api.notes.list, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
    );
    pages.push(page.notes);
    cursors.push(page.nextCursor);
    cursor = page.nextCursor;
    expect(pages.length, 'the list never ends').toBeLessThan(200);
  } while (cursor);
  return { pages, cursors };
}

const newestFirst = (a: Note, b: Note) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('GET /api/notes pages', () => {
  const TOTAL = 120;
  let client: ApiClient;
  let created: Note[];

  beforeAll(async () => {
    ({ client } = await signUp('pages@example.com'));
    created = [];
    for (let index = 0; index < TOTAL; index += 1) {
      created.push(await createNote(client, { content: `Note ${index + 1}` }));
    }
  });

  it.each([50, 7])(
    'pages of %i hold every note exactly once, newest first, and end with a null cursor',
    async (limit) => {
      const { pages, cursors } = await allPages(client, { limit: String(limit) });
      const notes = pages.flat();
      expect(pages.length).toBe(Math.ceil(TOTAL / limit));
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
      expect(pages.at(-1)).toHaveLength(TOTAL - limit * (pages.length - 1));
      expect(cursors.slice(0, -1).every((cursor) => typeof cursor === 'string')).toBe(true);
      expect(cursors.at(-1)).toBeNull();
      expect(new Set(notes.map((note) => note.id)).size).toBe(TOTAL);
      // Newest first: the reverse of the order they were created in.
      expect(notes.map((note) => note.id)).toEqual(created.map((note) => note.id).reverse());
      expect([...notes].sort(newestFirst)).toEqual(notes);
      expect(notes).toEqual([...created].reverse());
    },
  );

  it(`the default page is ${LIMITS.notesPage}, the largest`, async () => {
    const page = expectSuccess(api.notes.list, await client.call(api.notes.list));
    expect(page.notes).toHaveLength(LIMITS.notesPage);
    expect(page.nextCursor).not.toBeNull();
  });

  it('a list that fills its last page exactly ends with a null cursor, not an empty page', async () => {
    const { client: other } = await signUp('exact-pages@example.com');
    for (let index = 0; index < 6; index += 1) await createNote(other, { content: `N${index}` });
    const { pages, cursors } = await allPages(other, { limit: '3' });
    expect(pages.map((page) => page.length)).toEqual([3, 3]);
    expect(cursors.at(-1)).toBeNull();
  });

  it('a new note shows on top while paging goes on from the cursor without repeats', async () => {
    const first = expectSuccess(
      api.notes.list,
      await client.call(api.notes.list, { query: { limit: '10' } }),
    );
    const fresh = await createNote(client, { content: 'Written while paging' });
    const second = expectSuccess(
      api.notes.list,
      await client.call(api.notes.list, { query: { limit: '10', cursor: first.nextCursor! } }),
    );
    const seen = [...first.notes, ...second.notes].map((note) => note.id);
    expect(new Set(seen).size).toBe(20);
    expect(seen).not.toContain(fresh.id);
    const top = expectSuccess(api.notes.list, await client.call(api.notes.list));
    expect(top.notes[0]!.id).toBe(fresh.id);
    expectSuccess(
      api.notes.remove,
      await client.call(api.notes.remove, { params: { id: fresh.id } }),
    );
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['base64 of garbage', Buffer.from('{"pk":1}').toString('base64url')],
    ['base64 of JSON null', Buffer.from('null').toString('base64url')],
    [
      'keys of another partition',
      Buffer.from(
        JSON.stringify({
          gsi1pk: 'NOTES#someone-else',
          gsi1sk: '2026-01-01T00:00:00.000Z#01J',
          pk: 'USER#someone-else',
          sk: 'NOTE#01J',
        }),
      ).toString('base64url'),
    ],
    [
      'keys with extra fields',
      Buffer.from(
        JSON.stringify({ gsi1pk: 'NOTES#x', gsi1sk: 'a#b', pk: 'USER#x', sk: 'NOTE#b', x: 1 }),
      ).toString('base64url'),
    ],
  ])('an invalid cursor (%s) is a 400 on cursor', async (_label, cursor) => {
    const error = expectError(
      await client.call(api.notes.list, { query: { cursor } }),
      400,
      'validation_failed',
    );
    expect(detailFields(error, 'query')).toEqual(['cursor']);
  });

  it.each([
    ['0', 'limit'],
    [String(LIMITS.notesPage + 1), 'limit'],
    ['ten', 'limit'],
    ['2.5', 'limit'],
  ])('limit=%s is a 400 on limit', async (limit, field) => {
    const error = expectError(
      await client.call(api.notes.list, { query: { limit } }),
      400,
      'validation_failed',
    );
    expect(detailFields(error, 'query')).toEqual([field]);
  });
});

describe('GET /api/notes?createdAfter=', () => {
  let client: ApiClient;
  /** 30 notes, one per hour from 2026-01-01T00:00Z, oldest first. */
  let ids: string[];
  const hour = (index: number) => new Date(Date.UTC(2026, 0, 1, index)).toISOString();

  beforeAll(async () => {
    let userId: string;
    ({ client, userId } = await signUp('created-after@example.com'));
    ids = await seedNotes(
      userId,
      Array.from({ length: 30 }, (_, index) => ({
        content: `Hour ${index}`,
        createdAt: hour(index),
      })),
    );
  });

  it('keeps the notes created at or after the instant, newest first', async () => {
    const page = expectSuccess(
      api.notes.list,
      await client.call(api.notes.list, { query: { createdAfter: hour(20) } }),
    );
    expect(page.notes.map((note) => note.id)).toEqual(ids.slice(20).reverse());
    expect(page.nextCursor).toBeNull();
  });

  it('takes an instant with an offset (the same instant as UTC)', async () => {
    const page = expectSuccess(
      api.notes.list,
      await client.call(api.notes.list, { query: { createdAfter: '2026-01-01T22:00:00+02:00' } }),
    );
    expect(page.notes.map((note) => note.content)).toEqual([
      'Hour 29',
      'Hour 28',
      'Hour 27',
      'Hour 26',
      'Hour 25',
      'Hour 24',
      'Hour 23',
      'Hour 22',
      'Hour 21',
      'Hour 20',
    ]);
  });

  it('pages within the range', async () => {
    const { pages } = await allPages(client, { limit: '4', createdAfter: hour(10) });
    expect(pages.map((page) => page.length)).toEqual([4, 4, 4, 4, 4]);
    expect(pages.flat().map((note) => note.id)).toEqual(ids.slice(10).reverse());
  });

  it('a cursor from before the range is a 400 on cursor, not a 500', async () => {
    const first = expectSuccess(
      api.notes.list,
      await client.call(api.notes.list, { query: { limit: '25' } }),
    );
    // The last note of that page was created at hour 5, before the range.
    const error = expectError(
      await client.call(api.notes.list, {
        query: { cursor: first.nextCursor!, createdAfter: hour(10) },
      }),
      400,
      'validation_failed',
    );
    expect(detailFields(error, 'query')).toEqual(['cursor']);
  });

  it('after the newest note: an empty page', async () => {
    const page = expectSuccess(
      api.notes.list,
      await client.call(api.notes.list, { query: { createdAfter: '2027-01-01T00:00:00Z' } }),
    );
    expect(page).toEqual({ notes: [], nextCursor: null });
  });

  it.each(['yesterday', '2026-01-01', '2026-13-01T00:00:00Z'])(
    'createdAfter=%s is a 400 on createdAfter',
    async (createdAfter) => {
      const error = expectError(
        await client.call(api.notes.list, { query: { createdAfter } }),
        400,
        'validation_failed',
      );
      expect(detailFields(error, 'query')).toEqual(['createdAfter']);
    },
  );
});

describe('links and who a note is about', () => {
  let client: ApiClient;
  let report: DirectReport;
  let boss: Boss;

  beforeAll(async () => {
    ({ client } = await signUp('links@example.com'));
    report = await addReport(client, 'Lin');
    boss = await addBoss(client);
  });

  it("entityType: the person's kind when linked, else the given 'self' or 'none', default 'self'", async () => {
    expect(
      await createNote(client, { content: 'a', directReportId: report.id, entityType: 'none' }),
    ).toMatchObject({ entityType: 'directReport', directReportId: report.id, bossId: null });
    expect(await createNote(client, { content: 'b', bossId: boss.id })).toMatchObject({
      entityType: 'boss',
      bossId: boss.id,
      directReportId: null,
    });
    expect(await createNote(client, { content: 'c', entityType: 'none' })).toMatchObject({
      entityType: 'none',
    });
    expect(await createNote(client, { content: 'd', entityType: 'boss' })).toMatchObject({
      entityType: 'self',
      bossId: null,
    });
    expect(await createNote(client, { content: 'e', directReportId: null })).toMatchObject({
      entityType: 'self',
    });
  });

  it('an unknown person, or a person of the other kind, is a 400 naming the field; nothing is written', async () => {
    const before = await readAllNotes(client);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ directReportId: '01JUNKNOWNUNKNOWNUNKNOWN00' }, 'directReportId', 'Unknown direct report'],
      [{ bossId: '01JUNKNOWNUNKNOWNUNKNOWN00' }, 'bossId', 'Unknown manager'],
      [{ bossId: report.id }, 'bossId', 'Unknown manager'],
      [{ directReportId: boss.id }, 'directReportId', 'Unknown direct report'],
    ];
    for (const [link, field, message] of cases) {
      const error = expectError(
        await client.call(api.notes.create, { body: { content: 'x', ...link } }),
        400,
        'validation_failed',
      );
      expect(error.details).toEqual([{ location: 'body', field, message }]);
    }
    expect(await readAllNotes(client)).toEqual(before);
  });

  it('an archived person can still have notes written about them', async () => {
    const archived = await addReport(client, 'Archie');
    expectSuccess(
      api.directReports.remove,
      await client.call(api.directReports.remove, { params: { id: archived.id } }),
    );
    expect(await createNote(client, { content: 'x', directReportId: archived.id })).toMatchObject({
      directReportId: archived.id,
    });
  });

  it('an update moves, clears and keeps links; the person page follows', async () => {
    const other = await addReport(client, 'Ola');
    const note = await createNote(client, { content: 'About Lin', directReportId: report.id });
    const update = (body: Record<string, unknown>) =>
      client.call(api.notes.update, { params: { id: note.id }, body });
    const topNotes = async (id: string) =>
      expectSuccess(
        api.directReports.get,
        await client.call(api.directReports.get, { params: { id } }),
      ).topNotes.map((summary) => summary.id);

    expect(await topNotes(report.id)).toContain(note.id);

    const moved = expectSuccess(api.notes.update, await update({ directReportId: other.id }));
    expect(moved).toMatchObject({
      directReportId: other.id,
      entityType: 'directReport',
      version: 2,
    });
    expect(await topNotes(report.id)).not.toContain(note.id);
    expect(await topNotes(other.id)).toEqual([note.id]);

    const toBoss = expectSuccess(api.notes.update, await update({ bossId: boss.id }));
    expect(toBoss).toMatchObject({ directReportId: null, bossId: boss.id, entityType: 'boss' });
    expect(await topNotes(other.id)).toEqual([]);

    // Content only: the link stays.
    const edited = expectSuccess(api.notes.update, await update({ content: 'Edited' }));
    expect(edited).toMatchObject({ bossId: boss.id, entityType: 'boss', content: 'Edited' });

    // What the editor sends on every save: content, both ids and entityType.
    const cleared = expectSuccess(
      api.notes.update,
      await update({ content: 'Edited', directReportId: null, bossId: null, entityType: 'self' }),
    );
    expect(cleared).toMatchObject({ directReportId: null, bossId: null, entityType: 'self' });

    const relinked = expectSuccess(
      api.notes.update,
      await update({ directReportId: report.id, bossId: null, entityType: 'directReport' }),
    );
    expect(relinked).toMatchObject({ directReportId: report.id, entityType: 'directReport' });
    expect((await topNotes(report.id))[0]).toBe(note.id);
    expect(relinked.version).toBe(6);
    expect(relinked.createdAt).toBe(note.createdAt);

    const unknown = expectError(
      await update({ bossId: '01JUNKNOWNUNKNOWNUNKNOWN00' }),
      400,
      'validation_failed',
    );
    expect(unknown.details?.map((detail) => detail.field)).toEqual(['bossId']);
    const after = (await readAllNotes(client)).find((candidate) => candidate.id === note.id);
    expect(after).toEqual(relinked);
  });

  it("a meeting note's link can't change through PUT /api/notes/{id}, its content can", async () => {
    const id = meetingId('directReport', report.id, '2026-05-07');
    const note = expectSuccess(
      api.meetingNotes.create,
      await client.call(api.meetingNotes.create, {
        body: { meetingId: id, directReportId: report.id, agendaContent: 'Topics' },
      }),
    );
    for (const body of [
      { bossId: boss.id },
      { directReportId: null },
      { directReportId: (await addReport(client, 'Zed')).id },
    ]) {
      expectError(
        await client.call(api.notes.update, { params: { id }, body }),
        400,
        'validation_failed',
      );
    }
    const same = expectSuccess(
      api.notes.update,
      await client.call(api.notes.update, {
        params: { id },
        body: { content: 'Side note', directReportId: report.id, bossId: null, tags: ['career'] },
      }),
    );
    expect(same).toMatchObject({
      id,
      content: 'Side note',
      directReportId: report.id,
      entityType: 'directReport',
      tags: ['prep', 'career'],
      agendaContent: 'Topics',
      version: note.version + 1,
    });
  });
});

describe('versions, delete and recreate', () => {
  let client: ApiClient;

  beforeAll(async () => {
    ({ client } = await signUp('versions@example.com'));
  });

  it('a stale version is a 409 that changes nothing; the current version succeeds', async () => {
    const note = await createNote(client, { content: 'v1' });
    const first = expectSuccess(
      api.notes.update,
      await client.call(api.notes.update, {
        params: { id: note.id },
        body: { content: 'v2', version: 1 },
      }),
    );
    expect(first.version).toBe(2);

    for (const body of [
      { content: 'lost', version: 1 },
      { content: 'lost', version: 1, directReportId: null },
    ]) {
      const error = expectError(
        await client.call(api.notes.update, { params: { id: note.id }, body }),
        409,
        'conflict',
      );
      expect(error.message).toMatch(/version 1.*version 2/);
    }
    expect((await readAllNotes(client)).find((item) => item.id === note.id)).toEqual(first);

    const second = expectSuccess(
      api.notes.update,
      await client.call(api.notes.update, {
        params: { id: note.id },
        body: { content: 'v3', version: 2 },
      }),
    );
    expect(second).toMatchObject({ content: 'v3', version: 3 });
    // Without a version the write is not conditional on one.
    expect(
      expectSuccess(
        api.notes.update,
        await client.call(api.notes.update, { params: { id: note.id }, body: { content: 'v4' } }),
      ),
    ).toMatchObject({ content: 'v4', version: 4 });
  });

  it('an unknown note is a 404 on update and delete, with or without links or version', async () => {
    for (const body of [{ content: 'x' }, { content: 'x', version: 3 }, { entityType: 'none' }]) {
      expectError(
        await client.call(api.notes.update, { params: { id: '01JNOPENOPENOPENOPENOPE000' }, body }),
        404,
        'not_found',
      );
    }
    expectError(
      await client.call(api.notes.remove, { params: { id: '01JNOPENOPENOPENOPENOPE000' } }),
      404,
      'not_found',
    );
  });

  it('DELETE answers the deleted note; a POST with its fields recreates it (Undo)', async () => {
    const report = await addReport(client, 'Una');
    const note = await createNote(client, {
      content: 'Remember to praise',
      directReportId: report.id,
      tags: ['recognition'],
    });
    const deleted = expectSuccess(
      api.notes.remove,
      await client.call(api.notes.remove, { params: { id: note.id } }),
    );
    expect(deleted).toEqual(note);
    expect((await readAllNotes(client)).map((item) => item.id)).not.toContain(note.id);
    expectError(await client.call(api.notes.remove, { params: { id: note.id } }), 404, 'not_found');

    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      version: _v,
      hasAgenda: _a,
      hasReflection: _r,
      ...fields
    } = deleted;
    const recreated = await createNote(client, {
      type: fields.type,
      content: fields.content,
      directReportId: fields.directReportId,
      bossId: fields.bossId,
      entityType: fields.entityType,
      tags: fields.tags,
    });
    expect(recreated).toMatchObject({
      type: 'general',
      content: 'Remember to praise',
      directReportId: report.id,
      entityType: 'directReport',
      tags: ['recognition'],
    });
    expect((await readAllNotes(client)).map((item) => item.id)).toContain(recreated.id);
  });
});

describe('the person page', () => {
  it('shows the 3 newest notes about the person, previewed, and none about others', async () => {
    const { client } = await signUp('person-page@example.com');
    const report = await addReport(client, 'Pia');
    const other = await addReport(client, 'Oto');
    const notes: Note[] = [];
    for (let index = 0; index < 5; index += 1) {
      notes.push(
        await createNote(client, {
          content: `  Note ${index} ${'words '.repeat(40)}`,
          directReportId: report.id,
        }),
      );
    }
    await createNote(client, { content: 'About Oto', directReportId: other.id });
    await createNote(client, { content: 'About me' });
    const reflection = expectSuccess(
      api.meetingNotes.create,
      await client.call(api.meetingNotes.create, {
        body: {
          meetingId: meetingId('directReport', report.id, '2026-06-04'),
          directReportId: report.id,
          agendaContent: 'Agenda text',
          reflectionContent: 'Reflection text',
        },
      }),
    );

    const detail = expectSuccess(
      api.directReports.get,
      await client.call(api.directReports.get, { params: { id: report.id } }),
    );
    expect(detail.topNotes.map((note) => note.id)).toEqual([
      reflection.id,
      notes[4]!.id,
      notes[3]!.id,
    ]);
    expect(detail.topNotes[0]).toEqual({
      id: reflection.id,
      preview: 'Reflection text',
      updatedAt: reflection.updatedAt,
    });
    expect(detail.topNotes[1]!.preview).toBe(`Note 4 ${'words '.repeat(40)}`.trim().slice(0, 140));
    expect(detail.topNotes[1]!.preview).toHaveLength(140);
  });
});
