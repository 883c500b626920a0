/**
 * Server-side validation of notes and meeting notes (docs/product.md#validation-rules 'Meeting
 * notes', #constants-and-limits): every rule is enforced by the API whatever the client checks,
 * answered 400 validation_failed with details naming the field (413 for a body over 256 KB), and a
 * read afterwards shows nothing was written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type AnyRoute, type ErrorCode } from '../../shared/contract';
import { LIMITS } from '../../shared/domain/constants';
import { meetingId } from '../../shared/domain/schedule';
import {
  startLocalStack,
  type ApiClient,
  type ApiResponse,
  type LocalStack,
} from '../../test-support/local-stack';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';
import { readSnapshot } from '../../test-support/read-snapshot';

let stack: LocalStack;
let user: ApiClient;
let reportId: string;
let bossId: string;
let noteId: string;
/** A meeting with the direct report that has a note, one without, and one with the boss. */
let drMeeting: string;
let freshDrMeeting: string;
let bossMeeting: string;

const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '10:00', meetingFrequency: 'weekly' };
const tooLong = 'x'.repeat(LIMITS.noteText + 1);
const longest = 'y'.repeat(LIMITS.noteText);

/** Runs a rejected write and checks that a read afterwards shows no change. */
async function rejected(
  send: () => Promise<ApiResponse>,
  status: number,
  code: ErrorCode,
): Promise<ReturnType<typeof expectError>> {
  const before = await readSnapshot(user);
  const error = expectError(await send(), status, code);
  expect(await readSnapshot(user)).toEqual(before);
  return error;
}

beforeAll(async () => {
  stack = await startLocalStack();
  user = stack.api((await stack.signIn('notes-validation@example.com')).token);
  reportId = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body: { firstName: 'Val', ...schedule } }),
  ).id;
  bossId = expectSuccess(
    api.bosses.create,
    await user.call(api.bosses.create, { body: { firstName: 'Bo', ...schedule } }),
  ).id;
  noteId = expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, { body: { content: 'Existing' } }),
  ).id;
  drMeeting = meetingId('directReport', reportId, '2026-02-02');
  freshDrMeeting = meetingId('directReport', reportId, '2026-02-09');
  bossMeeting = meetingId('boss', bossId, '2026-02-03');
  expectSuccess(
    api.meetingNotes.create,
    await user.call(api.meetingNotes.create, {
      body: { meetingId: drMeeting, directReportId: reportId, agendaContent: 'Agenda' },
    }),
  );
});

afterAll(async () => {
  await stack?.close();
});

/** [label, route, params, body, fields the details must name] */
type Case = [string, AnyRoute, () => Record<string, string>, () => unknown, string[]];
const none = () => ({});
const note = () => ({ id: noteId });
const meeting = () => ({ meetingId: drMeeting });
/** The meeting note as a note: its id is the meeting id. */
const meetingNote = () => ({ id: drMeeting });

describe('Meeting notes (docs/product.md#validation-rules): creating a meeting note (POST /api/notes/meeting and /ensure)', () => {
  const rules: [string, () => Record<string, unknown>, string[]][] = [
    ['no meetingId', () => ({ directReportId: reportId, agendaContent: 'A' }), ['meetingId']],
    [
      'a meetingId with characters outside [A-Za-z0-9_-]',
      () => ({ meetingId: 'dr 1!', directReportId: reportId, agendaContent: 'A' }),
      ['meetingId'],
    ],
    [
      'a meetingId of another form without a person id',
      () => ({ meetingId: 'calendar-event-42', agendaContent: 'A' }),
      ['directReportId'],
    ],
    [
      'a meetingId that is not text',
      () => ({ meetingId: 20260202, directReportId: reportId, agendaContent: 'A' }),
      ['meetingId'],
    ],
    ['no person id', () => ({ meetingId: freshDrMeeting, agendaContent: 'A' }), ['directReportId']],
    [
      'no person id for a meeting with the manager',
      () => ({ meetingId: bossMeeting, reflectionContent: 'R' }),
      ['bossId'],
    ],
    [
      'a person id that does not match the meeting',
      () => ({ meetingId: freshDrMeeting, directReportId: bossId, agendaContent: 'A' }),
      ['directReportId'],
    ],
    [
      'the wrong kind of person for the meeting',
      () => ({ meetingId: freshDrMeeting, bossId: reportId, agendaContent: 'A' }),
      ['directReportId'],
    ],
    [
      'blank agenda and reflection',
      () => ({
        meetingId: freshDrMeeting,
        directReportId: reportId,
        agendaContent: ' ',
        reflectionContent: '\n\t',
      }),
      ['agendaContent'],
    ],
    [
      'neither agenda nor reflection',
      () => ({ meetingId: freshDrMeeting, directReportId: reportId }),
      ['agendaContent'],
    ],
    [
      'both a direct report and a boss',
      () => ({
        meetingId: freshDrMeeting,
        directReportId: reportId,
        bossId,
        agendaContent: 'A',
      }),
      ['bossId'],
    ],
    [
      `an agenda over ${LIMITS.noteText} characters`,
      () => ({ meetingId: freshDrMeeting, directReportId: reportId, agendaContent: tooLong }),
      ['agendaContent'],
    ],
    [
      `a reflection over ${LIMITS.noteText} characters`,
      () => ({ meetingId: freshDrMeeting, directReportId: reportId, reflectionContent: tooLong }),
      ['reflectionContent'],
    ],
    [
      'an agenda that is not text',
      () => ({ meetingId: freshDrMeeting, directReportId: reportId, agendaContent: ['A'] }),
      ['agendaContent'],
    ],
  ];

  describe.each(
    [api.meetingNotes.create, api.meetingNotes.ensure].map((route) => [route.id, route]),
  )('%s', (_id, route) => {
    it.each(rules)(
      '%s is a 400 naming the field; nothing is written',
      async (_label, body, fields) => {
        const error = await rejected(
          () => user.call(route, { body: body() }),
          400,
          'validation_failed',
        );
        expect(detailFields(error)).toEqual(expect.arrayContaining(fields));
      },
    );

    it("a meeting whose person is not one of the user's is a 404, nothing written", async () => {
      const unknown = '01JUNKNOWNUNKNOWNUNKNOWN00';
      const error = await rejected(
        () =>
          user.call(route, {
            body: {
              meetingId: meetingId('directReport', unknown, '2026-02-02'),
              directReportId: unknown,
              agendaContent: 'A',
            },
          }),
        404,
        'not_found',
      );
      expect(error.message).toBe('Meeting not found');
    });

    it(`text of exactly ${LIMITS.noteText} characters is accepted`, async () => {
      const id = meetingId(
        'directReport',
        reportId,
        route.id.endsWith('ensure') ? '2026-03-02' : '2026-03-09',
      );
      const created = expectSuccess(
        route,
        await user.call(route, {
          body: { meetingId: id, directReportId: reportId, agendaContent: longest },
        }),
      ) as { agendaContent: string };
      expect(created.agendaContent).toBe(longest);
      expectSuccess(
        api.meetingNotes.remove,
        await user.call(api.meetingNotes.remove, { params: { meetingId: id } }),
      );
    });
  });
});

const cases: Case[] = [
  ['note: no content', api.notes.create, none, () => ({ tags: [] }), ['content']],
  ['note: empty content', api.notes.create, none, () => ({ content: '' }), ['content']],
  ['note: content is a number', api.notes.create, none, () => ({ content: 5 }), ['content']],
  [
    `note: content over ${LIMITS.noteText} characters`,
    api.notes.create,
    none,
    () => ({ content: tooLong }),
    ['content'],
  ],
  [
    'note: both a direct report and a boss',
    api.notes.create,
    none,
    () => ({ content: 'x', directReportId: reportId, bossId }),
    ['bossId'],
  ],
  [
    'note: an unknown entityType',
    api.notes.create,
    none,
    () => ({ content: 'x', entityType: 'team' }),
    ['entityType'],
  ],
  [
    'note: an unknown type',
    api.notes.create,
    none,
    () => ({ content: 'x', type: 'memo' }),
    ['type'],
  ],
  [
    `note: more than ${LIMITS.noteTags} tags`,
    api.notes.create,
    none,
    () => ({ content: 'x', tags: Array.from({ length: LIMITS.noteTags + 1 }, (_, i) => `t${i}`) }),
    ['tags'],
  ],
  [
    'note: a blank tag',
    api.notes.create,
    none,
    () => ({ content: 'x', tags: ['ok', '  '] }),
    ['tags.1'],
  ],
  [
    'note: a person id with bad characters',
    api.notes.create,
    none,
    () => ({ content: 'x', directReportId: '../x' }),
    ['directReportId'],
  ],
  [
    'note: an unknown direct report',
    api.notes.create,
    none,
    () => ({ content: 'x', directReportId: '01JUNKNOWNUNKNOWNUNKNOWN00' }),
    ['directReportId'],
  ],
  [
    'note: an unknown manager',
    api.notes.create,
    none,
    () => ({ content: 'x', bossId: '01JUNKNOWNUNKNOWNUNKNOWN00' }),
    ['bossId'],
  ],
  [
    `note update: content over ${LIMITS.noteText} characters`,
    api.notes.update,
    note,
    () => ({ content: tooLong }),
    ['content'],
  ],
  ['note update: empty content', api.notes.update, note, () => ({ content: '' }), ['content']],
  ['note update: version 0', api.notes.update, note, () => ({ version: 0 }), ['version']],
  ['note update: version as text', api.notes.update, note, () => ({ version: '1' }), ['version']],
  [
    'note update: fractional version',
    api.notes.update,
    note,
    () => ({ version: 1.5 }),
    ['version'],
  ],
  [
    'note update: an unknown manager',
    api.notes.update,
    note,
    () => ({ bossId: '01JUNKNOWNUNKNOWNUNKNOWN00' }),
    ['bossId'],
  ],
  [
    "meeting note update: changing the meeting note's person",
    api.notes.update,
    meetingNote,
    () => ({ bossId }),
    ['directReportId'],
  ],
  ['agenda: missing', api.meetingNotes.updateAgenda, meeting, () => ({}), ['agendaContent']],
  [
    'agenda: not text',
    api.meetingNotes.updateAgenda,
    meeting,
    () => ({ agendaContent: null }),
    ['agendaContent'],
  ],
  [
    `agenda: over ${LIMITS.noteText} characters`,
    api.meetingNotes.updateAgenda,
    meeting,
    () => ({ agendaContent: tooLong }),
    ['agendaContent'],
  ],
  [
    'agenda: a bad version',
    api.meetingNotes.updateAgenda,
    meeting,
    () => ({ agendaContent: 'A', version: -1 }),
    ['version'],
  ],
  [
    'reflection: missing',
    api.meetingNotes.updateReflection,
    meeting,
    () => ({ agendaContent: 'wrong field' }),
    ['reflectionContent'],
  ],
  [
    `reflection: over ${LIMITS.noteText} characters`,
    api.meetingNotes.updateReflection,
    meeting,
    () => ({ reflectionContent: tooLong }),
    ['reflectionContent'],
  ],
];

describe('400 validation_failed names the field and writes nothing', () => {
  it.each(cases)('%s', async (_label, route, params, body, fields) => {
    const error = await rejected(
      () => user.call(route, { params: params(), body: body() }),
      400,
      'validation_failed',
    );
    expect(error.details?.length).toBeGreaterThan(0);
    for (const detail of error.details ?? []) expect(detail.location).toBe('body');
    expect(detailFields(error)).toEqual(expect.arrayContaining(fields));
  });
});

describe(`413 for a body over ${LIMITS.requestBodyBytes / 1024} KB`, () => {
  const huge = 'z'.repeat(LIMITS.requestBodyBytes + 1);
  const cases413: [string, AnyRoute, () => Record<string, string>, () => unknown][] = [
    [api.notes.create.id, api.notes.create, none, () => ({ content: huge })],
    [api.notes.update.id, api.notes.update, note, () => ({ content: huge })],
    [
      api.meetingNotes.create.id,
      api.meetingNotes.create,
      none,
      () => ({ meetingId: freshDrMeeting, directReportId: reportId, agendaContent: huge }),
    ],
    [
      api.meetingNotes.updateAgenda.id,
      api.meetingNotes.updateAgenda,
      meeting,
      () => ({ agendaContent: huge }),
    ],
  ];
  it.each(cases413)('%s', async (_id, route, params, body) => {
    await rejected(
      () => user.call(route, { params: params(), body: body() }),
      413,
      'payload_too_large',
    );
  });
});

describe('queries', () => {
  it.each([
    ['meetingIds missing', {}],
    ['meetingIds empty', { meetingIds: '' }],
    ['meetingIds only commas', { meetingIds: ' , ,' }],
    [
      'a meetingId with characters outside [A-Za-z0-9_-]',
      { meetingIds: `${meetingId('directReport', 'abc', '2026-01-05')},no pe!` },
    ],
    [
      `more than ${LIMITS.meetingFlags} meetingIds`,
      {
        meetingIds: Array.from({ length: LIMITS.meetingFlags + 1 }, (_, index) =>
          meetingId('directReport', `p${index}`, '2026-01-05'),
        ).join(','),
      },
    ],
  ])('GET /api/notes/meeting/flags with %s is a 400 on meetingIds', async (_label, query) => {
    const error = expectError(
      await user.call(api.meetingNotes.flags, { query }),
      400,
      'validation_failed',
    );
    const fields = detailFields(error, 'query');
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field).toMatch(/^meetingIds(\.\d+)?$/);
  });

  it.each([
    ['missing', {}],
    ['with characters outside [A-Za-z0-9_-]', { meetingId: 'dr 1!' }],
  ])('GET /api/notes/meeting with meetingId %s is a 400 on meetingId', async (_label, query) => {
    const error = expectError(
      await user.call(api.meetingNotes.get, { query }),
      400,
      'validation_failed',
    );
    expect(detailFields(error, 'query')).toEqual(['meetingId']);
  });

  it.each([
    ['a key of the other audience', () => drMeeting, 'career-development'],
    ['an unknown key', () => drMeeting, 'weekly-sync'],
    ['a key in capitals', () => drMeeting, 'REGULAR'],
    ['a key of the other audience (manager)', () => bossMeeting, 'difficult-conversation'],
  ])(
    'GET /api/meetings/{meetingId}/prep with %s is a 400 on templateKey',
    async (_label, id, key) => {
      const error = expectError(
        await user.call(api.meetings.prep, {
          params: { meetingId: id() },
          query: { templateKey: key },
        }),
        400,
        'validation_failed',
      );
      expect(detailFields(error, 'query')).toEqual(['templateKey']);
    },
  );
});
