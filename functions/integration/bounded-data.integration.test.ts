/**
 * Bounded data (docs/api.md#quotas) on the local stack:
 *
 * - quotas: past 200 active direct reports a create (or a restore) is a 409 `quota_exceeded`
 *   naming `activePeople`; past 200 archived people an archive is one naming `archivedPeople`;
 *   past 10,000 notes a create is one naming `notes`, and deleting a note makes room again;
 * - list sizes at quota: one user at both people quotas with every field at its limit (every
 *   character one that costs the most bytes in a JSON answer, `"`), `GET /api/direct-reports`
 *   with and without archived people answers below Lambda's 6 MB response limit — measured as the
 *   Lambda answer (status, headers and the body as a JSON string), not just the body;
 * - bodies with unknown fields or nested too deep, and empty updates, are 400s that change nothing
 *   (the person's `updatedAt` — moved by every write — stays).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type DirectReport } from '../../shared/contract';
import { LIMITS, QUOTAS } from '../../shared/domain/constants';
import { entities } from '../lib/data/entities';
import {
  signInClient,
  startLocalStack,
  type ApiClient,
  type LocalStack,
} from '../../test-support/local-stack';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';
import { LAMBDA_RESPONSE_LIMIT, lambdaAnswerBytes } from '../../test-support/lambda-answer';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
});

const signIn = (email: string) => signInClient(stack, email);

/** A 254-character address (the email limit). */
const LONGEST_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

/** A direct report with every field at its limit, in the characters that cost the most bytes. */
function largestDirectReport(index: number) {
  const quotes = (length: number) => `${index}${'"'.repeat(length - String(index).length)}`;
  const list = () =>
    Array.from({ length: LIMITS.personListItems }, () => quotes(LIMITS.personListItemLength));
  return {
    firstName: quotes(LIMITS.nameLength),
    lastName: quotes(LIMITS.nameLength),
    name: quotes(LIMITS.nameLength * 2 + 1),
    email: LONGEST_EMAIL,
    role: quotes(LIMITS.roleLength),
    source: 'manual',
    meetingDayOfWeek: 'Wednesday',
    meetingTime: '10:00',
    meetingFrequency: 'biweekly',
    avatar: `https://example.com/${'"'.repeat(LIMITS.avatarUrlLength - 20)}`,
    avatarColorPastel: '#ffffff',
    avatarColorDark: '#000000',
    strengths: list(),
    opportunities: list(),
    goals: list(),
  };
}

describe('people quotas and list sizes at quota', () => {
  let user: ApiClient;
  let firstActive: DirectReport;

  beforeAll(async () => {
    ({ user } = await signIn('full-team@example.com'));
    const create = async (index: number) =>
      expectSuccess(
        api.directReports.create,
        await user.call(api.directReports.create, { body: largestDirectReport(index) }),
      );
    for (let index = 0; index < QUOTAS.archivedPeople; index += 1) {
      const person = await create(index);
      const archived = await user.call(api.directReports.remove, { params: { id: person.id } });
      expect(archived.status, archived.text).toBe(200);
    }
    for (let index = 0; index < QUOTAS.activePeople; index += 1) {
      const person = await create(QUOTAS.archivedPeople + index);
      firstActive ??= person;
    }
  }, 600_000);

  it(`refuses a direct report past ${QUOTAS.activePeople} active ones with 409 quota_exceeded`, async () => {
    const refused = await user.call(api.directReports.create, { body: largestDirectReport(999) });
    const error = expectError(refused, 409, 'quota_exceeded');
    expect(error.message).toMatch(/at most 200 active direct reports/);
    expect(detailFields(error)).toEqual(['activePeople']);
  });

  it(`refuses archiving past ${QUOTAS.archivedPeople} archived people, changing nothing`, async () => {
    const refused = await user.call(api.directReports.remove, { params: { id: firstActive.id } });
    expect(detailFields(expectError(refused, 409, 'quota_exceeded'))).toEqual(['archivedPeople']);
    const after = expectSuccess(
      api.directReports.get,
      await user.call(api.directReports.get, { params: { id: firstActive.id } }),
    );
    expect(after.status).toBe('active');
  });

  it('answers both lists at quota, every field at its limit, below Lambda’s 6 MB', async () => {
    const all = await user.call(api.directReports.list, { query: { includeArchived: '1' } });
    expect(expectSuccess(api.directReports.list, all)).toHaveLength(
      QUOTAS.activePeople + QUOTAS.archivedPeople,
    );
    const active = await user.call(api.directReports.list);
    expect(expectSuccess(api.directReports.list, active)).toHaveLength(QUOTAS.activePeople);
    const bytes = lambdaAnswerBytes(all);
    console.info(
      `GET /api/direct-reports?includeArchived=1 at quota: ${(bytes / 1024 / 1024).toFixed(2)} MB ` +
        `as a Lambda answer (body ${(Buffer.byteLength(all.text) / 1024 / 1024).toFixed(2)} MB)`,
    );
    expect(bytes).toBeLessThan(LAMBDA_RESPONSE_LIMIT);
    expect(lambdaAnswerBytes(active)).toBeLessThan(LAMBDA_RESPONSE_LIMIT);
  });
});

describe('the notes quota', () => {
  it(`refuses a note past ${QUOTAS.notes.toLocaleString('en-US')} with 409 quota_exceeded; a delete makes room`, async () => {
    const { user, userId } = await signIn('many-notes@example.com');
    // As if 9,999 notes had been written through the API (writing them all would take minutes).
    await entities()
      .quota.update({ userId })
      .add({ notes: QUOTAS.notes - 1 })
      .go();
    const last = expectSuccess(
      api.notes.create,
      await user.call(api.notes.create, { body: { content: 'The ten-thousandth note' } }),
    );
    const refused = await user.call(api.notes.create, { body: { content: 'One too many' } });
    expect(detailFields(expectError(refused, 409, 'quota_exceeded'))).toEqual(['notes']);
    expect((await user.call(api.notes.remove, { params: { id: last.id } })).status).toBe(200);
    expect((await user.call(api.notes.create, { body: { content: 'Room again' } })).status).toBe(
      201,
    );
  });

  it('gives the reservation back when the note names a person who is not the user’s', async () => {
    const { user, userId } = await signIn('one-note-left@example.com');
    await entities()
      .quota.update({ userId })
      .add({ notes: QUOTAS.notes - 1 })
      .go();
    const unknownPerson = await user.call(api.notes.create, {
      body: { content: 'About nobody', directReportId: '01JUNKNOWNUNKNOWNUNKNOWN00' },
    });
    expect(unknownPerson.status).toBe(400);
    // The one note left is still there to write.
    expect((await user.call(api.notes.create, { body: { content: 'The last one' } })).status).toBe(
      201,
    );
  });
});

describe('bodies the routes do not know', () => {
  let user: ApiClient;
  let person: DirectReport;

  beforeAll(async () => {
    ({ user } = await signIn('unknown-keys@example.com'));
    person = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Kim',
          meetingDayOfWeek: 'Monday',
          meetingTime: '09:00',
          meetingFrequency: 'weekly',
        },
      }),
    );
  });

  /** When it was last written (every write, even an empty one, moved it). */
  const version = async () =>
    expectSuccess(
      api.directReports.get,
      await user.call(api.directReports.get, { params: { id: person.id } }),
    ).updatedAt;

  it('an unknown field is a 400 naming it, and the version stays', async () => {
    const before = await version();
    const refused = await user.call(api.directReports.update, {
      params: { id: person.id },
      body: { nmae: 'Kim Lee', extra: { deep: true } },
    });
    expect(detailFields(expectError(refused, 400, 'validation_failed'))).toEqual(['nmae', 'extra']);
    expect(await version()).toBe(before);
  });

  it('a deeply nested body and an empty update are 400s, and the version stays', async () => {
    const before = await version();
    let deep: unknown = 'x';
    for (let level = 0; level < 50; level += 1) deep = { strengths: deep };
    const nested = await user.call(api.directReports.update, {
      params: { id: person.id },
      body: deep,
    });
    expectError(nested, 400, 'validation_failed');
    const empty = await user.call(api.directReports.update, {
      params: { id: person.id },
      body: {},
    });
    expectError(empty, 400, 'validation_failed');
    expect(await version()).toBe(before);
  });
});
