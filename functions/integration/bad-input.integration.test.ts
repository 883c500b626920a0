/**
 * Bad input as a caller sees it: malformed JSON (400 invalid_json), wrong types and broken rules
 * (400 validation_failed with details naming the field), oversized bodies (413
 * payload_too_large), a bad query (400) and unknown paths (404). After every rejected write a read
 * shows that nothing was written or changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, routes, type AnyRoute, type ErrorCode } from '../../shared/contract';
import { LIMITS } from '../../shared/domain/constants';
import {
  startLocalStack,
  type ApiClient,
  type ApiResponse,
  type LocalStack,
} from '../../test-support/local-stack';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';
import { readSnapshot } from '../../test-support/read-snapshot';
import { DUMMY_ID, paramsFor, sampleBody, sampleQuery } from '../../test-support/route-samples';
import { meetingId } from '../../shared/domain/schedule';

let stack: LocalStack;
let user: ApiClient;
let reportId: string;
let detectedId: string;
let bossId: string;
let noteId: string;
/** A meeting of the user's direct report that has a note. */
let meetingWithNote: string;

const schedule = { meetingDayOfWeek: 'Tuesday', meetingTime: '10:30', meetingFrequency: 'monthly' };
const writeRoutes = routes.filter((route) => route.body !== null);

/** Everything the user can read, archived people included. */
function snapshot(): Promise<Record<string, unknown>> {
  return readSnapshot(user);
}

/** Runs a rejected write and checks that a read afterwards shows no change. */
async function rejected(
  send: () => Promise<ApiResponse>,
  status: number,
  code: ErrorCode,
): Promise<ReturnType<typeof expectError>> {
  const before = await snapshot();
  const error = expectError(await send(), status, code);
  expect(await snapshot()).toEqual(before);
  return error;
}

/** The user's id for a route's `{id}` (by the path's resource segment). */
function idFor(route: AnyRoute): string {
  if (route.path.startsWith('/api/bosses/')) return bossId;
  if (route.path.startsWith('/api/notes/')) return noteId;
  return reportId;
}

/** The user's items for every `{param}` of a route: `{meetingId}` gets a meeting with a note. */
function userParams(route: AnyRoute): Record<string, string> {
  return { ...paramsFor(route, idFor(route)), ...meetingParams(route) };
}

function meetingParams(route: AnyRoute): Record<string, string> {
  return route.path.includes('{meetingId}') ? { meetingId: meetingWithNote } : {};
}

/**
 * The text field the body-size test fills just under the limit: one the route's schema limits,
 * so the answer is a 400 naming it.
 */
const LONG_TEXT_FIELD: Readonly<Record<string, string>> = {
  'notes.create': 'content',
  'feedbackMoments.create': 'directReportId',
  'manageUp.setCurrent': 'teamWins',
  'manageUpMoments.create': 'bossId',
  'notes.update': 'content',
  'notes.phrasingSuggestions': 'message',
  'meetingNotes.create': 'agendaContent',
  'meetingNotes.ensure': 'reflectionContent',
  'meetingNotes.updateAgenda': 'agendaContent',
  'meetingNotes.updateReflection': 'reflectionContent',
  'commitments.create': 'text',
  'commitments.update': 'text',
  'commitments.complete': 'meetingId',
  'commitments.reopen': 'version',
  'usageSignals.create': 'meetingId',
  'googleAuth.start': 'redirect',
  'slackAuth.start': 'redirect',
  'calendar.sync': 'force',
  'feedback.bannerNudge': 'nudgeType',
  'feedback.dismissBanner': 'nudgeId',
};

beforeAll(async () => {
  stack = await startLocalStack();
  user = stack.api((await stack.signIn('bad-input@example.com')).token);
  expectSuccess(
    api.onboarding.complete,
    await user.call(api.onboarding.complete, {
      body: { firstName: 'Bea', lastName: 'Input', teamSize: 2, email: 'bea@example.com' },
    }),
  );
  reportId = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body: { firstName: 'Rey', ...schedule } }),
  ).id;
  detectedId = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body: { firstName: 'Dot', source: 'detected' } }),
  ).id;
  bossId = expectSuccess(
    api.bosses.create,
    await user.call(api.bosses.create, {
      body: { firstName: 'Bo', ...schedule, priorities: ['One'] },
    }),
  ).id;
  noteId = expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, { body: { content: 'A note', directReportId: reportId } }),
  ).id;
  meetingWithNote = meetingId('directReport', reportId, '2026-04-07');
  expectSuccess(
    api.meetingNotes.create,
    await user.call(api.meetingNotes.create, {
      body: { meetingId: meetingWithNote, directReportId: reportId, agendaContent: 'Agenda' },
    }),
  );
});

afterAll(async () => {
  await stack?.close();
});

describe.each(writeRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_, route) => {
    const params = () => userParams(route);

    // A route whose body is optional (POST /api/calendar/sync) takes an empty one.
    const bodyOptional = route.body?.safeParse(undefined).success ?? false;
    it.each([
      ['truncated JSON', '{"firstName": "Broken",'],
      ['single quotes', "{'firstName': 'Broken'}"],
      ['trailing text', '{"firstName": "Broken"} trailing'],
      ...(bodyOptional ? [] : [['an empty body', '']]),
    ])('400 invalid_json for %s', async (_label, rawBody) => {
      await rejected(
        () => user.call(route, { params: params(), query: sampleQuery(route), rawBody }),
        400,
        'invalid_json',
      );
    });

    it.each([
      ['an array', []],
      ['a string', 'firstName'],
      ['null', null],
    ])('400 validation_failed for %s instead of an object', async (_label, body) => {
      const error = await rejected(
        () =>
          user.call(route, {
            params: params(),
            query: sampleQuery(route),
            rawBody: JSON.stringify(body),
          }),
        400,
        'validation_failed',
      );
      expect(error.details?.[0]?.location).toBe('body');
    });

    it(`413 payload_too_large for a body over ${LIMITS.requestBodyBytes / 1024} KB`, async () => {
      const body = {
        firstName: 'Huge',
        lastName: 'x'.repeat(LIMITS.requestBodyBytes + 1),
        ...schedule,
      };
      await rejected(
        () => user.call(route, { params: params(), query: sampleQuery(route), body }),
        413,
        'payload_too_large',
      );
    });

    it('a body just under the size limit is read and validated (400, not 413)', async () => {
      const filler = 'x'.repeat(LIMITS.requestBodyBytes - 200);
      const field = LONG_TEXT_FIELD[route.id] ?? 'lastName';
      const base =
        field === 'lastName' ? { firstName: 'Big', ...schedule } : (sampleBody(route) as object);
      const error = await rejected(
        () =>
          user.call(route, {
            params: params(),
            query: sampleQuery(route),
            body: { ...base, [field]: filler },
          }),
        400,
        'validation_failed',
      );
      expect(detailFields(error)).toContain(field);
    });
  },
);

/** [route, params, body, fields the details must name] */
type Case = [string, AnyRoute, () => Record<string, string>, unknown, string[]];
const none = () => ({});
const report = () => ({ id: reportId });
const detected = () => ({ id: detectedId });
const boss = () => ({ id: bossId });
const eleven = Array.from({ length: 11 }, (_, index) => `Priority ${index + 1}`);

const cases: Case[] = [
  ['profile: firstName is a number', api.profile.update, none, { firstName: 5 }, ['firstName']],
  ['profile: blank firstName', api.profile.update, none, { firstName: '   ' }, ['firstName']],
  ['profile: teamSize is text', api.profile.update, none, { teamSize: 'x' }, ['teamSize']],
  ['profile: teamSize is fractional', api.profile.update, none, { teamSize: 2.5 }, ['teamSize']],
  ['profile: teamSize is negative', api.profile.update, none, { teamSize: -1 }, ['teamSize']],
  [
    'profile: unknown time zone',
    api.profile.update,
    none,
    { preferences: { timeZone: 'Mars/Olympus' } },
    ['preferences.timeZone'],
  ],
  [
    'profile: unknown coaching style and nudge frequency, a weekend choice that is not a boolean',
    api.profile.update,
    none,
    { preferences: { coachingStyle: 'harsh', nudgeFrequency: 'monthly', nudgeOnWeekends: 'yes' } },
    ['preferences.coachingStyle', 'preferences.nudgeFrequency', 'preferences.nudgeOnWeekends'],
  ],
  ['profile: goals is not a list', api.profile.update, none, { goals: 'Grow' }, ['goals']],
  [
    'profile: a valid field does not save next to an invalid one',
    api.profile.update,
    none,
    { role: 'Changed', teamSize: 'x' },
    ['teamSize'],
  ],
  ['onboarding: firstName missing', api.onboarding.complete, none, { teamSize: 3 }, ['firstName']],
  [
    'onboarding: teamSize 0',
    api.onboarding.complete,
    none,
    { firstName: 'A', teamSize: 0 },
    ['teamSize'],
  ],
  [
    'onboarding: teamSize 7',
    api.onboarding.complete,
    none,
    { firstName: 'A', teamSize: 7 },
    ['teamSize'],
  ],
  [
    'onboarding: bad email',
    api.onboarding.complete,
    none,
    { firstName: 'A', email: 'not-an-email' },
    ['email'],
  ],
  [
    'onboarding: coaching style',
    api.onboarding.complete,
    none,
    { firstName: 'A', coachingStyle: 'harsh' },
    ['coachingStyle'],
  ],
  [
    'direct report: firstName is a number',
    api.directReports.create,
    none,
    { firstName: 5, ...schedule },
    ['firstName'],
  ],
  [
    'direct report: meetingTime 25:00',
    api.directReports.create,
    none,
    { firstName: 'A', ...schedule, meetingTime: '25:00' },
    ['meetingTime'],
  ],
  [
    'direct report: meetingTime without leading zero',
    api.directReports.create,
    none,
    { firstName: 'A', ...schedule, meetingTime: '9:30' },
    ['meetingTime'],
  ],
  [
    'direct report: meetingDayOfWeek Saturday',
    api.directReports.create,
    none,
    { firstName: 'A', ...schedule, meetingDayOfWeek: 'Saturday' },
    ['meetingDayOfWeek'],
  ],
  [
    'direct report: frequency daily',
    api.directReports.create,
    none,
    { firstName: 'A', ...schedule, meetingFrequency: 'daily' },
    ['meetingFrequency'],
  ],
  [
    'direct report: bad email',
    api.directReports.create,
    none,
    { firstName: 'A', ...schedule, email: 'ann@' },
    ['email'],
  ],
  [
    'direct report: manual without a schedule',
    api.directReports.create,
    none,
    { firstName: 'A' },
    ['meetingDayOfWeek', 'meetingTime', 'meetingFrequency'],
  ],
  [
    'direct report: more than 50 strengths',
    api.directReports.create,
    none,
    {
      firstName: 'A',
      ...schedule,
      strengths: Array.from({ length: 51 }, (_, index) => `S${index}`),
    },
    ['strengths'],
  ],
  [
    'direct report: avatar is not an http(s) URL',
    api.directReports.create,
    none,
    { firstName: 'A', ...schedule, avatar: 'javascript:alert(1)' },
    ['avatar'],
  ],
  [
    'direct report update: status deleted',
    api.directReports.update,
    report,
    { status: 'deleted' },
    ['status'],
  ],
  [
    'direct report update: blank firstName',
    api.directReports.update,
    report,
    { firstName: '  ' },
    ['firstName'],
  ],
  [
    'direct report update: clearing the day of a manual person',
    api.directReports.update,
    report,
    { meetingDayOfWeek: null },
    ['meetingDayOfWeek'],
  ],
  [
    'direct report update: a detected person made manual without a schedule',
    api.directReports.update,
    detected,
    { source: 'manual', firstName: 'Dorothy' },
    ['meetingDayOfWeek'],
  ],
  [
    'boss: priorities with 11 items',
    api.bosses.create,
    none,
    { firstName: 'B', ...schedule, priorities: eleven },
    ['priorities'],
  ],
  [
    'boss: relationshipType peer',
    api.bosses.create,
    none,
    { firstName: 'B', ...schedule, relationshipType: 'peer' },
    ['relationshipType'],
  ],
  [
    'boss update: priorities with 11 items',
    api.bosses.update,
    boss,
    { priorities: eleven },
    ['priorities'],
  ],
  [
    'boss update: frequency daily',
    api.bosses.update,
    boss,
    { meetingFrequency: 'daily' },
    ['meetingFrequency'],
  ],
];

describe('400 validation_failed names the field and writes nothing', () => {
  it.each(cases)('%s', async (_label, route, params, body, fields) => {
    const error = await rejected(
      () => user.call(route, { params: params(), body }),
      400,
      'validation_failed',
    );
    expect(error.details?.length).toBeGreaterThan(0);
    for (const detail of error.details ?? []) {
      expect(detail.location).toBe('body');
      expect(detail.message.length).toBeGreaterThan(0);
    }
    expect(detailFields(error)).toEqual(expect.arrayContaining(fields));
  });

  it('the boss create with 11 priorities is rejected even though a boss slot is free', async () => {
    await user.call(api.bosses.update, { params: { id: bossId }, body: { status: 'archived' } });
    try {
      const error = await rejected(
        () =>
          user.call(api.bosses.create, {
            body: { firstName: 'B', ...schedule, priorities: eleven },
          }),
        400,
        'validation_failed',
      );
      expect(detailFields(error)).toEqual(['priorities']);
    } finally {
      await user.call(api.bosses.update, { params: { id: bossId }, body: { status: 'active' } });
    }
    const bosses = expectSuccess(api.bosses.list, await user.call(api.bosses.list));
    expect(bosses.map((item) => item.id)).toEqual([bossId]);
  });
});

describe('bad params and query', () => {
  it.each(
    routes
      .filter((route) => route.path.includes('{id}'))
      .map((route) => [route.id, route] as const),
  )('%s: an id with characters outside [A-Za-z0-9_-] is a 400 on params', async (_label, route) => {
    const error = await rejected(
      () =>
        user.call(route, {
          params: paramsFor(route, 'bad id!'),
          body: route.body ? { firstName: 'X' } : undefined,
        }),
      400,
      'validation_failed',
    );
    expect(detailFields(error, 'params')).toEqual(['id']);
  });

  it.each(
    routes
      .filter((route) => route.path.includes('{meetingId}'))
      .flatMap((route) =>
        [
          ['characters outside [A-Za-z0-9_-]', 'bad id!'],
          ['a person id longer than any id', `dr-${'x'.repeat(200)}-20260105`],
        ].map(([label, value]) => [route.id, label!, value!, route] as const),
      ),
  )('%s: a meetingId with %s is a 400 on params', async (_id, _label, value, route) => {
    const error = await rejected(
      () =>
        user.call(route, {
          params: paramsFor(route, value),
          query: sampleQuery(route),
          body: sampleBody(route),
        }),
      400,
      'validation_failed',
    );
    expect(detailFields(error, 'params')).toEqual(['meetingId']);
  });

  const archivedQueryRoutes = routes.filter(
    (route) => !route.query.safeParse({ ...sampleQuery(route), includeArchived: 'maybe' }).success,
  );

  it('some routes take includeArchived', () => {
    expect(archivedQueryRoutes.map((route) => route.id).sort()).toEqual([
      'bosses.list',
      'directReports.list',
    ]);
  });

  it.each(archivedQueryRoutes.map((route) => [route.id, route] as const))(
    '%s?includeArchived=maybe is a 400 naming the query field',
    async (_label, route) => {
      const error = expectError(
        await user.call(route, { query: { ...sampleQuery(route), includeArchived: 'maybe' } }),
        400,
        'validation_failed',
      );
      expect(detailFields(error, 'query')).toEqual(['includeArchived']);
    },
  );

  const weekly = api.unifiedMeetings.weekly;

  it.each([
    ['scope missing', {}, 'scope'],
    ['scope empty', { scope: '' }, 'scope'],
    ['scope=team', { scope: 'team' }, 'scope'],
    ['scope in the wrong case', { scope: 'Boss' }, 'scope'],
    ['personId with bad characters', { scope: 'direct-report', personId: 'bad id!' }, 'personId'],
    ['personId with a slash', { scope: 'boss', personId: '../profile' }, 'personId'],
    ['personId too long', { scope: 'direct-report', personId: 'x'.repeat(65) }, 'personId'],
  ])(
    'GET /api/unified-meetings/weekly with %s is a 400 naming the query field',
    async (_label, query: Record<string, string>, field) => {
      const error = expectError(await user.call(weekly, { query }), 400, 'validation_failed');
      expect(detailFields(error, 'query')).toEqual([field]);
      expect(error.message).toContain(field);
    },
  );

  it('GET /api/unified-meetings/weekly with an unknown personId is a 404 for either scope', async () => {
    for (const scope of ['direct-report', 'boss']) {
      expectError(
        await user.call(weekly, { query: { scope, personId: DUMMY_ID } }),
        404,
        'not_found',
      );
    }
  });

  it("GET /api/unified-meetings/weekly with a person of the other kind's id is a 404", async () => {
    expectError(
      await user.call(weekly, { query: { scope: 'boss', personId: reportId } }),
      404,
      'not_found',
    );
    expectError(
      await user.call(weekly, { query: { scope: 'direct-report', personId: bossId } }),
      404,
      'not_found',
    );
  });

  it('the valid weekly queries are accepted', async () => {
    const queries: Record<string, string>[] = [
      { scope: 'direct-report' },
      { scope: 'boss' },
      { scope: 'direct-report', personId: reportId },
      { scope: 'boss', personId: bossId },
    ];
    for (const query of queries) {
      expectSuccess(weekly, await user.call(weekly, { query }));
    }
  });
});

describe('unknown paths and methods', () => {
  it.each(['/api/nope', '/api/direct-reports/some-id/extra', '/api/profile/', '/api'])(
    '%s is a 404 with the error body, with or without a token',
    async (path) => {
      expectError(await user.get(path), 404, 'not_found');
      expectError(await stack.api().get(path), 404, 'not_found');
    },
  );

  it('a known path with a method it does not support is a 405 listing the allowed ones', async () => {
    const response = await user.request('DELETE', '/api/profile');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'PUT']);
    expect(response.body).toMatchObject({ error: { message: expect.any(String) } });
  });
});
