/**
 * Creates that carry a client id, over real HTTP (docs/api.md#commitments): a device that retries a
 * create never makes the commitment twice.
 *
 * - a repeat with the same content answers the stored item (201, as the first time) and writes
 *   nothing: one item, one place in the quota, version and updatedAt unchanged;
 * - the same id with other content is a 409 and changes nothing;
 * - two creates with the same id at the same moment make one item;
 * - after a delete, the same id makes the item again (Undo);
 * - another user's item with the same id neither clashes nor shows;
 * - an id that is not a ULID is a 400 on `id`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Commitment } from '../../shared/contract';
import { meetingId } from '../../shared/domain/schedule';
import { entities } from '../lib/data/entities';
import {
  freshUsers,
  startLocalStack,
  type ApiClient,
  type LocalStack,
  type TestUser,
} from '../../test-support/local-stack';
import { detailFields, expectError, expectSuccess } from '../../test-support/expect-response';

let stack: LocalStack;
let newUser: () => Promise<TestUser>;

const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '10:00', meetingFrequency: 'weekly' };
const CLIENT_ID = '01JD3M8W6Q6Q3B6ZC5Y0P1X2K7';

beforeAll(async () => {
  stack = await startLocalStack();
  newUser = freshUsers(stack, 'commitments-id');
});

afterAll(async () => {
  await stack?.close();
});

/** A user with a direct report, and a 1:1 with them. */
async function userWithMeeting(): Promise<TestUser & { meeting: string }> {
  const user = await newUser();
  const reportId = expectSuccess(
    api.directReports.create,
    await user.client.call(api.directReports.create, { body: { firstName: 'Ada', ...schedule } }),
  ).id;
  return { ...user, meeting: meetingId('directReport', reportId, '2026-03-02') };
}

const body = (meeting: string, change: Record<string, unknown> = {}) => ({
  id: CLIENT_ID,
  meetingId: meeting,
  section: 'prep',
  text: 'Send the budget answer',
  owner: 'me',
  due: '2026-03-06',
  ...change,
});

async function checklist(client: ApiClient, meeting: string): Promise<Commitment[]> {
  return expectSuccess(
    api.commitments.byMeeting,
    await client.call(api.commitments.byMeeting, { query: { meetingId: meeting } }),
  ).commitments;
}

async function quotaCount(userId: string): Promise<number> {
  const { data } = await entities().quota.get({ userId }).go();
  return data?.commitments ?? 0;
}

describe('a create with a client id', () => {
  it('stores the item under that id; a repeat answers it unchanged and writes nothing', async () => {
    const { client, userId, meeting } = await userWithMeeting();
    const first = expectSuccess(
      api.commitments.create,
      await client.call(api.commitments.create, { body: body(meeting) }),
    );
    expect(first).toMatchObject({ id: CLIENT_ID, text: 'Send the budget answer', version: 1 });

    // Trimmed text is the same content: the device may resend what it typed.
    const repeats = [body(meeting), body(meeting, { text: '  Send the budget answer ' })];
    for (const repeat of repeats) {
      const again = expectSuccess(
        api.commitments.create,
        await client.call(api.commitments.create, { body: repeat }),
      );
      expect(again).toEqual(first);
    }
    expect(await checklist(client, meeting)).toEqual([first]);
    expect(await quotaCount(userId)).toBe(1);
  });

  it.each([
    ['another text', { text: 'Something else' }],
    ['another owner', { owner: 'them' }],
    ['another due date', { due: null }],
    ['another section', { section: 'reflection' }],
  ])('the same id with %s is a 409 and changes nothing', async (_label, change) => {
    const { client, userId, meeting } = await userWithMeeting();
    const first = expectSuccess(
      api.commitments.create,
      await client.call(api.commitments.create, { body: body(meeting) }),
    );
    const refused = await client.call(api.commitments.create, { body: body(meeting, change) });
    expect(expectError(refused, 409, 'conflict').message).toContain('already exists');
    expect(await checklist(client, meeting)).toEqual([first]);
    expect(await quotaCount(userId)).toBe(1);
  });

  it('two creates with the same id at the same moment make one item', async () => {
    const { client, userId, meeting } = await userWithMeeting();
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.call(api.commitments.create, { body: body(meeting) })),
    );
    const items = answers.map((answer) => expectSuccess(api.commitments.create, answer));
    expect(new Set(items.map((item) => item.createdAt)).size).toBe(1);
    expect(await checklist(client, meeting)).toEqual([items[0]]);
    expect(await quotaCount(userId)).toBe(1);
  });

  it('after a delete, the same id makes the item again (Undo)', async () => {
    const { client, userId, meeting } = await userWithMeeting();
    expectSuccess(
      api.commitments.create,
      await client.call(api.commitments.create, { body: body(meeting) }),
    );
    expectSuccess(
      api.commitments.remove,
      await client.call(api.commitments.remove, { params: { id: CLIENT_ID } }),
    );
    expect(await checklist(client, meeting)).toEqual([]);
    const restored = expectSuccess(
      api.commitments.create,
      await client.call(api.commitments.create, { body: body(meeting) }),
    );
    expect(await checklist(client, meeting)).toEqual([restored]);
    expect(await quotaCount(userId)).toBe(1);
  });

  it('another user’s item with the same id neither clashes nor shows', async () => {
    const owner = await userWithMeeting();
    const other = await userWithMeeting();
    const mine = expectSuccess(
      api.commitments.create,
      await owner.client.call(api.commitments.create, { body: body(owner.meeting) }),
    );
    // The other user's 1:1 with the owner's person is a 404, whatever the id.
    expectError(
      await other.client.call(api.commitments.create, { body: body(owner.meeting) }),
      404,
      'not_found',
    );
    // Their own item with the same id and other content is theirs, not a 409.
    const theirs = expectSuccess(
      api.commitments.create,
      await other.client.call(api.commitments.create, {
        body: body(other.meeting, { text: 'Their own words', owner: 'them' }),
      }),
    );
    expect(theirs).toMatchObject({ id: CLIENT_ID, text: 'Their own words', owner: 'them' });
    expect(await checklist(owner.client, owner.meeting)).toEqual([mine]);
    expect(await checklist(other.client, other.meeting)).toEqual([theirs]);
  });

  it.each([
    ['lower case', CLIENT_ID.toLowerCase()],
    ['too short', CLIENT_ID.slice(1)],
    ['a UUID', '0b8f4f5e-5d0e-4a8a-9b7c-2f6f0f4d2a11'],
    ['a letter outside base32', 'U1JD3M8W6Q6Q3B6ZC5Y0P1X2K7'],
    ['a number', 42],
  ])('an id that is %s is a 400 on id, and nothing is written', async (_label, id) => {
    const { client, meeting } = await userWithMeeting();
    const response = await client.call(api.commitments.create, { body: body(meeting, { id }) });
    expect(detailFields(expectError(response, 400, 'validation_failed'))).toEqual(['id']);
    expect(await checklist(client, meeting)).toEqual([]);
  });
});
