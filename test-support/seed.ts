/**
 * Test fixtures written straight to the local table through the data layer, for states the API
 * cannot reach on the spot: a person added weeks ago, thousands of notes, notes written in the
 * past, a week summary too full to take another note. A person's 1:1s start on the local day it
 * was added (its schedule history starts then), so a person created by a test has no 1:1s on the
 * days before today; backdating it gives it the past 1:1s a long-tracked person has.
 *
 * Only for the process running the local stack, after startLocalStack() (the data layer reads the
 * table and endpoint from the environment the stack sets).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteItems, putRequest } from '../functions/lib/data/batch-write';
import { getDocumentClient } from '../functions/lib/data/client';
import { entities } from '../functions/lib/data/entities';
import { deletedRankOf } from '../functions/lib/moments/inferred-moments';
import {
  deletedNoteEntryValue,
  noteEntryName,
} from '../functions/lib/week-summary/week-summary-entries';
import { newId } from '../functions/lib/data/ids';
import { linkAttributes, linkOf } from '../functions/lib/notes/note-links';
import { noteEntityType } from '../shared/domain/notes';

export { backdatePerson } from '../infra/local/demo/backdate-person';

/** A note to seed: anything left out gets a plain general note's value. */
export interface SeedNote {
  noteId?: string;
  content?: string;
  tags?: string[];
  createdAt?: string;
  directReportId?: string;
  bossId?: string;
}

/**
 * Writes notes straight through the data layer (BatchWriteItem, 25 a call, items from ElectroDB),
 * for volumes the API would take long to build one request at a time, and texts as they were
 * stored before the API cleaned them (shared/domain/note-text.ts). Each note is a general note ('self' unless it
 * names a person); createdAt defaults to now. @returns the note ids, in the order given.
 */
export async function seedNotes(userId: string, notes: readonly SeedNote[]): Promise<string[]> {
  const { note } = entities();
  const items = notes.map((seed) => {
    const createdAt = seed.createdAt ?? new Date().toISOString();
    const link = linkOf(seed);
    return {
      userId,
      noteId: seed.noteId ?? newId(),
      type: 'general' as const,
      content: seed.content ?? 'Seeded note',
      ...linkAttributes(link),
      entityType: noteEntityType(link?.kind ?? null),
      tags: seed.tags ?? [],
      agendaContent: '',
      reflectionContent: '',
      version: 1,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await batchWriteItems(items.map((item) => putRequest(note.put(item))));
  return items.map((item) => item.noteId);
}

/** DynamoDB's largest item (400 KB), in its own count: attribute names plus values, in bytes. */
const MAX_ITEM_BYTES = 400 * 1024;

/** An item's size as DynamoDB counts it, for items of string attributes. */
const itemBytes = (item: Record<string, unknown>) =>
  Object.entries(item).reduce(
    (total, [name, value]) =>
      total + Buffer.byteLength(name) + Buffer.byteLength(String(value as string)),
    0,
  );

/**
 * Writes the user's summary of `weekStart` full of entries of deleted notes (tombstones, which
 * count for nothing: week-summary-entries.ts) up to DynamoDB's 400 KB, leaving less room than one
 * more entry takes: a week that cannot take another note's. One PutItem. @returns the entries.
 */
export async function fillWeekSummary(userId: string, weekStart: string): Promise<number> {
  const at = new Date().toISOString();
  const { Item, TableName } = entities()
    .weekSummary.put({ userId, weekStart, updatedAt: at })
    .params<{ Item: Record<string, unknown>; TableName: string }>();
  const item: Record<string, unknown> = { ...Item };
  let size = itemBytes(item);
  let entries = 0;
  for (;;) {
    const name = noteEntryName(newId());
    const value = deletedNoteEntryValue(deletedRankOf(at));
    const entryBytes = Buffer.byteLength(name) + Buffer.byteLength(value);
    if (size + entryBytes > MAX_ITEM_BYTES) break;
    item[name] = value;
    size += entryBytes;
    entries += 1;
  }
  await getDocumentClient().send(new PutCommand({ TableName, Item: item }));
  return entries;
}
