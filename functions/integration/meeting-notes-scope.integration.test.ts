/**
 * Meeting-note routes act only on meeting notes (docs/api.md#conventions): a general note's id — a
 * ULID, which also has the form of a calendar meeting id — sent to `/api/notes/meeting/...` is a
 * meeting without a note: GET reads no note (null), DELETE, PUT …/agenda, PUT …/reflection and
 * ensure answer 404, and nothing the user can read changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Note } from '../../shared/contract';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectError, expectSuccess } from '../../test-support/expect-response';
import { readSnapshot } from '../../test-support/read-snapshot';

let stack: LocalStack;
let user: ApiClient;
let reportId: string;
let general: Note;

beforeAll(async () => {
  stack = await startLocalStack();
  user = stack.api((await stack.signIn('meeting-scope@example.com')).token);
  reportId = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: {
        firstName: 'Noor',
        meetingDayOfWeek: 'Monday',
        meetingTime: '10:00',
        meetingFrequency: 'weekly',
      },
    }),
  ).id;
  general = expectSuccess(
    api.notes.create,
    await user.call(api.notes.create, {
      body: { content: 'A general note about Noor', directReportId: reportId },
    }),
  );
});

afterAll(async () => {
  await stack?.close();
});

describe("a general note's id on the meeting-note routes", () => {
  it('reads as no meeting note, is 404 on every meeting-note write and changes nothing', async () => {
    const before = await readSnapshot(user);
    const params = { meetingId: general.id };

    const calls = [
      user.call(api.meetingNotes.remove, { params }),
      user.call(api.meetingNotes.updateAgenda, {
        params,
        body: { agendaContent: '- take over the note' },
      }),
      user.call(api.meetingNotes.updateReflection, {
        params,
        body: { reflectionContent: 'went well' },
      }),
      user.call(api.meetingNotes.ensure, {
        body: { meetingId: general.id, directReportId: reportId, agendaContent: '- x' },
      }),
    ];
    for (const response of await Promise.all(calls)) expectError(response, 404, 'not_found');
    expect(
      expectSuccess(
        api.meetingNotes.get,
        await user.call(api.meetingNotes.get, { query: { meetingId: general.id } }),
      ),
    ).toBeNull();

    expect(await readSnapshot(user)).toEqual(before);
    const after = expectSuccess(
      api.notes.get,
      await user.call(api.notes.get, { params: { id: general.id } }),
    );
    expect(after).toEqual(general);
  });

  it('leaves the general note routes working on it', async () => {
    const removed = expectSuccess(
      api.notes.remove,
      await user.call(api.notes.remove, { params: { id: general.id } }),
    );
    expect(removed.id).toBe(general.id);
  });
});
