/**
 * Meeting notes on meeting ids of another form than 'dr-<id>-<YYYYMMDD>' (e.g. a calendar event's
 * id): the person comes from the body and must be one of the user's; such a meeting exists for the
 * user only through its note, so other users and unknown ids read no note (null) and get 404 on
 * every write.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../../shared/contract/api';
import { startLocalStack, type LocalStack } from '../../test-support/local-stack';
import { expectError, expectSuccess } from '../../test-support/expect-response';

let stack: LocalStack;
let owner: ReturnType<LocalStack['api']>;
let intruder: ReturnType<LocalStack['api']>;
let reportId: string;
const MEETING = 'calendar-event_42';

beforeAll(async () => {
  stack = await startLocalStack();
  owner = stack.api((await stack.signIn('owner-other-ids@example.com')).token);
  intruder = stack.api((await stack.signIn('intruder-other-ids@example.com')).token);
  const report = expectSuccess(
    api.directReports.create,
    await owner.call(api.directReports.create, {
      body: {
        firstName: 'Ada',
        meetingDayOfWeek: 'Monday',
        meetingTime: '10:00',
        meetingFrequency: 'weekly',
      },
    }),
  );
  reportId = report.id;
});

afterAll(async () => {
  await stack?.close();
});

it('needs one of the user’s people in the body', async () => {
  expectError(
    await owner.call(api.meetingNotes.create, {
      body: { meetingId: MEETING, directReportId: 'NOBODY', agendaContent: 'Topics' },
    }),
    400,
    'validation_failed',
  );
  expect(
    expectSuccess(
      api.meetingNotes.get,
      await owner.call(api.meetingNotes.get, { query: { meetingId: MEETING } }),
    ),
  ).toBeNull();
});

it('creates, reads, updates, flags, prompts and deletes the note like any meeting note', async () => {
  const created = expectSuccess(
    api.meetingNotes.create,
    await owner.call(api.meetingNotes.create, {
      body: { meetingId: MEETING, directReportId: reportId, agendaContent: 'Release plan' },
    }),
  );
  expect(created).toMatchObject({
    id: MEETING,
    meetingId: MEETING,
    directReportId: reportId,
    hasAgenda: true,
  });
  expectSuccess(
    api.meetingNotes.get,
    await owner.call(api.meetingNotes.get, { query: { meetingId: MEETING } }),
  );
  const reflected = expectSuccess(
    api.meetingNotes.updateReflection,
    await owner.call(api.meetingNotes.updateReflection, {
      params: { meetingId: MEETING },
      body: { reflectionContent: 'Went well', version: created.version },
    }),
  );
  expect(reflected).toMatchObject({ hasAgenda: true, hasReflection: true });
  const flags = expectSuccess(
    api.meetingNotes.flags,
    await owner.call(api.meetingNotes.flags, {
      query: { meetingIds: `${MEETING},calendar-event_43` },
    }),
  );
  expect(flags.flags).toEqual({
    [MEETING]: { hasAgenda: true, hasReflection: true },
    'calendar-event_43': { hasAgenda: false, hasReflection: false },
  });
  const prep = expectSuccess(
    api.meetings.prep,
    await owner.call(api.meetings.prep, { params: { meetingId: MEETING } }),
  );
  expect(prep.prompts.length).toBeGreaterThan(0);
  expect(prep.prompts.length).toBeLessThanOrEqual(5);

  expect(
    expectSuccess(
      api.meetingNotes.get,
      await intruder.call(api.meetingNotes.get, { query: { meetingId: MEETING } }),
    ),
  ).toBeNull();
  expectError(
    await intruder.call(api.meetingNotes.updateAgenda, {
      params: { meetingId: MEETING },
      body: { agendaContent: 'x' },
    }),
    404,
    'not_found',
  );
  expectError(
    await intruder.call(api.meetings.prep, { params: { meetingId: MEETING } }),
    404,
    'not_found',
  );

  expectSuccess(
    api.meetingNotes.remove,
    await owner.call(api.meetingNotes.remove, { params: { meetingId: MEETING } }),
  );
  expectError(
    await owner.call(api.meetings.prep, { params: { meetingId: MEETING } }),
    404,
    'not_found',
  );
});
