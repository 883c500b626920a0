/**
 * Moments captured by hand (docs/product.md#where-the-moments-show): a moment with a direct report
 * or the manager this week, and the manage-up flags of a week. A moment by hand is an entry of a
 * week summary item (`m#<personKey>#<type>#<countsAt>` = capture time, functions/lib/week-summary/),
 * the same attribute the dashboard counts and every moments read reads, so each change is ONE
 * write and shows at once everywhere; inferred moments are written by the note-moments consumer
 * alone (inferred-moments.ts). 2 DynamoDB calls each:
 *
 * - capture: 1 BatchGetItem (time zone + person + the items that can hold this week, and the
 *   capture's note when it wrote one), then 1 UpdateItem: a moment of this week already there
 *   (in the user's zone now: week-summary/zoned-weeks.ts) is captured again in its own entry,
 *   else a new entry counting at now goes to this week's item; `c#…` beside it = the note's id;
 * - remove: 1 BatchGetItem, then 1 UpdateItem (REMOVE the entries of this week, on condition the
 *   moment is still there: 404 otherwise; answers its capture time and note);
 * - manage-up flags: 1 BatchGetItem (boss, time zone, the week's items), then 1 UpdateItem (SET a
 *   flag set, REMOVE a flag cleared with the note its capture wrote).
 *
 * After a change of time zone, a week's moments by hand can sit in two items (written in the
 * week of the old zone): a removal or the flags then write each item, 1 UpdateItem more.
 *
 * Capturing with a note (docs/product.md#where-the-moments-show): the client first writes the note
 * (a private note about the person tagged `moment:<type>`, shared/domain/moment-notes.ts), then
 * captures with its id; the moment keeps the id, so a removal answers it and the client can delete
 * or untag that note. The tag keeps the note-moments consumer from also inferring the moment from
 * the note: it counts once, by hand. There is no transaction (dynalite has none): each step is
 * one single-item write, the note first, so a capture that fails leaves at most a note the client
 * deletes again, never a moment pointing at a note with nothing in it.
 *
 * A direct report's feedback given or recognition also puts the item in the outbox in the same
 * write, so the outbox sweep copies it to the person's latest item (manual-latest.ts) for the
 * weeks after this one.
 */
import type * as z from 'zod/mini';
import type { ManageUpState, manageUpUpdateSchema } from '../../../shared/contract';
import { capturedTypesOf, momentTag } from '../../../shared/domain/moment-notes';
import { MANAGE_UP_MOMENT_TYPES, type MomentType } from '../../../shared/domain/moments';
import { ConflictError, invalidField, NotFoundError } from '../errors';
import { NOTE_NOT_FOUND, type NoteItem } from '../notes/note-items';
import { linkOf, sameLink } from '../notes/note-links';
import type { PersonRef } from '../people/person-reads';
import {
  captureNoteEntryName,
  manualEntryName,
  type StoredManualEntry,
} from '../week-summary/week-summary-entries';
import { writeManualEntries } from '../week-summary/week-summary-store';
import { manualCountsAt, manualEntriesOfWeek } from '../week-summary/zoned-weeks';
import { personKeyOf } from './moment-keys';
import { manageUpState } from './moment-reads';
import { personWeek } from './person-week';

export const NO_MANUAL_MOMENT = 'No moment of this type was captured by hand this week';
export const CAPTURED_WITH_OTHER_NOTE =
  'This moment was already captured this week with another note; remove it first';

/** A moment captured by hand, as the routes answer it (with their own person field). */
export interface ManualCapture {
  weekStart: string;
  source: 'manual';
  capturedAt: string;
  /** The note the capture wrote, or null. */
  noteId: string | null;
}

const WHO: Record<PersonRef['kind'], string> = {
  directReport: 'this direct report',
  boss: 'your manager',
};

/**
 * Checks the note a capture wrote: the user's (404 otherwise, like another user's ids), about the
 * same person and tagged with the moment (400 on `noteId` otherwise).
 */
function checkCaptureNote(note: NoteItem | null, person: PersonRef, type: MomentType): void {
  if (!note) throw new NotFoundError(NOTE_NOT_FOUND);
  if (!sameLink(linkOf(note), person)) {
    throw invalidField('body', 'noteId', `noteId must be a note about ${WHO[person.kind]}`);
  }
  if (!capturedTypesOf(note.tags).includes(type)) {
    throw invalidField(
      'body',
      'noteId',
      `noteId must be a note tagged ${momentTag(type)}, the moment it records`,
    );
  }
}

/** A new entry by hand counting at `countsAt`, in the item of the week `itemWeek`. */
function newEntry(
  personKey: string,
  type: MomentType,
  countsAt: string,
  itemWeek: string,
): Pick<StoredManualEntry, 'itemWeek' | 'name' | 'noteName'> {
  return {
    itemWeek,
    name: manualEntryName(personKey, type, countsAt),
    noteName: captureNoteEntryName(personKey, type, countsAt),
  };
}

/** Changes of entries by hand, by the item that holds them (one UpdateItem each). */
class ItemChanges {
  private readonly items = new Map<string, { set: Record<string, string>; remove: string[] }>();

  private of(itemWeek: string) {
    let changes = this.items.get(itemWeek);
    if (!changes) this.items.set(itemWeek, (changes = { set: {}, remove: [] }));
    return changes;
  }

  set(itemWeek: string, name: string, value: string): void {
    this.of(itemWeek).set[name] = value;
  }

  remove(entry: Pick<StoredManualEntry, 'itemWeek' | 'name' | 'noteName'>): void {
    this.of(entry.itemWeek).remove.push(entry.name, entry.noteName);
  }

  /** Makes sure the item is written (its `updatedAt`) even with nothing to change. */
  touch(itemWeek: string): void {
    this.of(itemWeek);
  }

  entries() {
    return [...this.items.entries()];
  }
}

/**
 * Captures a moment with the person by hand for this week (once per person and type; capturing
 * again keeps the note already linked), with the note it wrote when `noteId` is given.
 * @throws NotFoundError (the person or the note is not the user's), ValidationError (the note is
 * about someone else or not tagged with the moment), ConflictError (captured with another note).
 */
export async function captureMoment(
  userId: string,
  capture: { person: PersonRef; type: MomentType; noteId?: string | undefined },
  now = new Date(),
): Promise<ManualCapture> {
  const { person, type, noteId } = capture;
  const { weekStart, timeZone, items, note } = await personWeek(userId, person, now, {
    summary: true,
    noteId,
  });
  if (noteId) checkCaptureNote(note, person, type);
  const personKey = personKeyOf(person.kind, person.id);
  const capturedAt = now.toISOString();
  const [existing] = manualEntriesOfWeek(items, timeZone, weekStart, personKey, type);
  if (noteId && existing?.noteId && existing.noteId !== noteId) {
    throw new ConflictError(CAPTURED_WITH_OTHER_NOTE);
  }
  // Captured again: the same entry, so it keeps the week it counts in and its note.
  const target = existing ?? newEntry(personKey, type, capturedAt, weekStart);
  await writeManualEntries(
    userId,
    target.itemWeek,
    {
      set: { [target.name]: capturedAt, ...(noteId ? { [target.noteName]: noteId } : {}) },
      ...(noteId
        ? { unlessOther: { name: target.noteName, message: CAPTURED_WITH_OTHER_NOTE } }
        : {}),
    },
    now,
  );
  return { weekStart, source: 'manual', capturedAt, noteId: noteId ?? null };
}

/**
 * Removes this week's moment captured by hand (in the user's zone now), with the link to the note
 * it wrote (the note itself is the client's to delete or untag). @throws NotFoundError when there
 * is none.
 */
export async function removeMoment(
  userId: string,
  removal: { person: PersonRef; type: MomentType },
  now = new Date(),
): Promise<ManualCapture> {
  const { person, type } = removal;
  const { weekStart, timeZone, items } = await personWeek(userId, person, now, { summary: true });
  const personKey = personKeyOf(person.kind, person.id);
  const found = manualEntriesOfWeek(items, timeZone, weekStart, personKey, type);
  const [latest] = found;
  if (!latest) throw new NotFoundError(NO_MANUAL_MOMENT);
  const changes = new ItemChanges();
  for (const entry of found) changes.remove(entry);
  const old: Record<string, string> = {};
  for (const [itemWeek, { remove }] of changes.entries()) {
    Object.assign(
      old,
      await writeManualEntries(userId, itemWeek, { remove, mustExist: NO_MANUAL_MOMENT }, now),
    );
  }
  const noteOf = (entry: StoredManualEntry) => old[entry.noteName] ?? entry.noteId;
  return {
    weekStart,
    source: 'manual',
    capturedAt: old[latest.name] ?? latest.capturedAt,
    noteId: found.map(noteOf).find((id) => id !== null) ?? null,
  };
}

/**
 * Sets a week's manage-up flags by hand and answers them: a flag set that was already set keeps
 * its entry (and its note); a new one counts at manualCountsAt (now, or the middle of a past or
 * future week); a flag cleared takes every entry of that week with its note link.
 * @throws NotFoundError when the boss is not the user's.
 */
export async function setManageUpFlags(
  userId: string,
  bossId: string,
  weekStart: string,
  flags: z.output<typeof manageUpUpdateSchema>,
  now = new Date(),
): Promise<ManageUpState> {
  const { timeZone, items } = await personWeek(userId, { kind: 'boss', id: bossId }, now, {
    summary: true,
    weekStart,
  });
  const personKey = personKeyOf('boss', bossId);
  const occurredAt = now.toISOString();
  const countsAt = manualCountsAt(now, weekStart, timeZone);
  const changes = new ItemChanges();
  for (const type of MANAGE_UP_MOMENT_TYPES) {
    const entries = manualEntriesOfWeek(items, timeZone, weekStart, personKey, type);
    if (!flags[type]) {
      for (const entry of entries) changes.remove(entry);
      continue;
    }
    const target = entries[0] ?? newEntry(personKey, type, countsAt, weekStart);
    changes.set(target.itemWeek, target.name, occurredAt);
  }
  // Nothing to set or clear: the week's item is still written (its `updatedAt`), as always.
  if (changes.entries().length === 0) changes.touch(weekStart);
  for (const [itemWeek, entries] of changes.entries()) {
    await writeManualEntries(userId, itemWeek, entries, now);
  }
  return manageUpState(flags);
}
