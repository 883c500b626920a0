/**
 * Reads and writes of the latest items (`MOMENTLATEST#<personKey>#<type>`, their entries:
 * latest-entries.ts). Each write is one single-item UpdateItem, safe to repeat:
 *
 * - a note's entry (the note-moments consumer): SET on condition that no later state of the note
 *   wrote it (`attribute_not_exists OR stored <= mine`); when the item then holds more than
 *   NOTE_ENTRIES_KEPT note entries, a second UpdateItem drops the oldest;
 * - a week's entry by hand (the outbox sweep, manual-latest.ts): SET to the week summary's value,
 *   or REMOVE when the summary no longer has it.
 */
import { GetCommand, UpdateCommand, type GetCommandInput } from '@aws-sdk/lib-dynamodb';
import type { MomentType } from '../../../shared/domain/moments';
import { itemRead, type ItemRead } from '../data/batch-get';
import { getDocumentClient } from '../data/client';
import { isConditionalCheckFailure, isItemTooLarge } from '../data/conditional-write';
import { entities } from '../data/entities';
import { withEntries, type EntryChanges } from '../data/entry-update';
import {
  latestOfItem,
  noteLatestName,
  overflowingNoteEntries,
  weekLatestName,
} from './latest-entries';

/** A person's latest moment of a type (ISO 8601 UTC or null), leaving out `readWeeks`' copies. */
export function latestRead(
  userId: string,
  personKey: string,
  type: MomentType,
  readWeeks: ReadonlySet<string>,
): ItemRead<string | null> {
  return itemRead(entities().momentLatest.get({ userId, personKey, type }), ({ Item }) => ({
    data: latestOfItem(Item, readWeeks),
  }));
}

/** One UpdateItem of a person's latest item; answers the item as written. */
async function updateLatest(
  userId: string,
  personKey: string,
  type: MomentType,
  changes: EntryChanges,
): Promise<Record<string, unknown> | undefined> {
  const base = entities()
    .momentLatest.update({ userId, personKey, type })
    .set({ updatedAt: new Date().toISOString() })
    .params();
  const { Attributes } = await getDocumentClient().send(
    new UpdateCommand({ ...withEntries(base, changes), ReturnValues: 'ALL_NEW' }),
  );
  return Attributes;
}

/** Drops the note entries of an item past the newest NOTE_ENTRIES_KEPT (latest-entries.ts). */
async function dropOverflow(
  userId: string,
  personKey: string,
  type: MomentType,
  item: Record<string, unknown> | undefined,
): Promise<void> {
  const overflow = overflowingNoteEntries(item);
  if (overflow.length > 0) await updateLatest(userId, personKey, type, { remove: overflow });
}

/**
 * Records a note's state in the person's latest item (`value`: noteLatestValue). @returns false
 * when a later state of the note is already recorded.
 */
export async function recordNoteLatest(
  userId: string,
  personKey: string,
  type: MomentType,
  noteId: string,
  value: string,
): Promise<boolean> {
  const write = () =>
    updateLatest(userId, personKey, type, {
      set: { [noteLatestName(noteId)]: value },
      condition: 'attribute_not_exists(#e0) OR #e0 <= :e0',
    });
  try {
    await dropOverflow(userId, personKey, type, await write());
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    if (!isItemTooLarge(error)) throw error;
  }
  // An item from before items were kept small: make room, then write again.
  const { Item } = await getDocumentClient().send(
    new GetCommand(
      entities().momentLatest.get({ userId, personKey, type }).params<GetCommandInput>(),
    ),
  );
  await dropOverflow(userId, personKey, type, Item);
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Copies a week's moment by hand to the person's latest item (null: there is none). */
export async function copyWeekLatest(
  userId: string,
  personKey: string,
  type: MomentType,
  weekStart: string,
  capturedAt: string | null,
): Promise<void> {
  const name = weekLatestName(weekStart);
  await updateLatest(
    userId,
    personKey,
    type,
    capturedAt ? { set: { [name]: capturedAt } } : { remove: [name] },
  );
}
