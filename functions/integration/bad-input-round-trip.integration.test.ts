/**
 * The API takes back what it gives (docs/api.md#conventions): a write whose answer is a resource
 * — the profile, a direct report, the manager, a note, a meeting note — accepts that resource as
 * its body, as a GET answered it. The fields the route does not write (`id`, `createdAt`,
 * `onboardingCompleted`, …) are ignored, an `id` or `meetingId` must match the path's, and a field
 * the resource does not have is still a 400 naming it. So is every built-in name of JavaScript
 * objects (`toString`, `constructor`, `__proto__`, …), on every route that takes a body, nested
 * ones included; nothing is written by a refused request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  routes,
  type Boss,
  type DirectReport,
  type Note,
  type Profile,
} from '../../shared/contract';
import { meetingId } from '../../shared/domain/schedule';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';
import { readSnapshot } from '../../test-support/read-snapshot';
import { paramsFor, sampleBody, sampleQuery } from '../../test-support/route-samples';

let stack: LocalStack;
let user: ApiClient;
let report: DirectReport;
let other: DirectReport;
let boss: Boss;
let note: Note;
let meetingNote: Note;

const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '11:00', meetingFrequency: 'weekly' };

beforeAll(async () => {
  stack = await startLocalStack({ runScheduledJobs: false });
  user = stack.api((await stack.signIn('round-trip@example.com')).token);
  expectSuccess(
    api.onboarding.complete,
    await user.call(api.onboarding.complete, { body: { firstName: 'Ria', teamSize: 2 } }),
  );
  report = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: { firstName: 'Ana', ...schedule, strengths: ['Clear writing'] },
    }),
  );
  other = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body: { firstName: 'Ben', ...schedule } }),
  );
  boss = expectSuccess(
    api.bosses.create,
    await user.call(api.bosses.create, {
      body: { firstName: 'Bo', ...schedule, priorities: ['Hiring'] },
    }),
  );
  note = expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, {
      body: { content: 'First note', directReportId: report.id, tags: ['growth'] },
    }),
  );
  meetingNote = expectSuccess(
    api.meetingNotes.create,
    await user.call(api.meetingNotes.create, {
      body: {
        meetingId: meetingId('directReport', report.id, '2026-04-06'),
        directReportId: report.id,
        agendaContent: 'Agenda',
      },
    }),
  );
});

afterAll(async () => {
  await stack?.close();
});

const readProfile = async () =>
  expectSuccess(api.profile.get, await user.call(api.profile.get)) as Profile;
const readReport = async (id: string) =>
  expectSuccess(
    api.directReports.list,
    await user.call(api.directReports.list, { query: { includeArchived: '1' } }),
  ).find((person) => person.id === id)!;
const readBoss = async (id: string) =>
  expectSuccess(
    api.bosses.list,
    await user.call(api.bosses.list, { query: { includeArchived: '1' } }),
  ).find((person) => person.id === id)!;
const readNote = async (id: string) =>
  expectSuccess(api.notes.get, await user.call(api.notes.get, { params: { id } }));
const readMeetingNote = async (id: string) => {
  const note = expectSuccess(
    api.meetingNotes.get,
    await user.call(api.meetingNotes.get, { query: { meetingId: id } }),
  );
  expect(note, `the note of ${id}`).not.toBeNull();
  return note!;
};

describe('PUT /api/profile takes the profile GET /api/profile answered', () => {
  it('saves it as sent back, with a change', async () => {
    const profile = await readProfile();
    const saved = expectSuccess(
      api.profile.update,
      await user.call(api.profile.update, { body: { ...profile, role: 'Director' } }),
    );
    expect(saved).toEqual({ ...profile, role: 'Director', updatedAt: saved.updatedAt });
    expect(await readProfile()).toEqual(saved);
  });

  it('ignores the server-owned fields it carries', async () => {
    const profile = await readProfile();
    const saved = expectSuccess(
      api.profile.update,
      await user.call(api.profile.update, {
        body: {
          ...profile,
          lastName: 'Round',
          onboardingCompleted: false,
          createdAt: '2001-01-01T00:00:00.000Z',
          updatedAt: '2001-01-01T00:00:00.000Z',
          email: 'someone-else@example.com',
          integrations: { googleCalendar: true, slack: true },
        },
      }),
    );
    expect(saved.lastName).toBe('Round');
    expect(saved.onboardingCompleted).toBe(true);
    expect(saved.createdAt).toBe(profile.createdAt);
    expect(saved.updatedAt).not.toBe('2001-01-01T00:00:00.000Z');
    expect(saved.email).toBe(profile.email);
    expect(saved.integrations).toEqual(profile.integrations);
  });

  it('only server-owned fields is an empty update: a 400, nothing written', async () => {
    const before = await readProfile();
    const error = expectError(
      await user.call(api.profile.update, {
        body: { onboardingCompleted: false, createdAt: before.createdAt },
      }),
      400,
      'validation_failed',
    );
    expect(detailFields(error)).toEqual(['']);
    expect(await readProfile()).toEqual(before);
  });

  it('a field the profile does not have is a 400 naming it, nothing written', async () => {
    const before = await readProfile();
    const error = expectError(
      await user.call(api.profile.update, {
        body: { ...before, role: 'Changed', nickname: 'Ri', preferences: { theme: 'dark' } },
      }),
      400,
      'validation_failed',
    );
    // In the order of the body's members: `preferences` came with the profile.
    expect(detailFields(error)).toEqual(['preferences.theme', 'nickname']);
    expect(error.message).toBe('Invalid request body: preferences.theme: Unknown field');
    expect(await readProfile()).toEqual(before);
  });
});

describe('people routes take the person a list answered', () => {
  it('PUT /api/direct-reports/{id} saves the listed person sent back, with a change', async () => {
    const person = await readReport(report.id);
    const saved = expectSuccess(
      api.directReports.update,
      await user.call(api.directReports.update, {
        params: { id: person.id },
        body: { ...person, role: 'Tech lead', createdAt: '2001-01-01T00:00:00.000Z' },
      }),
    );
    expect(saved).toEqual({ ...person, role: 'Tech lead', updatedAt: saved.updatedAt });
  });

  it('POST /api/direct-reports makes a new person of a listed one; its id and dates are ignored', async () => {
    const person = await readReport(other.id);
    const created = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: { ...person, firstName: 'Cleo', name: 'Cleo', status: 'archived' },
      }),
    );
    expect(created.id).not.toBe(person.id);
    expect(created.firstName).toBe('Cleo');
    expect(created.status).toBe('active');
    expect(created.createdAt).not.toBe(person.createdAt);
    expect((await readReport(other.id)).firstName).toBe('Ben');
  });

  it('PUT /api/bosses/{id} saves the listed manager sent back, with a change', async () => {
    const manager = await readBoss(boss.id);
    const saved = expectSuccess(
      api.bosses.update,
      await user.call(api.bosses.update, {
        params: { id: manager.id },
        body: { ...manager, priorities: ['Hiring', 'Roadmap'] },
      }),
    );
    expect(saved).toEqual({
      ...manager,
      priorities: ['Hiring', 'Roadmap'],
      updatedAt: saved.updatedAt,
    });
  });

  it('POST /api/bosses makes a new manager of a listed one once the old is archived', async () => {
    const manager = await readBoss(boss.id);
    expectSuccess(
      api.bosses.update,
      await user.call(api.bosses.update, {
        params: { id: manager.id },
        body: { status: 'archived' },
      }),
    );
    try {
      const created = expectSuccess(
        api.bosses.create,
        await user.call(api.bosses.create, { body: { ...manager, firstName: 'Bea' } }),
      );
      expect(created.id).not.toBe(manager.id);
      expect(created.firstName).toBe('Bea');
      expect(created.priorities).toEqual(manager.priorities);
      expectSuccess(
        api.bosses.update,
        await user.call(api.bosses.update, {
          params: { id: created.id },
          body: { status: 'archived' },
        }),
      );
    } finally {
      await user.call(api.bosses.update, {
        params: { id: manager.id },
        body: { status: 'active' },
      });
    }
  });

  it("an id that is not the path's is a 400 naming it, nothing written", async () => {
    const person = await readReport(report.id);
    const otherPerson = await readReport(other.id);
    const error = expectError(
      await user.call(api.directReports.update, {
        params: { id: report.id },
        body: { ...person, id: other.id, role: 'Elsewhere' },
      }),
      400,
      'validation_failed',
    );
    expect(detailFields(error)).toEqual(['id']);
    expect(error.message).toBe('Invalid request body: id: Must match the id in the path');
    expect(await readReport(report.id)).toEqual(person);
    expect(await readReport(other.id)).toEqual(otherPerson);
  });

  it('a field a person does not have is a 400 naming it, nothing written', async () => {
    const person = await readReport(report.id);
    const error = expectError(
      await user.call(api.directReports.update, {
        params: { id: report.id },
        body: { ...person, role: 'Changed', salary: 100 },
      }),
      400,
      'validation_failed',
    );
    expect(detailFields(error)).toEqual(['salary']);
    expect(await readReport(report.id)).toEqual(person);
  });
});

describe('note routes take the note they answered', () => {
  it('PUT /api/notes/{id} saves the note sent back, with a change and its version', async () => {
    const current = await readNote(note.id);
    const saved = expectSuccess(
      api.notes.update,
      await user.call(api.notes.update, {
        params: { id: current.id },
        body: { ...current, content: 'Edited note' },
      }),
    );
    expect(saved).toEqual({
      ...current,
      content: 'Edited note',
      updatedAt: saved.updatedAt,
      version: current.version + 1,
    });
  });

  it('PUT /api/notes/{id} with a stale version sent back is still a 409', async () => {
    const current = await readNote(note.id);
    expectError(
      await user.call(api.notes.update, {
        params: { id: current.id },
        body: { ...current, content: 'Stale edit', version: current.version - 1 },
      }),
      409,
      'conflict',
    );
    expect(await readNote(note.id)).toEqual(current);
  });

  it('POST /api/notes makes a new note of one sent back', async () => {
    const current = await readNote(note.id);
    const created = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, { body: { ...current, content: 'A copy' } }),
    );
    expect(created.id).not.toBe(current.id);
    expect(created).toMatchObject({
      content: 'A copy',
      directReportId: report.id,
      tags: current.tags,
      version: 1,
    });
  });

  it('PUT …/agenda and …/reflection save the meeting note sent back', async () => {
    const current = await readMeetingNote(meetingNote.id);
    const agenda = expectSuccess(
      api.meetingNotes.updateAgenda,
      await user.call(api.meetingNotes.updateAgenda, {
        params: { meetingId: current.id },
        body: { ...current, agendaContent: 'New agenda' },
      }),
    );
    expect(agenda.agendaContent).toBe('New agenda');
    const reflection = expectSuccess(
      api.meetingNotes.updateReflection,
      await user.call(api.meetingNotes.updateReflection, {
        params: { meetingId: current.id },
        body: { ...agenda, reflectionContent: 'Went well' },
      }),
    );
    expect(reflection).toMatchObject({
      agendaContent: 'New agenda',
      reflectionContent: 'Went well',
      version: current.version + 2,
    });
  });

  it('POST /api/notes/meeting/ensure and /api/notes/meeting take a meeting note sent back', async () => {
    const current = await readMeetingNote(meetingNote.id);
    const ensured = expectSuccess(
      api.meetingNotes.ensure,
      await user.call(api.meetingNotes.ensure, { body: current }),
    );
    expect(ensured).toEqual(current);
    const nextMeeting = meetingId('directReport', report.id, '2026-04-13');
    const created = expectSuccess(
      api.meetingNotes.create,
      await user.call(api.meetingNotes.create, {
        body: { ...current, meetingId: nextMeeting, agendaContent: 'Next agenda' },
      }),
    );
    expect(created).toMatchObject({ id: nextMeeting, agendaContent: 'Next agenda' });
  });

  it("a meetingId that is not the path's is a 400 naming it, nothing written", async () => {
    const current = await readMeetingNote(meetingNote.id);
    const error = expectError(
      await user.call(api.meetingNotes.updateAgenda, {
        params: { meetingId: current.id },
        body: {
          ...current,
          meetingId: meetingId('directReport', other.id, '2026-04-06'),
          agendaContent: 'Misplaced',
        },
      }),
      400,
      'validation_failed',
    );
    expect(detailFields(error)).toEqual(['meetingId']);
    expect(await readMeetingNote(meetingNote.id)).toEqual(current);
  });
});

/** Names every plain JavaScript object answers to, though none of them is its own field. */
const BUILT_IN_NAMES = [
  'toString',
  'valueOf',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
];

/** The JSON text of `body` with one more member, written as is (so `__proto__` is a member). */
const withMember = (body: unknown, name: string, value = '{}') =>
  `${JSON.stringify(body).slice(0, -1)},${JSON.stringify(name)}:${value}}`;

describe('a built-in name is an unknown field on every route that takes a body', () => {
  const writeRoutes = routes.filter((route) => route.body !== null);

  it.each(writeRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_label, route) => {
      const before = await readSnapshot(user);
      for (const name of BUILT_IN_NAMES) {
        const error = expectError(
          await user.call(route, {
            params: paramsFor(route, route.path.includes('{id}') ? report.id : undefined),
            query: sampleQuery(route),
            rawBody: withMember(sampleBody(route), name),
          }),
          400,
          'validation_failed',
        );
        expect(detailFields(error), name).toEqual([name]);
        expect(error.message).toBe(`Invalid request body: ${name}: Unknown field`);
      }
      expect(await readSnapshot(user)).toEqual(before);
    },
  );

  it('nested ones are named by their path', async () => {
    const before = await readProfile();
    for (const name of BUILT_IN_NAMES) {
      const error = expectError(
        await user.call(api.profile.update, {
          rawBody: `{"firstName":"Pat","preferences":${withMember({ coachingStyle: 'direct' }, name, '1')}}`,
        }),
        400,
        'validation_failed',
      );
      expect(detailFields(error), name).toEqual([`preferences.${name}`]);
    }
    expect(await readProfile()).toEqual(before);
  });
});
