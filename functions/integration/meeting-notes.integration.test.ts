/**
 * Meeting notes over real HTTP (docs/product.md#entities 'Note', #states-and-transitions 'Meeting
 * status', 'Note creation and saving',
 * #validation-rules 'Meeting notes', #calls 'Notes'): one note per meeting, create (409 on a second), ensure
 * (idempotent), agenda and reflection saves with their tags and versions, flags of many meetings,
 * delete resetting both flags, and prep prompts from the built-in templates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Note } from '../../shared/contract';
import { LIMITS, MAX_PREP_PROMPTS } from '../../shared/domain/constants';
import { meetingId } from '../../shared/domain/schedule';
import { BOSS_TEMPLATES, DIRECT_REPORT_TEMPLATES } from '../../shared/domain/templates';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectError, expectSuccess } from '../../test-support/expect-response';
import { readAllNotes, readSnapshot } from '../../test-support/read-snapshot';

let stack: LocalStack;
let user: ApiClient;
let reportId: string;
let bossId: string;
let dayCounter = 0;

const schedule = { meetingDayOfWeek: 'Tuesday', meetingTime: '15:00', meetingFrequency: 'weekly' };

/** A meeting of the direct report on a date no other test uses. */
function nextDrMeeting(): string {
  dayCounter += 1;
  const date = new Date(Date.UTC(2026, 0, 1) + dayCounter * 86_400_000).toISOString().slice(0, 10);
  return meetingId('directReport', reportId, date);
}

async function createMeetingNote(body: Record<string, unknown>): Promise<Note> {
  return expectSuccess(api.meetingNotes.create, await user.call(api.meetingNotes.create, { body }));
}

function flagsOf(meetingIds: string[]) {
  return user.call(api.meetingNotes.flags, { query: { meetingIds: meetingIds.join(',') } });
}

beforeAll(async () => {
  stack = await startLocalStack();
  user = stack.api((await stack.signIn('meeting-notes@example.com')).token);
  reportId = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body: { firstName: 'Mira', ...schedule } }),
  ).id;
  bossId = expectSuccess(
    api.bosses.create,
    await user.call(api.bosses.create, { body: { firstName: 'Bram', ...schedule } }),
  ).id;
});

afterAll(async () => {
  await stack?.close();
});

describe('create and get', () => {
  it('a meeting without a note reads as null; an unknown meeting is "Meeting not found"', async () => {
    const id = nextDrMeeting();
    const none = expectSuccess(
      api.meetingNotes.get,
      await user.call(api.meetingNotes.get, { query: { meetingId: id } }),
    );
    expect(none).toBeNull();
    const unknown = expectError(
      await user.call(api.meetingNotes.get, {
        query: { meetingId: meetingId('boss', '01JUNKNOWNUNKNOWNUNKNOWN00', '2026-01-06') },
      }),
      404,
      'not_found',
    );
    expect(unknown.message).toBe('Meeting not found');
  });

  it("created with agenda text: type 'prep', tag 'prep'; with reflection only: 'reflection'", async () => {
    const prepId = nextDrMeeting();
    const prep = await createMeetingNote({
      meetingId: prepId,
      directReportId: reportId,
      agendaContent: 'Topics',
      reflectionContent: ' ',
    });
    expect(prep).toMatchObject({
      id: prepId,
      meetingId: prepId,
      type: 'prep',
      tags: ['prep'],
      content: '',
      entityType: 'directReport',
      directReportId: reportId,
      bossId: null,
      hasAgenda: true,
      hasReflection: false,
      version: 1,
    });

    const bossMeeting = meetingId('boss', bossId, '2026-01-07');
    const reflection = await createMeetingNote({
      meetingId: bossMeeting,
      bossId,
      reflectionContent: 'Aligned on priorities',
    });
    expect(reflection).toMatchObject({
      type: 'reflection',
      tags: ['reflection'],
      entityType: 'boss',
      bossId,
      directReportId: null,
      agendaContent: '',
      hasAgenda: false,
      hasReflection: true,
    });
    expect(
      expectSuccess(
        api.meetingNotes.get,
        await user.call(api.meetingNotes.get, { query: { meetingId: bossMeeting } }),
      ),
    ).toEqual(reflection);
    // Meeting notes are notes: they are listed with the rest.
    expect((await readAllNotes(user)).map((note) => note.id)).toEqual(
      expect.arrayContaining([prepId, bossMeeting]),
    );
  });

  it('a second create for the same meeting is a 409 and changes nothing', async () => {
    const id = nextDrMeeting();
    await createMeetingNote({ meetingId: id, directReportId: reportId, agendaContent: 'First' });
    const before = await readSnapshot(user);
    const error = expectError(
      await user.call(api.meetingNotes.create, {
        body: { meetingId: id, directReportId: reportId, agendaContent: 'Second' },
      }),
      409,
      'conflict',
    );
    expect(error.message).toBe('This meeting already has a note');
    expect(await readSnapshot(user)).toEqual(before);
  });

  it("an archived person's meetings keep taking notes", async () => {
    const archived = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, { body: { firstName: 'Ash', ...schedule } }),
    );
    expectSuccess(
      api.directReports.remove,
      await user.call(api.directReports.remove, { params: { id: archived.id } }),
    );
    await createMeetingNote({
      meetingId: meetingId('directReport', archived.id, '2026-01-06'),
      directReportId: archived.id,
      reflectionContent: 'Last 1:1',
    });
  });
});

describe('ensure', () => {
  it('creates the note once and then answers it unchanged, whatever text is sent', async () => {
    const id = nextDrMeeting();
    const ensure = (agendaContent: string) =>
      user.call(api.meetingNotes.ensure, {
        body: { meetingId: id, directReportId: reportId, agendaContent },
      });
    const first = expectSuccess(api.meetingNotes.ensure, await ensure('Initial'));
    expect(first).toMatchObject({ agendaContent: 'Initial', version: 1, type: 'prep' });
    for (const text of ['Initial', 'Different text']) {
      expect(expectSuccess(api.meetingNotes.ensure, await ensure(text))).toEqual(first);
    }
  });

  it('concurrent ensures of a new meeting all answer the same one note', async () => {
    const id = nextDrMeeting();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        user.call(api.meetingNotes.ensure, {
          body: { meetingId: id, directReportId: reportId, agendaContent: `Try ${index}` },
        }),
      ),
    );
    const notes = responses.map((response) => expectSuccess(api.meetingNotes.ensure, response));
    expect(new Set(notes.map((note) => JSON.stringify(note))).size).toBe(1);
    expect((await readAllNotes(user)).filter((note) => note.id === id)).toHaveLength(1);
  });

  it('works on top of a note made by create', async () => {
    const id = nextDrMeeting();
    const created = await createMeetingNote({
      meetingId: id,
      directReportId: reportId,
      reflectionContent: 'Made by create',
    });
    expect(
      expectSuccess(
        api.meetingNotes.ensure,
        await user.call(api.meetingNotes.ensure, {
          body: { meetingId: id, directReportId: reportId, agendaContent: 'Ignored' },
        }),
      ),
    ).toEqual(created);
  });
});

describe('agenda and reflection', () => {
  it('a save on a meeting without a note is a 404 and creates nothing', async () => {
    const id = nextDrMeeting();
    for (const [route, body] of [
      [api.meetingNotes.updateAgenda, { agendaContent: 'A' }],
      [api.meetingNotes.updateReflection, { reflectionContent: 'R' }],
    ] as const) {
      const error = expectError(
        await user.call(route, { params: { meetingId: id }, body }),
        404,
        'not_found',
      );
      expect(error.message).toBe('This meeting has no note yet');
    }
    expect((await readAllNotes(user)).map((note) => note.id)).not.toContain(id);
  });

  it('keeps the tags right as texts are filled and emptied; an emptied note is saved as " "', async () => {
    const id = nextDrMeeting();
    const created = await createMeetingNote({
      meetingId: id,
      directReportId: reportId,
      agendaContent: 'Agenda',
    });
    const agenda = (agendaContent: string) =>
      user.call(api.meetingNotes.updateAgenda, {
        params: { meetingId: id },
        body: { agendaContent },
      });
    const reflection = (reflectionContent: string) =>
      user.call(api.meetingNotes.updateReflection, {
        params: { meetingId: id },
        body: { reflectionContent },
      });

    let note = expectSuccess(api.meetingNotes.updateReflection, await reflection('Went well'));
    expect(note).toMatchObject({
      tags: ['prep', 'reflection'],
      hasAgenda: true,
      hasReflection: true,
    });
    note = expectSuccess(api.meetingNotes.updateAgenda, await agenda(' '));
    expect(note).toMatchObject({
      agendaContent: ' ',
      tags: ['reflection'],
      hasAgenda: false,
      hasReflection: true,
      type: 'prep',
    });
    note = expectSuccess(api.meetingNotes.updateReflection, await reflection(''));
    expect(note).toMatchObject({ tags: [], hasAgenda: false, hasReflection: false });
    note = expectSuccess(api.meetingNotes.updateAgenda, await agenda('Back again'));
    expect(note).toMatchObject({ tags: ['prep'], hasAgenda: true, version: created.version + 4 });
    expect(
      expectSuccess(
        api.meetingNotes.get,
        await user.call(api.meetingNotes.get, { query: { meetingId: id } }),
      ),
    ).toEqual(note);
  });

  it(`a text of exactly ${LIMITS.noteText} characters is saved`, async () => {
    const id = nextDrMeeting();
    await createMeetingNote({ meetingId: id, directReportId: reportId, agendaContent: 'A' });
    const text = 'r'.repeat(LIMITS.noteText);
    const note = expectSuccess(
      api.meetingNotes.updateReflection,
      await user.call(api.meetingNotes.updateReflection, {
        params: { meetingId: id },
        body: { reflectionContent: text },
      }),
    );
    expect(note.reflectionContent).toBe(text);
  });

  it('a stale version is a 409 on agenda, reflection and PUT /api/notes/{id}; the current one succeeds', async () => {
    const id = nextDrMeeting();
    const created = await createMeetingNote({
      meetingId: id,
      directReportId: reportId,
      agendaContent: 'v1',
    });
    const saved = expectSuccess(
      api.meetingNotes.updateAgenda,
      await user.call(api.meetingNotes.updateAgenda, {
        params: { meetingId: id },
        body: { agendaContent: 'v2', version: created.version },
      }),
    );
    expect(saved.version).toBe(2);

    const before = await readSnapshot(user);
    const stale = [
      user.call(api.meetingNotes.updateAgenda, {
        params: { meetingId: id },
        body: { agendaContent: 'lost', version: 1 },
      }),
      user.call(api.meetingNotes.updateReflection, {
        params: { meetingId: id },
        body: { reflectionContent: 'lost', version: 1 },
      }),
      user.call(api.notes.update, { params: { id }, body: { content: 'lost', version: 1 } }),
    ];
    for (const response of await Promise.all(stale)) {
      const error = expectError(response, 409, 'conflict');
      expect(error.message).toContain('version 2');
    }
    expect(await readSnapshot(user)).toEqual(before);

    const reflection = expectSuccess(
      api.meetingNotes.updateReflection,
      await user.call(api.meetingNotes.updateReflection, {
        params: { meetingId: id },
        body: { reflectionContent: 'Fine', version: 2 },
      }),
    );
    expect(reflection).toMatchObject({
      version: 3,
      agendaContent: 'v2',
      reflectionContent: 'Fine',
    });
    const viaNotes = expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id },
        body: { content: 'Side note', version: 3 },
      }),
    );
    expect(viaNotes).toMatchObject({
      version: 4,
      content: 'Side note',
      tags: ['prep', 'reflection'],
    });
  });

  it('concurrent saves with the same version: exactly one wins, the others get 409', async () => {
    const id = nextDrMeeting();
    const created = await createMeetingNote({
      meetingId: id,
      directReportId: reportId,
      agendaContent: 'Base',
    });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        user.call(api.meetingNotes.updateAgenda, {
          params: { meetingId: id },
          body: { agendaContent: `Writer ${index}`, version: created.version },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const note = expectSuccess(
      api.meetingNotes.get,
      await user.call(api.meetingNotes.get, { query: { meetingId: id } }),
    );
    expect(note?.version).toBe(2);
  });
});

describe('flags and delete', () => {
  it(`flags of ${LIMITS.meetingFlags} meetings in one request, each one answered`, async () => {
    const withAgenda = nextDrMeeting();
    const withBoth = nextDrMeeting();
    const withReflection = meetingId('boss', bossId, '2026-09-01');
    await createMeetingNote({
      meetingId: withAgenda,
      directReportId: reportId,
      agendaContent: 'A',
    });
    await createMeetingNote({
      meetingId: withBoth,
      directReportId: reportId,
      agendaContent: 'A',
      reflectionContent: 'R',
    });
    await createMeetingNote({ meetingId: withReflection, bossId, reflectionContent: 'R' });
    const empty = Array.from({ length: LIMITS.meetingFlags - 4 }, (_, index) =>
      meetingId(
        'directReport',
        reportId,
        new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10),
      ),
    );
    const unknownPerson = meetingId('directReport', '01JUNKNOWNUNKNOWNUNKNOWN00', '2026-01-05');
    const ids = [withAgenda, withBoth, withReflection, unknownPerson, ...empty];
    expect(ids).toHaveLength(LIMITS.meetingFlags);

    const { flags } = expectSuccess(api.meetingNotes.flags, await flagsOf(ids));
    expect(Object.keys(flags).sort()).toEqual([...ids].sort());
    expect(flags[withAgenda]).toEqual({ hasAgenda: true, hasReflection: false });
    expect(flags[withBoth]).toEqual({ hasAgenda: true, hasReflection: true });
    expect(flags[withReflection]).toEqual({ hasAgenda: false, hasReflection: true });
    expect(flags[unknownPerson]).toEqual({ hasAgenda: false, hasReflection: false });
    for (const id of empty) expect(flags[id]).toEqual({ hasAgenda: false, hasReflection: false });

    // Repeated and padded ids are read once.
    const repeated = expectSuccess(
      api.meetingNotes.flags,
      await user.call(api.meetingNotes.flags, {
        query: { meetingIds: ` ${withBoth}, ${withBoth},,${withAgenda} ` },
      }),
    );
    expect(Object.keys(repeated.flags).sort()).toEqual([withAgenda, withBoth].sort());
  });

  it('deleting a meeting note resets both flags; get and a second delete are 404', async () => {
    const id = nextDrMeeting();
    await createMeetingNote({
      meetingId: id,
      directReportId: reportId,
      agendaContent: 'A',
      reflectionContent: 'R',
    });
    expect(expectSuccess(api.meetingNotes.flags, await flagsOf([id])).flags[id]).toEqual({
      hasAgenda: true,
      hasReflection: true,
    });
    expect(
      expectSuccess(
        api.meetingNotes.remove,
        await user.call(api.meetingNotes.remove, { params: { meetingId: id } }),
      ),
    ).toEqual({ meetingId: id, hasAgenda: false, hasReflection: false });
    expect(expectSuccess(api.meetingNotes.flags, await flagsOf([id])).flags[id]).toEqual({
      hasAgenda: false,
      hasReflection: false,
    });
    expect(
      expectSuccess(
        api.meetingNotes.get,
        await user.call(api.meetingNotes.get, { query: { meetingId: id } }),
      ),
    ).toBeNull();
    expectError(
      await user.call(api.meetingNotes.remove, { params: { meetingId: id } }),
      404,
      'not_found',
    );
    expect((await readAllNotes(user)).map((note) => note.id)).not.toContain(id);

    // Undo: the meeting's note is created again.
    const again = await createMeetingNote({
      meetingId: id,
      directReportId: reportId,
      agendaContent: 'A',
      reflectionContent: 'R',
    });
    expect(again).toMatchObject({ hasAgenda: true, hasReflection: true, version: 1 });
  });

  it('DELETE /api/notes/{meetingId} also deletes a meeting note and answers it', async () => {
    const id = nextDrMeeting();
    const created = await createMeetingNote({
      meetingId: id,
      directReportId: reportId,
      agendaContent: 'A',
    });
    expect(
      expectSuccess(api.notes.remove, await user.call(api.notes.remove, { params: { id } })),
    ).toEqual(created);
    expect(expectSuccess(api.meetingNotes.flags, await flagsOf([id])).flags[id]).toEqual({
      hasAgenda: false,
      hasReflection: false,
    });
  });
});

describe('prep prompts', () => {
  const prep = (id: string, templateKey?: string) =>
    user.call(api.meetings.prep, {
      params: { meetingId: id },
      ...(templateKey ? { query: { templateKey } } : {}),
    });

  it(`default: at most ${MAX_PREP_PROMPTS} prompts chosen for the person, the same on every call`, async () => {
    for (const id of [nextDrMeeting(), meetingId('boss', bossId, '2026-01-07')]) {
      const first = expectSuccess(api.meetings.prep, await prep(id));
      expect(first.prompts.length).toBeGreaterThan(0);
      expect(first.prompts.length).toBeLessThanOrEqual(MAX_PREP_PROMPTS);
      expect(expectSuccess(api.meetings.prep, await prep(id))).toEqual(first);
    }
  });

  it(`every template key of the audience, at most ${MAX_PREP_PROMPTS} prompts`, async () => {
    for (const [id, templates] of [
      [nextDrMeeting(), DIRECT_REPORT_TEMPLATES],
      [meetingId('boss', bossId, '2026-01-07'), BOSS_TEMPLATES],
    ] as const) {
      for (const template of templates) {
        const { prompts } = expectSuccess(api.meetings.prep, await prep(id, template.key));
        expect(prompts).toEqual(template.items.slice(0, MAX_PREP_PROMPTS));
        expect(prompts.length).toBeGreaterThan(0);
        expect(prompts.length).toBeLessThanOrEqual(MAX_PREP_PROMPTS);
      }
    }
  });

  it("a meeting whose person is not one of the user's is a 404", async () => {
    expectError(
      await prep(meetingId('directReport', '01JUNKNOWNUNKNOWNUNKNOWN00', '2026-01-05')),
      404,
      'not_found',
    );
  });
});
