/**
 * Reads and writes of week summary items (data/schema/week-summary-entity.ts; entries:
 * week-summary-entries.ts). Every write is one single-item UpdateItem, safe to repeat (dynalite
 * has no transactions):
 *
 * - a note's entry (the note-moments consumer, once per note event): SET on condition that no
 *   later state of the note wrote it (`attribute_not_exists OR stored <= mine`);
 * - moments captured by hand (the by-hand moment routes): SET or REMOVE their entries, the only
 *   record of them (one write: the moment and the dashboard's count are the same attribute);
 * - a banner dismissal: ADD to the `dismissedBanners` set;
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
import { batchGetItems, itemRead, type ItemRead } from '../data/batch-get';
import { getDocumentClient } from '../data/client';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import { ConflictError, invalidField, NotFoundError } from '../errors';
import { withEntries, type EntryChanges } from '../data/entry-update';
import {
  decodeWeekItem,
  noteEntryName,
  parseManualEntryName,
  weekTotals,
  type WeekItem,
} from './week-summary-entries';
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

const isItemTooLarge = (error: unknown) =>
  (error as { name?: string }).name === 'ValidationException' &&
  /size/i.test((error as { message?: string }).message ?? '');

/**
 * Records a note's state in its item (`weekStart`: zoned-weeks.ts `noteItemWeek`): `value` is its
 * entry (noteEntryValue or deletedNoteEntryValue), written unless a later state of the note
 * already is. An item too full to hold another entry is skipped (the dashboard then undercounts
 * that week) and reported once per user and week (week-summary-full.ts).
 * @returns whether it was written.
 */
export async function recordNoteEntry(
  userId: string,
  weekStart: string,
  noteId: string,
  value: string,
  now = new Date(),
): Promise<boolean> {
  const input = entryUpdate(
    userId,
    weekStart,
    {
      set: { [noteEntryName(noteId)]: value },
      condition: 'attribute_not_exists(#e0) OR #e0 <= :e0',
    },
    now,
  );
  try {
    await getDocumentClient().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    if (isItemTooLarge(error)) {
      reportWeekSummaryFull(userId, weekStart, noteId);
      return false;
    }
    throw error;
  }
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
