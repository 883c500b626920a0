/**
 * Commitments carried from one 1:1 to the next, over real HTTP (docs/api.md#commitments):
 *
 * - carried over three 1:1s: an item made in the first is open in the second's 'From last time'
 *   (the person's list); ticked done in the second it leaves the person's and the user's open
 *   lists, shows in the second's checklist, not in the first's, and is gone for the third;
 *   reopening puts it back;
 * - edits keep the version: a stale `version` is a 409 and changes nothing; two tabs ticking the
 *   same item both succeed; the user's list keeps the manager's own items first;
 * - bad input is a 400 naming the field, and nothing is written;
 * - another user's people, 1:1s and commitments are 404s and in none of their lists; a cursor is
 *   the caller's only; no token or a bad one is a 401;
 * - paging follows `nextCursor` to every item once, oldest first;
 * - the quota of 5,000 commitments: past it a 409 `quota_exceeded`, a delete makes room;
 * - deleting the 1:1's note keeps its commitments; archiving a person keeps theirs (and restoring
 *   brings the person back with them); deleting a commitment answers it and frees its place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Commitment } from '../../shared/contract';
import { LIMITS, QUOTAS } from '../../shared/domain/constants';
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

beforeAll(async () => {
  stack = await startLocalStack();
  newUser = freshUsers(stack, 'commitments');
});

afterAll(async () => {
  await stack?.close();
});

/** A user with a direct report and a manager. */
async function userWithPeople(): Promise<TestUser & { reportId: string; bossId: string }> {
  const user = await newUser();
  const reportId = expectSuccess(
    api.directReports.create,
    await user.client.call(api.directReports.create, { body: { firstName: 'Ada', ...schedule } }),
  ).id;
  const bossId = expectSuccess(
    api.bosses.create,
    await user.client.call(api.bosses.create, { body: { firstName: 'Grace', ...schedule } }),
  ).id;
  return { ...user, reportId, bossId };
}

async function create(
  client: ApiClient,
  body: { meetingId: string; text: string; owner?: 'me' | 'them'; due?: string },
): Promise<Commitment> {
  return expectSuccess(
    api.commitments.create,
    await client.call(api.commitments.create, {
      body: { section: 'reflection', owner: 'me', ...body },
    }),
  );
}

/** Every open item of a person, following `nextCursor`. */
async function personList(
  client: ApiClient,
  person: { directReportId: string } | { bossId: string },
  limit?: number,
): Promise<Commitment[]> {
  const items: Commitment[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = {
      ...person,
      ...(cursor ? { cursor } : {}),
      ...(limit ? { limit: String(limit) } : {}),
    };
    const page = expectSuccess(
      api.commitments.byPerson,
      await client.call(api.commitments.byPerson, { query }),
    );
    if (limit) expect(page.commitments.length).toBeLessThanOrEqual(limit);
    items.push(...page.commitments);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

async function userList(client: ApiClient, limit?: number): Promise<Commitment[]> {
  const items: Commitment[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = {
      ...(cursor ? { cursor } : {}),
      ...(limit ? { limit: String(limit) } : {}),
    };
    const page = expectSuccess(
      api.commitments.list,
      await client.call(api.commitments.list, { query }),
    );
    items.push(...page.commitments);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

async function checklist(client: ApiClient, meeting: string): Promise<Commitment[]> {
  return expectSuccess(
    api.commitments.byMeeting,
    await client.call(api.commitments.byMeeting, { query: { meetingId: meeting } }),
  ).commitments;
}

const texts = (items: readonly Commitment[]) => items.map((item) => item.text);

describe('carried from one 1:1 to the next', () => {
  it('an item made in the first 1:1 is open in the second; ticked there, it is gone for the third', async () => {
    const { client, reportId } = await userWithPeople();
    const person = { directReportId: reportId };
    const first = meetingId('directReport', reportId, '2026-03-02');
    const second = meetingId('directReport', reportId, '2026-03-09');

    const budget = await create(client, {
      meetingId: first,
      text: '  Send the budget answer  ',
      due: '2026-03-06',
    });
    expect(budget).toMatchObject({
      directReportId: reportId,
      bossId: null,
      meetingId: first,
      meetingDate: '2026-03-02',
      section: 'reflection',
      text: 'Send the budget answer',
      owner: 'me',
      due: '2026-03-06',
      done: false,
      doneAt: null,
      doneMeetingId: null,
      version: 1,
    });
    const course = await create(client, {
      meetingId: first,
      text: 'Sign up for the course',
      owner: 'them',
    });

    // The second 1:1: 'From last time' holds both, oldest first.
    expect(texts(await personList(client, person))).toEqual([budget.text, course.text]);
    const ticked = expectSuccess(
      api.commitments.complete,
      await client.call(api.commitments.complete, {
        params: { id: budget.id },
        body: { meetingId: second },
      }),
    );
    expect(ticked).toMatchObject({ done: true, doneMeetingId: second, version: 2 });
    expect(Date.parse(ticked.doneAt!)).toBeGreaterThan(Date.now() - 60_000);
    const review = await create(client, { meetingId: second, text: 'Review the design doc' });

    // The third 1:1: the ticked item is gone; what is open carries on.
    expect(texts(await personList(client, person))).toEqual([course.text, review.text]);
    expect(texts(await userList(client))).toEqual([review.text, course.text]);
    // Each 1:1's checklist: what was made there, and what was ticked there.
    expect(texts(await checklist(client, first))).toEqual([course.text]);
    expect(await checklist(client, second)).toEqual([ticked, review]);

    // Reopened, it is open everywhere again and back in the first 1:1's checklist.
    const reopened = expectSuccess(
      api.commitments.reopen,
      await client.call(api.commitments.reopen, { params: { id: budget.id }, body: {} }),
    );
    expect(reopened).toMatchObject({ done: false, doneAt: null, doneMeetingId: null, version: 3 });
    expect(texts(await personList(client, person))).toEqual([
      budget.text,
      course.text,
      review.text,
    ]);
    expect(texts(await checklist(client, first))).toEqual([budget.text, course.text]);
    expect(texts(await checklist(client, second))).toEqual([review.text]);
  });

  it('the manager’s own items come first in the user’s list, each person’s list holds theirs only', async () => {
    const { client, reportId, bossId } = await userWithPeople();
    const withReport = meetingId('directReport', reportId, '2026-03-02');
    const withBoss = meetingId('boss', bossId, '2026-03-04');
    await create(client, { meetingId: withReport, text: 'Theirs, older', owner: 'them' });
    await create(client, { meetingId: withBoss, text: 'Mine, with the boss' });
    await create(client, { meetingId: withReport, text: 'Mine, with the report' });

    expect(texts(await userList(client))).toEqual([
      'Mine, with the report',
      'Mine, with the boss',
      'Theirs, older',
    ]);
    const bossItems = await personList(client, { bossId });
    expect(bossItems).toMatchObject([
      { text: 'Mine, with the boss', bossId, directReportId: null },
    ]);
    expect(texts(await personList(client, { directReportId: reportId }))).toEqual([
      'Theirs, older',
      'Mine, with the report',
    ]);
  });

  it('ticking done outside a 1:1 keeps the item in its own 1:1’s checklist', async () => {
    const { client, reportId } = await userWithPeople();
    const first = meetingId('directReport', reportId, '2026-03-02');
    const item = await create(client, { meetingId: first, text: 'Book the offsite' });
    const done = expectSuccess(
      api.commitments.complete,
      await client.call(api.commitments.complete, { params: { id: item.id }, body: {} }),
    );
    expect(done).toMatchObject({ done: true, doneMeetingId: null });
    expect(await checklist(client, first)).toEqual([done]);
    expect(await userList(client)).toEqual([]);
  });
});

describe('edits', () => {
  it('edits text, owner and due date; a stale version is a 409 and changes nothing', async () => {
    const { client, reportId } = await userWithPeople();
    const item = await create(client, {
      meetingId: meetingId('directReport', reportId, '2026-03-02'),
      text: 'Draft the plan',
      due: '2026-03-10',
    });
    const edited = expectSuccess(
      api.commitments.update,
      await client.call(api.commitments.update, {
        params: { id: item.id },
        body: { text: 'Draft the Q3 plan', owner: 'them', due: null, version: 1 },
      }),
    );
    expect(edited).toMatchObject({ text: 'Draft the Q3 plan', owner: 'them', due: null });
    expect(edited.version).toBe(2);
    expect(edited.createdAt).toBe(item.createdAt);

    // The other tab still holds version 1.
    const stale = await client.call(api.commitments.update, {
      params: { id: item.id },
      body: { text: 'Older edit', version: 1 },
    });
    expect(expectError(stale, 409, 'conflict').message).toMatch(/version 1.*version 2/);
    const staleTick = await client.call(api.commitments.complete, {
      params: { id: item.id },
      body: { version: 1 },
    });
    expectError(staleTick, 409, 'conflict');
    expect(await personList(client, { directReportId: reportId })).toEqual([edited]);

    // Without a version, an edit applies to the current item.
    const due = expectSuccess(
      api.commitments.update,
      await client.call(api.commitments.update, {
        params: { id: item.id },
        body: { due: '2026-03-20' },
      }),
    );
    expect(due).toMatchObject({ text: 'Draft the Q3 plan', due: '2026-03-20', version: 3 });
  });

  it('two tabs ticking the same item both succeed, with one doneAt', async () => {
    const { client, reportId } = await userWithPeople();
    const item = await create(client, {
      meetingId: meetingId('directReport', reportId, '2026-03-02'),
      text: 'Share the roadmap',
    });
    const [a, b] = await Promise.all(
      [0, 1].map(async () =>
        expectSuccess(
          api.commitments.complete,
          await client.call(api.commitments.complete, { params: { id: item.id }, body: {} }),
        ),
      ),
    );
    expect(a).toMatchObject({ done: true, version: 2 });
    expect(b).toEqual(a);
    const again = expectSuccess(
      api.commitments.complete,
      await client.call(api.commitments.complete, { params: { id: item.id }, body: {} }),
    );
    expect(again).toEqual(a);
  });
});

describe('bad input', () => {
  let client: ApiClient;
  let reportId: string;
  let bossId: string;
  let meeting: string;
  let item: Commitment;

  beforeAll(async () => {
    ({ client, reportId, bossId } = await userWithPeople());
    meeting = meetingId('directReport', reportId, '2026-03-02');
    item = await create(client, { meetingId: meeting, text: 'The one item' });
  });

  const valid = () => ({ meetingId: meeting, section: 'prep', text: 'Do it', owner: 'me' });

  it.each([
    ['a blank text', { text: '   ' }, 'text'],
    ['a text over 280 characters', { text: 'x'.repeat(LIMITS.commitmentText + 1) }, 'text'],
    ['a text of two lines', { text: 'One\nTwo' }, 'text'],
    ['an owner that is neither', { owner: 'boss' }, 'owner'],
    ['a section that is neither', { section: 'agenda' }, 'section'],
    ['a due date that is no date', { due: '2026-02-30' }, 'due'],
    ['a due time', { due: '2026-03-02T10:00:00Z' }, 'due'],
    ['a meeting id of another form', { meetingId: 'calendar-event_42' }, 'meetingId'],
    ['a person who is not the meeting’s', { directReportId: 'someone_else' }, 'directReportId'],
    ['a field it does not know', { done: true }, 'done'],
  ])('create: %s is a 400 on %s, and nothing is written', async (_label, change, field) => {
    const response = await client.call(api.commitments.create, { body: { ...valid(), ...change } });
    expect(detailFields(expectError(response, 400, 'validation_failed'))).toContain(field);
    expect(await userList(client)).toEqual([item]);
  });

  it('create: a missing text, owner and section are 400s naming each', async () => {
    const response = await client.call(api.commitments.create, { body: { meetingId: meeting } });
    const fields = detailFields(expectError(response, 400, 'validation_failed'));
    expect(fields).toEqual(expect.arrayContaining(['text', 'owner', 'section']));
  });

  it.each([
    ['a blank text', { text: '' }, 'text'],
    ['a version of 0', { version: 0 }, 'version'],
    ['an owner that is neither', { owner: 'us' }, 'owner'],
  ])('update: %s is a 400 on %s', async (_label, body, field) => {
    const response = await client.call(api.commitments.update, { params: { id: item.id }, body });
    expect(detailFields(expectError(response, 400, 'validation_failed'))).toEqual([field]);
    expect(await userList(client)).toEqual([item]);
  });

  it('complete: a 1:1 with someone else is a 400 on meetingId', async () => {
    const response = await client.call(api.commitments.complete, {
      params: { id: item.id },
      body: { meetingId: meetingId('boss', bossId, '2026-03-04') },
    });
    expect(detailFields(expectError(response, 400, 'validation_failed'))).toEqual(['meetingId']);
    expect(await userList(client)).toEqual([item]);
  });

  it.each([
    ['no person', {}, 'directReportId'],
    ['both people', { directReportId: 'a', bossId: 'b' }, 'bossId'],
    ['a limit of 0', { directReportId: 'a', limit: '0' }, 'limit'],
    ['a limit over the page', { directReportId: 'a', limit: '101' }, 'limit'],
    ['a cursor that is none', { directReportId: 'a', cursor: 'not-a-cursor' }, 'cursor'],
  ])('by person: %s is a 400 on %s', async (_label, query, field) => {
    const response = await client.call(api.commitments.byPerson, {
      query: query as Record<string, string>,
    });
    expect(detailFields(expectError(response, 400, 'validation_failed'), 'query')).toEqual([field]);
  });

  it('by meeting: a meeting id of another form is a 400 on meetingId', async () => {
    const response = await client.call(api.commitments.byMeeting, {
      query: { meetingId: 'calendar-event_42' },
    });
    expect(detailFields(expectError(response, 400, 'validation_failed'), 'query')).toEqual([
      'meetingId',
    ]);
  });

  it('a cursor of another list is a 400 on cursor', async () => {
    await create(client, { meetingId: meeting, text: 'A second item' });
    const page = expectSuccess(
      api.commitments.byPerson,
      await client.call(api.commitments.byPerson, {
        query: { directReportId: reportId, limit: '1' },
      }),
    );
    expect(page.nextCursor).not.toBeNull();
    const onUserList = await client.call(api.commitments.list, {
      query: { cursor: page.nextCursor! },
    });
    expect(detailFields(expectError(onUserList, 400, 'validation_failed'), 'query')).toEqual([
      'cursor',
    ]);
    const onOtherPerson = await client.call(api.commitments.byPerson, {
      query: { bossId, cursor: page.nextCursor! },
    });
    expect(detailFields(expectError(onOtherPerson, 400, 'validation_failed'), 'query')).toEqual([
      'cursor',
    ]);
  });
});

describe('another user', () => {
  it('gets 404 for the owner’s people, 1:1s and commitments, and sees none of them', async () => {
    const owner = await userWithPeople();
    const intruder = await newUser();
    const meeting = meetingId('directReport', owner.reportId, '2026-03-02');
    const item = await create(owner.client, { meetingId: meeting, text: 'Private promise' });
    const other = await create(owner.client, { meetingId: meeting, text: 'Private, too' });
    const page = expectSuccess(
      api.commitments.list,
      await owner.client.call(api.commitments.list, { query: { limit: '1' } }),
    );

    const answers = [
      await intruder.client.call(api.commitments.byPerson, {
        query: { directReportId: owner.reportId },
      }),
      await intruder.client.call(api.commitments.byPerson, { query: { bossId: owner.bossId } }),
      await intruder.client.call(api.commitments.byMeeting, { query: { meetingId: meeting } }),
      await intruder.client.call(api.commitments.create, {
        body: { meetingId: meeting, section: 'prep', text: 'Sneaky', owner: 'me' },
      }),
      await intruder.client.call(api.commitments.update, {
        params: { id: item.id },
        body: { text: 'Sneaky' },
      }),
      await intruder.client.call(api.commitments.complete, { params: { id: item.id }, body: {} }),
      await intruder.client.call(api.commitments.reopen, { params: { id: item.id }, body: {} }),
      await intruder.client.call(api.commitments.remove, { params: { id: item.id } }),
    ];
    for (const response of answers) {
      expectError(response, 404, 'not_found');
      expect(response.text).not.toContain('Private');
    }
    expect(await userList(intruder.client)).toEqual([]);
    // The owner's cursor is no way into the owner's list.
    expect(page.nextCursor).not.toBeNull();
    const cursor = await intruder.client.call(api.commitments.list, {
      query: { cursor: page.nextCursor! },
    });
    expect(detailFields(expectError(cursor, 400, 'validation_failed'), 'query')).toEqual([
      'cursor',
    ]);
    expect(cursor.text).not.toContain('Private');
    // The owner's items are as they were.
    expect(await userList(owner.client)).toEqual([item, other]);
  });

  it('an unknown person or 1:1 is a 404 for the owner too', async () => {
    const { client } = await userWithPeople();
    const nobody = meetingId('directReport', 'nobody_here', '2026-03-02');
    expectError(
      await client.call(api.commitments.byPerson, { query: { directReportId: 'nobody_here' } }),
      404,
      'not_found',
    );
    expectError(
      await client.call(api.commitments.byMeeting, { query: { meetingId: nobody } }),
      404,
      'not_found',
    );
    expectError(
      await client.call(api.commitments.create, {
        body: { meetingId: nobody, section: 'prep', text: 'For nobody', owner: 'me' },
      }),
      404,
      'not_found',
    );
    expect(await userList(client)).toEqual([]);
  });

  it('no token or a bad one is a 401 on every commitments route', async () => {
    const anonymous = stack.api();
    const forged = stack.api('not.a.token');
    for (const route of Object.values(api.commitments)) {
      for (const caller of [anonymous, forged]) {
        const response = await caller.call(route, {
          params: { id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' },
          query: { directReportId: 'x', meetingId: 'dr-x-20260302' },
          body: route.body ? { version: 1 } : undefined,
        });
        expectError(response, 401, 'unauthorized');
      }
    }
  });
});

describe('paging', () => {
  it('following nextCursor lists each open item once, oldest first, in both lists', async () => {
    const { client, reportId } = await userWithPeople();
    const made: string[] = [];
    for (let week = 0; week < 4; week += 1) {
      const meeting = meetingId(
        'directReport',
        reportId,
        `2026-03-${String(2 + 7 * week).padStart(2, '0')}`,
      );
      for (let index = 0; index < 2; index += 1) {
        made.push(
          (await create(client, { meetingId: meeting, text: `Week ${week} #${index}` })).text,
        );
      }
    }
    expect(texts(await personList(client, { directReportId: reportId }, 3))).toEqual(made);
    expect(texts(await userList(client, 3))).toEqual(made);
    const whole = expectSuccess(
      api.commitments.list,
      await client.call(api.commitments.list, { query: { limit: String(made.length) } }),
    );
    expect(whole.nextCursor).toBeNull();
  });
});

describe('the commitments quota', () => {
  it(`refuses a commitment past ${QUOTAS.commitments.toLocaleString('en-US')} with 409 quota_exceeded; a delete makes room`, async () => {
    const { client, userId, reportId } = await userWithPeople();
    const meeting = meetingId('directReport', reportId, '2026-03-02');
    // As if 4,999 commitments had been made through the API.
    await entities()
      .quota.update({ userId })
      .add({ commitments: QUOTAS.commitments - 1 })
      .go();
    // A refused create (an unknown person) gives its reservation back.
    expectError(
      await client.call(api.commitments.create, {
        body: {
          meetingId: meetingId('directReport', 'nobody_here', '2026-03-02'),
          section: 'prep',
          text: 'For nobody',
          owner: 'me',
        },
      }),
      404,
      'not_found',
    );
    const last = await create(client, { meetingId: meeting, text: 'The last one' });
    const refused = await client.call(api.commitments.create, {
      body: { meetingId: meeting, section: 'prep', text: 'One too many', owner: 'me' },
    });
    const error = expectError(refused, 409, 'quota_exceeded');
    expect(detailFields(error)).toEqual(['commitments']);
    expect(error.message).toContain('5,000 commitments');
    expect(texts(await userList(client))).toEqual(['The last one']);
    expectSuccess(
      api.commitments.remove,
      await client.call(api.commitments.remove, { params: { id: last.id } }),
    );
    await create(client, { meetingId: meeting, text: 'Room again' });
  });
});

describe('what deleting does', () => {
  it('deleting a commitment answers it as it was and takes it off every list', async () => {
    const { client, reportId } = await userWithPeople();
    const meeting = meetingId('directReport', reportId, '2026-03-02');
    const item = await create(client, { meetingId: meeting, text: 'Drop me' });
    const removed = expectSuccess(
      api.commitments.remove,
      await client.call(api.commitments.remove, { params: { id: item.id } }),
    );
    expect(removed).toEqual(item);
    expect(await userList(client)).toEqual([]);
    expect(await personList(client, { directReportId: reportId })).toEqual([]);
    expect(await checklist(client, meeting)).toEqual([]);
    for (const route of [api.commitments.remove, api.commitments.update]) {
      expectError(
        await client.call(route, { params: { id: item.id }, body: { text: 'Again' } }),
        404,
        'not_found',
      );
    }
  });

  it('deleting the 1:1’s note keeps the commitments made in it, open and done', async () => {
    const { client, reportId } = await userWithPeople();
    const meeting = meetingId('directReport', reportId, '2026-03-02');
    expectSuccess(
      api.meetingNotes.create,
      await client.call(api.meetingNotes.create, {
        body: { meetingId: meeting, directReportId: reportId, reflectionContent: 'Good talk' },
      }),
    );
    const open = await create(client, { meetingId: meeting, text: 'Still to do' });
    const made = await create(client, { meetingId: meeting, text: 'Already done' });
    const done = expectSuccess(
      api.commitments.complete,
      await client.call(api.commitments.complete, {
        params: { id: made.id },
        body: { meetingId: meeting },
      }),
    );
    expectSuccess(
      api.meetingNotes.remove,
      await client.call(api.meetingNotes.remove, { params: { meetingId: meeting } }),
    );
    expect(await personList(client, { directReportId: reportId })).toEqual([open]);
    expect(await checklist(client, meeting)).toEqual([open, done]);
  });

  it('archiving a person keeps their commitments; restoring them finds them as they were', async () => {
    const { client, reportId } = await userWithPeople();
    const item = await create(client, {
      meetingId: meetingId('directReport', reportId, '2026-03-02'),
      text: 'Write the reference letter',
    });
    expectSuccess(
      api.directReports.remove,
      await client.call(api.directReports.remove, { params: { id: reportId } }),
    );
    expect(await personList(client, { directReportId: reportId })).toEqual([item]);
    expect(await userList(client)).toEqual([item]);
    // Still the manager's to tick or drop.
    const done = expectSuccess(
      api.commitments.complete,
      await client.call(api.commitments.complete, { params: { id: item.id }, body: {} }),
    );
    expect(done.done).toBe(true);
    expectSuccess(
      api.directReports.update,
      await client.call(api.directReports.update, {
        params: { id: reportId },
        body: { status: 'active' },
      }),
    );
    expect(await personList(client, { directReportId: reportId })).toEqual([]);
    expect(await checklist(client, item.meetingId)).toEqual([done]);
  });
});
