/**
 * Note text as stored, on every write path over real HTTP (docs/api.md#conventions, Notes;
 * shared/domain/note-text.ts): a general note's content and tags (create, update, update with a
 * link), a meeting note's agenda and reflection (create, ensure, agenda, reflection) keep tab and
 * LF, turn CRLF and CR into LF and lose every other C0 control character; lengths count what is
 * kept, and a text that keeps nothing is the empty text it now is (400 where one is required).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Note } from '../../shared/contract';
import { LIMITS } from '../../shared/domain/constants';
import { meetingId } from '../../shared/domain/schedule';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';

/** Sent: tab, LF, CRLF, CR and other C0 controls around words. */
const SENT = 'Wins:\r\n\t- shipped\u0000 v2\u000b\rRisks:\u0001\u001f hiring\u000c';
/** Kept. */
const STORED = 'Wins:\n\t- shipped v2\nRisks: hiring';

let stack: LocalStack;
let user: ApiClient;
let reportId: string;
let day = 0;

/** A meeting of the direct report on a date no other test uses. */
function nextMeeting(): string {
  day += 1;
  const date = new Date(Date.UTC(2026, 1, 1) + day * 86_400_000).toISOString().slice(0, 10);
  return meetingId('directReport', reportId, date);
}

beforeAll(async () => {
  stack = await startLocalStack();
  user = stack.api((await stack.signIn('note-text@example.com')).token);
  reportId = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: {
        firstName: 'Tess',
        meetingDayOfWeek: 'Monday',
        meetingTime: '10:00',
        meetingFrequency: 'weekly',
      },
    }),
  ).id;
});

afterAll(async () => {
  await stack?.close();
});

const read = async (id: string): Promise<Note> =>
  expectSuccess(api.notes.get, await user.call(api.notes.get, { params: { id } }));

describe('general notes', () => {
  it('create keeps tab and LF, turns CR into LF and drops other control characters, tags too', async () => {
    const created = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, {
        body: { content: SENT, tags: ['team\u0007', '1:1\r\n'] },
      }),
    );
    expect(created.content).toBe(STORED);
    expect(created.tags).toEqual(['team', '1:1']);
    expect(await read(created.id)).toMatchObject({ content: STORED, tags: ['team', '1:1'] });
    // A tag of control characters only is a blank tag.
    const blankTag = await user.call(api.notes.create, {
      body: { content: 'Tagged', tags: ['team', '\u0002'] },
    });
    expect(detailFields(expectError(blankTag, 400, 'validation_failed'))).toEqual(['tags.1']);
  });

  it('update, with and without a link, stores the same text', async () => {
    const created = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, { body: { content: 'Draft' } }),
    );
    const edited = expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: created.id },
        body: { content: SENT, version: created.version },
      }),
    );
    expect(edited.content).toBe(STORED);
    const linked = expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: created.id },
        body: { content: `${SENT}\u0003!`, directReportId: reportId },
      }),
    );
    expect(linked.content).toBe(`${STORED}!`);
    expect(await read(created.id)).toMatchObject({
      content: `${STORED}!`,
      directReportId: reportId,
    });
  });

  it('lengths count what is kept: 20,000 characters plus control characters fit', async () => {
    const content = `${'a'.repeat(LIMITS.noteText)}${'\u0001'.repeat(1_000)}`;
    const created = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, { body: { content } }),
    );
    expect(created.content).toBe('a'.repeat(LIMITS.noteText));
  });

  it('a content of control characters only is a 400 on content, and nothing is written', async () => {
    const before = expectSuccess(api.notes.list, await user.call(api.notes.list));
    const refused = await user.call(api.notes.create, {
      body: { content: '\u0001'.repeat(500) },
    });
    const error = expectError(refused, 400, 'validation_failed');
    expect(detailFields(error)).toEqual(['content']);
    expect(error.details?.[0]?.message).toBe('content is required');
    const after = expectSuccess(api.notes.list, await user.call(api.notes.list));
    expect(after.notes.map((note) => note.id)).toEqual(before.notes.map((note) => note.id));
  });
});

describe('meeting notes', () => {
  it('create stores the agenda and the reflection cleaned', async () => {
    const id = nextMeeting();
    const created = expectSuccess(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: {
          meetingId: id,
          directReportId: reportId,
          agendaContent: SENT,
          reflectionContent: `\u0005${SENT}`,
        },
      }),
    );
    expect(created).toMatchObject({ agendaContent: STORED, reflectionContent: STORED });
    const stored = expectSuccess(
      api.meetingNotes.get,
      await user.call(api.meetingNotes.get, { query: { meetingId: id } }),
    );
    expect(stored).toMatchObject({ agendaContent: STORED, reflectionContent: STORED });
  });

  it('ensure, agenda and reflection store their texts cleaned', async () => {
    const id = nextMeeting();
    const ensured = expectSuccess(
      api.meetingNotes.ensure,
      await user.call(api.meetingNotes.ensure, {
        body: { meetingId: id, directReportId: reportId, agendaContent: SENT },
      }),
    );
    expect(ensured.agendaContent).toBe(STORED);
    const agenda = expectSuccess(
      api.meetingNotes.updateAgenda,
      await user.call(api.meetingNotes.updateAgenda, {
        params: { meetingId: id },
        body: { agendaContent: `Next\u0008: ${SENT}` },
      }),
    );
    expect(agenda.agendaContent).toBe(`Next: ${STORED}`);
    const reflection = expectSuccess(
      api.meetingNotes.updateReflection,
      await user.call(api.meetingNotes.updateReflection, {
        params: { meetingId: id },
        body: { reflectionContent: SENT },
      }),
    );
    expect(reflection).toMatchObject({
      agendaContent: `Next: ${STORED}`,
      reflectionContent: STORED,
    });
  });

  it('an agenda of control characters only is an emptied agenda: no agenda flag, no prep tag', async () => {
    const id = nextMeeting();
    const created = expectSuccess(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: { meetingId: id, directReportId: reportId, agendaContent: 'Topics' },
      }),
    );
    expect(created.tags).toContain('prep');
    const emptied = expectSuccess(
      api.meetingNotes.updateAgenda,
      await user.call(api.meetingNotes.updateAgenda, {
        params: { meetingId: id },
        body: { agendaContent: '\u0001\u0002\u0003' },
      }),
    );
    expect(emptied).toMatchObject({ agendaContent: '', hasAgenda: false });
    expect(emptied.tags).not.toContain('prep');
  });

  it('creating a note whose texts keep nothing is a 400 on agendaContent', async () => {
    const id = nextMeeting();
    const refused = await user.call(api.meetingNotes.create, {
      body: {
        meetingId: id,
        directReportId: reportId,
        agendaContent: '\u0001',
        reflectionContent: '\u000b',
      },
    });
    expect(detailFields(expectError(refused, 400, 'validation_failed'))).toEqual(['agendaContent']);
    expect(
      expectSuccess(
        api.meetingNotes.get,
        await user.call(api.meetingNotes.get, { query: { meetingId: id } }),
      ),
    ).toBeNull();
  });
});
