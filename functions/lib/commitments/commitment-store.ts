/**
 * Commitments of a user (docs/api.md#commitments, docs/data.md#commitments): what the manager
 * ('me') or the other person ('them') promised in a 1:1, open until ticked done or dropped. One
 * item per commitment, however many 1:1s it is carried through: ticking it done anywhere ticks it
 * done everywhere. A commitment lives on when its 1:1's note is deleted (it is about the person,
 * not the note's text), and with its person when they are archived; only `removeCommitment`
 * deletes it.
 *
 * DynamoDB calls per operation (docs/data.md#access-patterns):
 * - the user's open list: 1 Query on gsi1; a person's: 1 GetItem (the person) and 1 Query on gsi2,
 *   sent together; a 1:1's checklist: 1 GetItem (its person) and 1 Query on gsi3, together;
 * - create: 1 UpdateItem of the quota and 1 GetItem (the person), together, then 1 PutItem; with a
 *   client `id`: 1 BatchGetItem (the person and that id), then 1 UpdateItem of the quota and 1
 *   PutItem — a repeat is the BatchGetItem only and writes nothing;
 * - update: 1 GetItem + 1 UpdateItem conditional on the version read (a refused write costs 1
 *   GetItem more, to tell 404 from 409);
 * - complete, reopen: the same, and 1 UpdateItem of a week summary sent together with the item's
 *   (its kept entry, the weekly picture's 'Commitments kept': 3 calls in 2 round trips, like
 *   create; a refused write puts the entry back as it was, 1 UpdateItem more); of an item already
 *   in that state: the GetItem only;
 * - remove: 1 DeleteItem (condition: exists) + 1 UpdateItem of the quota.
 */
import { createConversions, type EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import type {
  Commitment,
  commitmentCompleteSchema,
  commitmentCreateSchema,
  commitmentReopenSchema,
  CommitmentsPage,
  commitmentUpdateSchema,
} from '../../../shared/contract';
import { LIMITS } from '../../../shared/domain/constants';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { batchGetItems, itemRead } from '../data/batch-get';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import { newId } from '../data/ids';
import type { CommitmentEntity } from '../data/schema/commitment-entity';
import { ConflictError, invalidField, NotFoundError } from '../errors';
import { linkAttributes, meetingLink } from '../notes/note-links';
import { personExists, personRead, type PersonRef } from '../people/person-reads';
import { releaseQuota, withQuota } from '../quotas/quota-store';
import { recordCommitmentKept } from '../week-summary/week-summary-store';

type CommitmentItem = EntityItem<CommitmentEntity>;

export const COMMITMENT_NOT_FOUND = 'Commitment not found';
export const MEETING_NOT_FOUND = 'Meeting not found';
export const PERSON_NOT_FOUND = 'Person not found';
const INVALID_CURSOR = 'cursor is not a cursor of this list; start again without one';

/** The contract shape of a stored commitment. */
export function toCommitment(item: CommitmentItem): Commitment {
  return {
    id: item.commitmentId,
    directReportId: item.directReportId ?? null,
    bossId: item.bossId ?? null,
    meetingId: item.meetingId,
    meetingDate: item.meetingDate,
    section: item.section,
    text: item.text,
    owner: item.owner,
    due: item.due ?? null,
    done: item.state === 'done',
    doneAt: item.doneAt ?? null,
    doneMeetingId: item.doneMeetingId ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
  };
}

/** The person a built 1:1 id names. @throws ValidationError on another form (the contract refuses it). */
function personOfMeeting(meetingId: string): PersonRef & { localDate: string } {
  const meeting = parseMeetingId(meetingId);
  if (!meeting) throw invalidField('body', 'meetingId', 'meetingId must name a 1:1');
  return { ...meetingLink(meeting), localDate: meeting.localDate };
}

/** @throws NotFoundError with `message` when the person is not one of the user's (archived count). */
async function assertPerson(userId: string, person: PersonRef, message: string): Promise<void> {
  if (!(await personExists(userId, person))) throw new NotFoundError(message);
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

type AccessPattern = 'byState' | 'byPerson' | 'byMeeting';
const commitmentConversions = () => createConversions(entities().commitment);
let conversions: ReturnType<typeof commitmentConversions> | undefined;

function cursorConversions(pattern: AccessPattern) {
  conversions ??= commitmentConversions();
  return conversions.byAccessPattern[pattern];
}

/**
 * Checks that `cursor` is one this list hands out for these partition `keys` (the caller's
 * userId among them): its sort-key values, put back with the list's own partition values,
 * encode to the same cursor. ElectroDB cannot split a partition value holding '#' (a person key
 * `dr#<id>`) back apart, so the partition values are never taken from the cursor.
 * @throws ValidationError (400 on 'cursor') otherwise, never a 500.
 */
function checkCursor(pattern: AccessPattern, keys: Record<string, string>, cursor: string) {
  const convert = cursorConversions(pattern);
  let valid: boolean;
  try {
    const composite = { ...convert.fromCursor.toComposite(cursor), ...keys };
    valid = convert.fromComposite.toCursor(composite as never) === cursor;
  } catch {
    valid = false;
  }
  if (!valid) throw invalidField('query', 'cursor', INVALID_CURSOR);
  return cursor;
}

interface PageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * One page of a list, oldest first: one Query of `pattern` for the partition `keys`, one item
 * more than the page to know whether another follows (or DynamoDB's own stop at 1 MB).
 */
async function listPage(
  pattern: AccessPattern,
  keys: Record<string, string>,
  query: PageQuery,
): Promise<CommitmentsPage> {
  const limit = query.limit ?? LIMITS.commitmentsPage;
  const cursor = query.cursor ? checkCursor(pattern, keys, query.cursor) : null;
  const { commitment } = entities();
  const access = commitment.query[pattern] as (keys: Record<string, string>) => {
    go(options: object): Promise<{ data: CommitmentItem[]; cursor: string | null }>;
  };
  const read = await access(keys).go({ order: 'asc', limit: limit + 1, cursor });
  const items = read.data.slice(0, limit);
  const more = read.data.length > limit || read.cursor !== null;
  const last = items.at(-1);
  return {
    commitments: items.map(toCommitment),
    nextCursor:
      more && last ? cursorConversions(pattern).fromComposite.toCursor(last as never) : null,
  };
}

/** The user's open commitments with everyone: 'me' first, then 'them', each oldest first. */
export function listOpenCommitments(userId: string, query: PageQuery): Promise<CommitmentsPage> {
  return listPage('byState', { userId, state: 'open' }, query);
}

/**
 * One person's open commitments, oldest 1:1 first (what 'From last time', the person page and
 * manage-up show). @throws NotFoundError when the person is not one of the user's.
 */
export async function listPersonCommitments(
  userId: string,
  person: PersonRef,
  query: PageQuery,
): Promise<CommitmentsPage> {
  const { personKey } = linkAttributes(person);
  const [, page] = await Promise.all([
    assertPerson(userId, person, PERSON_NOT_FOUND),
    listPage('byPerson', { userId, personKey, state: 'open' }, query),
  ]);
  return page;
}

/**
 * A 1:1's checklist: what was made in it (open or done) and what was ticked done in it, in the
 * order they were made. An item made here and ticked done in a later 1:1 shows in that one.
 * @throws NotFoundError when the person the id names is not one of the user's.
 */
export async function listMeetingCommitments(
  userId: string,
  meetingId: string,
  query: PageQuery,
): Promise<CommitmentsPage> {
  const person = personOfMeeting(meetingId);
  const [, page] = await Promise.all([
    assertPerson(userId, person, MEETING_NOT_FOUND),
    listPage('byMeeting', { userId, checklistMeetingId: meetingId }, query),
  ]);
  return page;
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

type CreateInput = z.output<typeof commitmentCreateSchema>;

/** The stored item of a create: open, in the 1:1 `input.meetingId`, at version 1. */
function newItem(userId: string, commitmentId: string, input: CreateInput): CommitmentItem {
  const person = personOfMeeting(input.meetingId);
  const now = new Date().toISOString();
  return {
    userId,
    commitmentId,
    ...linkAttributes(person),
    meetingId: input.meetingId,
    meetingDate: person.localDate,
    section: input.section,
    text: input.text,
    owner: input.owner,
    ...(input.due ? { due: input.due } : {}),
    state: 'open',
    checklistMeetingId: input.meetingId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } as CommitmentItem;
}

/** Whether a stored item was made by this very create (the content a create sends). */
function sameCreate(stored: CommitmentItem, input: CreateInput): boolean {
  return (
    stored.meetingId === input.meetingId &&
    stored.section === input.section &&
    stored.text === input.text &&
    stored.owner === input.owner &&
    (stored.due ?? null) === (input.due ?? null)
  );
}

function idTaken(): ConflictError {
  return new ConflictError(
    'A commitment with this id already exists with other content; make a new id for a new commitment',
  );
}

/**
 * Adds an open commitment to the 1:1 `meetingId`, within the user's commitments quota; the person
 * check and the quota reservation go out together. With a client `id` (a device retrying), the
 * create is idempotent: the item already stored under that id with the same content is answered
 * as it is and nothing is written; with other content it is a 409. Ids are per user, so another
 * user's item with the same id is neither seen nor touched.
 * @throws NotFoundError (the 1:1's person is not the user's), QuotaExceededError, ConflictError
 */
export async function createCommitment(userId: string, input: CreateInput): Promise<Commitment> {
  const person = personOfMeeting(input.meetingId);
  const { commitment } = entities();
  if (input.id === undefined) {
    const item = newItem(userId, newId(), input);
    const { data } = await withQuota(
      userId,
      { commitments: 1 },
      () => commitment.create(item).go(),
      () => assertPerson(userId, person, MEETING_NOT_FOUND),
    );
    return toCommitment(data as CommitmentItem);
  }
  const commitmentId = input.id;
  const [personFound, stored] = await batchGetItems([
    personRead(userId, person),
    itemRead(commitment.get({ userId, commitmentId }), (read) => commitment.parse(read)),
  ] as const);
  if (stored) {
    if (!sameCreate(stored, input)) throw idTaken();
    return toCommitment(stored);
  }
  if (!personFound) throw new NotFoundError(MEETING_NOT_FOUND);
  try {
    const { data } = await withQuota(userId, { commitments: 1 }, () =>
      commitment.create(newItem(userId, commitmentId, input)).go(),
    );
    return toCommitment(data as CommitmentItem);
  } catch (error) {
    // The same id made at the same moment (two retries racing): answer like a repeat.
    if (!isConditionalCheckFailure(error)) throw error;
    const { data: latest } = await commitment.get({ userId, commitmentId }).go();
    if (latest && sameCreate(latest, input)) return toCommitment(latest);
    throw idTaken();
  }
}

// ---------------------------------------------------------------------------------------------
// Update, complete, reopen
// ---------------------------------------------------------------------------------------------

function staleCommitment(sent: number, current: number): ConflictError {
  return new ConflictError(
    `This commitment was changed elsewhere (you sent version ${sent}, it is now at version ${current}); reload it and try again`,
  );
}

/** The stored item. One GetItem. @throws NotFoundError, ConflictError (a stale `version`). */
async function readCommitment(
  userId: string,
  commitmentId: string,
  expectedVersion: number | undefined,
): Promise<CommitmentItem> {
  const { data } = await entities().commitment.get({ userId, commitmentId }).go();
  if (!data) throw new NotFoundError(COMMITMENT_NOT_FOUND);
  if (expectedVersion !== undefined && expectedVersion !== data.version) {
    throw staleCommitment(expectedVersion, data.version);
  }
  return data;
}

/** What a write changes: attributes to set (undefined: remove). */
type Changes = Partial<Omit<CommitmentItem, 'userId' | 'commitmentId' | 'version' | 'createdAt'>>;

/**
 * Writes `changes` over `current`: one UpdateItem conditional on the version read, sending every
 * key composite so ElectroDB rebuilds the index keys. A refused write (changed or deleted since
 * the read) costs one GetItem to answer 404 or 409 — or the item as it now is, when
 * `alreadyDone` says another request made this very change in between (two tabs ticking).
 */
async function writeCommitment(
  userId: string,
  current: CommitmentItem,
  changes: Changes,
  expectedVersion: number | undefined,
  alreadyDone?: (latest: CommitmentItem) => boolean,
): Promise<Commitment> {
  const next = { ...current, ...changes };
  const cleared = (Object.keys(changes) as (keyof Changes)[]).filter(
    (name) => changes[name] === undefined,
  );
  const { commitmentId } = current;
  const readVersion = current.version;
  try {
    const write = entities()
      .commitment.patch({ userId, commitmentId })
      .set({
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        state: next.state,
        owner: next.owner,
        personKey: next.personKey,
        meetingDate: next.meetingDate,
        checklistMeetingId: next.checklistMeetingId,
        createdAt: current.createdAt,
        updatedAt: new Date().toISOString(),
      })
      .add({ version: 1 });
    const { data } = await (cleared.length > 0 ? write.remove(cleared as never) : write)
      .where(({ version }, { eq }) => eq(version, readVersion))
      .go({ response: 'all_new' });
    return toCommitment(data as CommitmentItem);
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const latest = await readCommitment(userId, commitmentId, expectedVersion);
    if (alreadyDone?.(latest)) return toCommitment(latest);
    throw new ConflictError(
      'This commitment was changed at the same time; reload it and try again',
    );
  }
}

/**
 * Edits the text, owner or due date (`due: null` clears it). `version`, when sent, must be the
 * current one. @throws NotFoundError, ConflictError
 */
export async function updateCommitment(
  userId: string,
  commitmentId: string,
  update: z.output<typeof commitmentUpdateSchema>,
): Promise<Commitment> {
  const current = await readCommitment(userId, commitmentId, update.version);
  return writeCommitment(
    userId,
    current,
    {
      ...(update.text !== undefined ? { text: update.text } : {}),
      ...(update.owner !== undefined ? { owner: update.owner } : {}),
      ...(update.due !== undefined ? { due: update.due ?? undefined } : {}),
    },
    update.version,
  );
}

/**
 * Ticks the commitment done (in the 1:1 `meetingId`, when sent: its checklist shows it from then
 * on). An item already done is answered as it is, so two tabs ticking it both succeed.
 * @throws NotFoundError, ConflictError (a stale `version`), ValidationError (a 1:1 of another person)
 */
export async function completeCommitment(
  userId: string,
  commitmentId: string,
  input: z.output<typeof commitmentCompleteSchema>,
): Promise<Commitment> {
  const current = await readCommitment(userId, commitmentId, input.version);
  if (
    input.meetingId &&
    linkAttributes(personOfMeeting(input.meetingId)).personKey !== current.personKey
  ) {
    throw invalidField('body', 'meetingId', 'meetingId is a 1:1 with someone else');
  }
  if (current.state === 'done') return toCommitment(current);
  const doneAt = new Date().toISOString();
  return withKeptEntry(
    writeCommitment(
      userId,
      current,
      {
        state: 'done',
        doneAt,
        doneMeetingId: input.meetingId,
        checklistMeetingId: input.meetingId ?? current.meetingId,
      },
      input.version,
      (latest) => latest.state === 'done',
    ),
    recordCommitmentKept(userId, commitmentId, { doneAt }),
    () => recordCommitmentKept(userId, commitmentId, { previousDoneAt: doneAt }),
  );
}

/**
 * Waits for a commitment write and the week summary write of its kept entry, sent together. When
 * the commitment write fails (refused: changed or deleted since the read), `undo` puts the entry
 * back as it was, since the item did not change; a failed entry write is thrown once the item's
 * write is known to have succeeded.
 */
async function withKeptEntry(
  write: Promise<Commitment>,
  entry: Promise<void>,
  undo: () => Promise<void>,
): Promise<Commitment> {
  const [written, recorded] = await Promise.allSettled([write, entry]);
  if (written.status === 'rejected') {
    if (recorded.status === 'fulfilled') await undo();
    throw written.reason;
  }
  if (recorded.status === 'rejected') throw recorded.reason;
  return written.value;
}

/**
 * Makes a done commitment open again (back on its person's list and in its own 1:1's checklist).
 * An open one is answered as it is. @throws NotFoundError, ConflictError
 */
export async function reopenCommitment(
  userId: string,
  commitmentId: string,
  input: z.output<typeof commitmentReopenSchema>,
): Promise<Commitment> {
  const current = await readCommitment(userId, commitmentId, input.version);
  if (current.state === 'open') return toCommitment(current);
  const write = writeCommitment(
    userId,
    current,
    {
      state: 'open',
      doneAt: undefined,
      doneMeetingId: undefined,
      checklistMeetingId: current.meetingId,
    },
    input.version,
    (latest) => latest.state === 'open',
  );
  const { doneAt } = current;
  if (!doneAt) return write;
  return withKeptEntry(
    write,
    recordCommitmentKept(userId, commitmentId, { previousDoneAt: doneAt }),
    () => recordCommitmentKept(userId, commitmentId, { doneAt }),
  );
}

// ---------------------------------------------------------------------------------------------
// Remove
// ---------------------------------------------------------------------------------------------

/**
 * Drops a commitment and answers it as it was (for Undo), giving its place in the quota back.
 * One DeleteItem + one UpdateItem. @throws NotFoundError when there is none.
 */
export async function removeCommitment(userId: string, commitmentId: string): Promise<Commitment> {
  let removed: CommitmentItem | null;
  try {
    const { data } = await entities()
      .commitment.remove({ userId, commitmentId })
      .go({ response: 'all_old' });
    removed = data as CommitmentItem | null;
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new NotFoundError(COMMITMENT_NOT_FOUND);
    throw error;
  }
  if (!removed) throw new NotFoundError(COMMITMENT_NOT_FOUND);
  await releaseQuota(userId, { commitments: 1 });
  return toCommitment(removed);
}
