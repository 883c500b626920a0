/**
 * Reads and writes of week summary items (data/schema/week-summary-entity.ts; entries:
 * week-summary-entries.ts). Every write is one single-item UpdateItem, safe to repeat (dynalite
 * has no transactions):
 *
 * - a note's count (the note-moments consumer, once per note event): counters moved by the
 *   difference from the state counted before, exactly once (`recordNoteSummary`);
 * - moments captured by hand (the by-hand moment routes): SET or REMOVE their entries, the only
 *   record of them (one write: the moment and the dashboard's count are the same attribute);
 * - a banner dismissal: ADD to the `dismissedBanners` set;
 * - a commitment ticked done or reopened: SET or REMOVE its kept entry (`recordCommitmentKept`);
 * - closing a week (for a rollover job): SET its totals and `closedAt`.
 *
 * Reads are part of a caller's BatchGetItem (`weekSummaryReads`): the items around now that any
 * zone's weeks can draw on (summary-weeks.ts), so they are read together with the profile, before
 * the zone is known; the reader then places each entry in its week (zoned-weeks.ts).
 */
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { LATEST_TYPES } from '../../../shared/domain/moments';
import { dismissibleBannerWeeks, parseBannerId } from '../../../shared/domain/nudge-kinds';
import type { BannerDismissal } from '../../../shared/contract';
import { weekStartOf } from '../../../shared/domain/week';
import { batchGetItems, itemRead, type ItemRead } from '../data/batch-get';
import { getDocumentClient } from '../data/client';
import { isConditionalCheckFailure, isItemTooLarge } from '../data/conditional-write';
import { entities } from '../data/entities';
import { ConflictError, invalidField, NotFoundError } from '../errors';
import { withEntries, type EntryChanges } from '../data/entry-update';
import {
  applyingToken,
  APPLYING_ATTRIBUTE,
  decodeWeekItem,
  keptEntryName,
  LATEST_KEPT,
  newestFirst,
  parseManualEntryName,
  weekTotals,
  type WeekItem,
} from './week-summary-entries';
import {
  contributionChanges,
  decodeContribution,
  encodeContribution,
  type NoteContribution,
} from './note-contribution';
import { reportWeekSummaryFull } from './week-summary-full';
import { itemWeeksOf, zonedWeek, zonedWeeks } from './zoned-weeks';

/** The read of one week summary item, for a batch read (an absent item reads as null). */
export function weekSummaryRead(userId: string, weekStart: string): ItemRead<WeekItem> {
  const { weekSummary } = entities();
  return itemRead(weekSummary.get({ userId, weekStart }), ({ Item }) => ({
    data: decodeWeekItem(Item),
  }));
}

/** The reads of the items of some weeks (summary-weeks.ts), in that order. */
export function weekSummaryReads(userId: string, weekStarts: readonly string[]) {
  return weekStarts.map((weekStart) => weekSummaryRead(userId, weekStart));
}

/**
 * One UpdateItem of a week summary: ElectroDB's update of the item (its key, identifiers,
 * `updatedAt` and `extra`) with the entries' changes added (data/entry-update.ts).
 */
function entryUpdate(
  userId: string,
  weekStart: string,
  changes: EntryChanges,
  now: Date,
  extra: { outbox?: 'mirror'; mirrorPendingAt?: string } = {},
): UpdateCommandInput {
  const base = entities()
    .weekSummary.update({ userId, weekStart })
    .set({ updatedAt: now.toISOString(), ...extra })
    .params();
  return withEntries(base, changes);
}

/** The counted state of a note, as its moment set holds it (data/schema/moment-entity.ts). */
export interface CountedNote {
  summaryEntry?: string | undefined;
  summaryRank?: string | undefined;
  summaryPendingToken?: string | undefined;
  summaryPending?: string | undefined;
}

/** A count under way: the state counted from and the one counted to (encoded, or null). */
interface PendingCount {
  token: string;
  rank: string;
  from: string | null;
  to: string | null;
}

function pendingOf(counted: CountedNote | null): PendingCount | null {
  if (!counted?.summaryPendingToken || !counted.summaryPending) return null;
  try {
    const parsed = JSON.parse(counted.summaryPending) as Omit<PendingCount, 'token'>;
    return { ...parsed, token: counted.summaryPendingToken };
  } catch {
    return null;
  }
}

/** Thrown when another run is counting a state of the same note: the event is run again later. */
export class CountUnderWayError extends Error {
  constructor(noteId: string) {
    super(`Another state of note ${noteId} is being counted`);
    this.name = 'CountUnderWayError';
  }
}

/**
 * Counts a note's new state in its week summary item (`itemWeek`: zoned-weeks.ts `noteItemWeek`)
 * exactly once (docs/data.md#week-summaries), whatever order the note's events come in and however
 * often one is delivered, with single-item writes (dynalite has no transactions):
 *
 * 1. a count another run left half-done (the moment set's `summaryPending`) is finished first;
 * 2. a state no later than the one counted (`summaryRank`) changes nothing;
 * 3. the moment set records the count under way — the token `<noteId>#<rank>`, the state counted
 *    from and the new one — on condition that no other is under way and no later state is counted;
 * 4. the item moves by the difference (note-contribution.ts) and takes the token into `applying`,
 *    on condition it is not there: a repeat of this step changes nothing;
 * 5. the moment set records the new state as counted and drops the count under way;
 * 6. the item lets go of the token and keeps its LATEST_KEPT newest latest moments.
 *
 * A run that stops anywhere leaves what the next run of any state of the note finishes. An item too
 * full to take the change (an older item, one entry per note, near DynamoDB's 400 KB) is reported
 * (week-summary-full.ts) and the count stays under way.
 * @returns whether this state was counted by this run.
 * @throws CountUnderWayError while another run counts a state of the note.
 */
export async function recordNoteSummary(input: {
  userId: string;
  noteId: string;
  itemWeek: string;
  /** The state's rank (`<createdAt>#<version>`, or `<createdAt>#~` once deleted). */
  rank: string;
  /** The state's contribution; null for a deleted note. */
  next: NoteContribution | null;
  /** What the note's moment set held when the run read it; null when it has none. */
  counted: CountedNote | null;
  now?: Date;
}): Promise<boolean> {
  const { userId, noteId, itemWeek, rank, next, now = new Date() } = input;
  const token = applyingToken(noteId, rank);
  let from = input.counted?.summaryEntry || null;
  let countedRank = input.counted?.summaryRank ?? null;
  const pending = pendingOf(input.counted);
  if (pending && pending.token !== token) {
    if (!(await finishCount(userId, noteId, itemWeek, pending, now))) return false;
    from = pending.to;
    countedRank = pending.rank;
  }
  if (countedRank !== null && countedRank >= rank) {
    // A repeat of a counted state: let go of its token, in case a run stopped before doing so.
    if (countedRank === rank) await releaseToken(userId, itemWeek, token, [], now);
    return false;
  }
  const mine: PendingCount =
    pending?.token === token
      ? pending
      : { token, rank, from, to: next ? encodeContribution(next) : null };
  if (pending?.token !== token) {
    try {
      await entities()
        .momentSet.update({ userId, noteId })
        .set({
          summaryPendingToken: token,
          summaryPending: JSON.stringify({ rank, from: mine.from, to: mine.to }),
        })
        .where(
          (attributes, { notExists, eq, lt }) =>
            `(${notExists(attributes.summaryPendingToken)} OR ${eq(attributes.summaryPendingToken, token)}) AND (${notExists(attributes.summaryRank)} OR ${lt(attributes.summaryRank, rank)})`,
        )
        .go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
      throw new CountUnderWayError(noteId);
    }
  }
  return finishCount(userId, noteId, itemWeek, mine, now);
}

/** Steps 4–6 of recordNoteSummary for a count under way. @returns false when the item is full. */
async function finishCount(
  userId: string,
  noteId: string,
  itemWeek: string,
  pending: PendingCount,
  now: Date,
): Promise<boolean> {
  const changes = contributionChanges(
    noteId,
    decodeContribution(pending.from),
    decodeContribution(pending.to),
  );
  const input = entryUpdate(
    userId,
    itemWeek,
    {
      set: changes.set,
      remove: changes.remove,
      addNumbers: changes.add,
      addToSet: { name: APPLYING_ATTRIBUTE, values: [pending.token] },
      condition: 'NOT contains(#a0, :token)',
      conditionValues: { ':token': pending.token },
    },
    now,
  );
  let item: Record<string, unknown> | undefined;
  try {
    ({ Attributes: item } = await getDocumentClient().send(
      new UpdateCommand({ ...input, ReturnValues: 'ALL_NEW' }),
    ));
  } catch (error) {
    if (isItemTooLarge(error)) {
      reportWeekSummaryFull(userId, itemWeek, noteId);
      return false;
    }
    // Counted already by a run that stopped before step 5.
    if (!isConditionalCheckFailure(error)) throw error;
  }
  try {
    await entities()
      .momentSet.update({ userId, noteId })
      .set({ summaryEntry: pending.to ?? '', summaryRank: pending.rank })
      .remove(['summaryPendingToken', 'summaryPending'])
      .where((attributes, { eq }) => eq(attributes.summaryPendingToken, pending.token))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
  await releaseToken(userId, itemWeek, pending.token, overflowingLatest(item), now);
  return true;
}

/** The latest moments of an item past the LATEST_KEPT newest (their attributes). */
function overflowingLatest(item: Record<string, unknown> | undefined): string[] {
  const latest = decodeWeekItem(item)?.latest ?? [];
  if (latest.length <= LATEST_KEPT) return [];
  return latest
    .sort(newestFirst)
    .slice(LATEST_KEPT)
    .map((moment) => moment.name);
}

/** Takes a count's token out of `applying`, and removes the latest moments given. One UpdateItem. */
async function releaseToken(
  userId: string,
  itemWeek: string,
  token: string,
  removeLatest: readonly string[],
  now: Date,
): Promise<void> {
  await getDocumentClient().send(
    new UpdateCommand(
      entryUpdate(
        userId,
        itemWeek,
        { remove: removeLatest, deleteFromSet: { name: APPLYING_ATTRIBUTE, values: [token] } },
        now,
      ),
    ),
  );
}

/** Whether a change by hand must be copied to its person's latest item (manual-latest.ts). */
function needsMirror(name: string): boolean {
  const entry = parseManualEntryName(name);
  return entry !== null && entry.personKey.startsWith('dr#') && LATEST_TYPES.has(entry.type);
}

/**
 * Sets and removes entries of moments captured by hand (manualEntryName → capture time, and
 * captureNoteEntryName → the note a capture wrote), in one UpdateItem. When one of them is a
 * direct report's feedback given or recognition, the same write puts the week in the outbox
 * (`mirrorPendingAt`, `mirrorChanged`), so the outbox sweep copies it to the person's latest
 * item. With `mustExist`, the first removed entry must be there (@throws NotFoundError with that
 * message otherwise); with `unlessOther` instead, that set entry must be absent or already hold
 * the value being set (@throws ConflictError with that message otherwise). Answers the removed
 * entries' old values.
 */
export async function writeManualEntries(
  userId: string,
  weekStart: string,
  changes: {
    set?: Record<string, string>;
    remove?: readonly string[];
    mustExist?: string;
    unlessOther?: { name: string; message: string };
  },
  now = new Date(),
): Promise<Record<string, string>> {
  const { unlessOther, mustExist, ...entries } = changes;
  if (unlessOther && mustExist) throw new Error('Give mustExist or unlessOther, not both');
  const changed = [...Object.keys(entries.set ?? {}), ...(entries.remove ?? [])];
  const mirrored = changed.filter(needsMirror);
  const conditions: string[] = [];
  if (mustExist) conditions.push('attribute_exists(#r0)');
  if (unlessOther) {
    // The set entries are #e0, #e1… in the order of `set` (data/entry-update.ts).
    const index = Object.keys(entries.set ?? {}).indexOf(unlessOther.name);
    if (index < 0) throw new Error(`${unlessOther.name} is not one of the entries set`);
    conditions.push(`(attribute_not_exists(#e${index}) OR #e${index} = :e${index})`);
  }
  const input = entryUpdate(
    userId,
    weekStart,
    {
      ...entries,
      ...(mirrored.length > 0 ? { addToSet: { name: 'mirrorChanged', values: mirrored } } : {}),
      ...(conditions.length > 0 ? { condition: conditions.join(' AND ') } : {}),
    },
    now,
    mirrored.length > 0 ? { outbox: 'mirror', mirrorPendingAt: now.toISOString() } : {},
  );
  try {
    const { Attributes } = await getDocumentClient().send(
      new UpdateCommand({ ...input, ReturnValues: 'UPDATED_OLD' }),
    );
    const old: Record<string, string> = {};
    for (const name of entries.remove ?? []) {
      const value = Attributes?.[name] as unknown;
      if (typeof value === 'string') old[name] = value;
    }
    return old;
  } catch (error) {
    if (isConditionalCheckFailure(error)) {
      if (mustExist) throw new NotFoundError(mustExist);
      if (unlessOther) throw new ConflictError(unlessOther.message);
    }
    throw error;
  }
}

/**
 * Records that a commitment was ticked done at `doneAt` (ISO 8601 UTC), or with `doneAt` null that
 * the tick at `previousDoneAt` no longer holds (reopened): SETs or REMOVEs its kept entry
 * (week-summary-entries.ts `keptEntryName`) on the item of that instant's UTC week, which every
 * zone's reader of the instant's week reads (zoned-weeks.ts). One UpdateItem; repeating it
 * changes nothing, so a repeated tick counts once.
 */
export async function recordCommitmentKept(
  userId: string,
  commitmentId: string,
  tick: { doneAt: string } | { previousDoneAt: string },
  now = new Date(),
): Promise<void> {
  const name = keptEntryName(commitmentId);
  const at = 'doneAt' in tick ? tick.doneAt : tick.previousDoneAt;
  const changes: EntryChanges =
    'doneAt' in tick ? { set: { [name]: tick.doneAt } } : { remove: [name] };
  await getDocumentClient().send(
    new UpdateCommand(entryUpdate(userId, weekStartOf(new Date(at), 'UTC'), changes, now)),
  );
}

/**
 * Dismisses a banner for the week its id names (docs/product.md#states-and-transitions 'Dismissal
 * is possible'). One UpdateItem (a set ADD: dismissing twice is the same). Only a banner of this
 * week or last week can be dismissed, so dismissals stay a handful of items per user.
 * @throws ValidationError for an id that is no banner's, or a banner of another week.
 */
export async function dismissBanner(
  userId: string,
  nudgeId: string,
  now = new Date(),
): Promise<BannerDismissal> {
  const parsed = parseBannerId(nudgeId);
  if (!parsed) throw invalidField('body', 'nudgeId', 'nudgeId must be the id of a banner');
  if (!dismissibleBannerWeeks(now).has(parsed.weekStart)) {
    throw invalidField('body', 'nudgeId', 'nudgeId must name a banner of this week or last week');
  }
  await entities()
    .weekSummary.update({ userId, weekStart: parsed.weekStart })
    .add({ dismissedBanners: [nudgeId] })
    .set({ updatedAt: now.toISOString() })
    .go();
  return { nudgeId, weekStart: parsed.weekStart, dismissedAt: now.toISOString() };
}

/**
 * Closes a week of `timeZone` for a rollover job (docs/product.md#weeks-and-time-zones): reads the
 * items its entries can be in (the week's and its neighbours', in one BatchGetItem), and stores on
 * the week's item its totals (weekTotals: notes and moments per person and type that count in it in
 * that zone) with `closedAt` = `now` (the rollover passes the instant the week ended, so a second
 * run writes the same item). Idempotent: a second run stores the same totals. Nothing reads these
 * to be correct — every read computes the week from its entries — so a job that never ran changes
 * no number; a note edited after the close updates the entries as usual and a later close refreshes
 * the totals. Two DynamoDB calls.
 */
export async function closeWeekSummary(
  userId: string,
  weekStart: string,
  timeZone: string,
  now = new Date(),
): Promise<{ weekStart: string; totals: ReturnType<typeof weekTotals> }> {
  const items = await batchGetItems(weekSummaryReads(userId, itemWeeksOf([weekStart])));
  const totals = weekTotals(zonedWeek(zonedWeeks(items, timeZone), weekStart));
  await entities()
    .weekSummary.update({ userId, weekStart })
    .set({ totals, closedAt: now.toISOString(), updatedAt: now.toISOString() })
    .go();
  return { weekStart, totals };
}

/**
 * Opens a week for a rollover job (docs/product.md#weeks-and-time-zones): its summary item records
 * `openedAt` (the instant the week began, ISO 8601 UTC), so the week's first write updates an item
 * that is there. One UpdateItem; repeating it writes the same item.
 */
export async function openWeekSummary(
  userId: string,
  weekStart: string,
  openedAt: Date,
): Promise<void> {
  await entities()
    .weekSummary.update({ userId, weekStart })
    .set({ openedAt: openedAt.toISOString() })
    .go();
}
