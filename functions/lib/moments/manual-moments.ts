/**
 * Moments captured by hand (issue 'Coaching intelligence' item 5): a moment with a direct report
 * or the manager this week, and the manage-up flags of a week. A moment by hand is an entry of its
 * week's summary (`m#<personKey>#<type>` = capture time, functions/lib/week-summary/), the same
 * attribute the dashboard counts and every moments read reads, so each change is ONE write and
 * shows at once everywhere; inferred moments are written by the note-moments consumer alone
 * (inferred-moments.ts). 2 DynamoDB calls each:
 *
 * - capture: 1 BatchGetItem (time zone + person, and the capture's note when it wrote one), then
 *   1 UpdateItem of the week summary (SET the moment, and `c#<personKey>#<type>` = the note's id);
 * - remove: 1 BatchGetItem, then 1 UpdateItem (REMOVE both, on condition the moment is there: 404
 *   otherwise; answers its capture time and note);
 * - manage-up flags: 1 GetItem (boss), then 1 UpdateItem (SET a flag set, REMOVE a flag cleared
 *   with the note its capture wrote).
 *
 * Capturing with a note (README 'Where the moments show'): the client first writes the note (a
 * private note about the person tagged `moment:<type>`, shared/domain/moment-notes.ts), then
 * captures with its id; the moment keeps the id, so a removal answers it and the client can delete
 * or untag that note. The tag keeps the note-moments consumer from also inferring the moment from
 * the note: it counts once, by hand. There is no transaction (dynalite has none): each step is
 * one single-item write, the note first, so a capture that fails leaves at most a note the client
 * deletes again, never a moment pointing at a note with nothing in it.
 *
 * A direct report's feedback given or recognition also puts the week in the outbox in the same
 * write, so the outbox sweep copies it to the person's latest item (manual-latest.ts) for the
 * weeks after this one.
 */
import type * as z from 'zod/mini';
import type { ManageUpState, manageUpUpdateSchema } from '../../../shared/contract';
import { capturedTypesOf, momentTag } from '../../../shared/domain/moment-notes';
import { MANAGE_UP_MOMENT_TYPES, type MomentType } from '../../../shared/domain/moments';
import { entities } from '../data/entities';
import { invalidField, NotFoundError } from '../errors';
import { NOTE_NOT_FOUND, type NoteItem } from '../notes/note-items';
import { linkOf, sameLink } from '../notes/note-links';
import { BOSS_NOT_FOUND } from '../people/boss-store';
import type { PersonRef } from '../people/person-reads';
import { captureNoteEntryName, manualEntryName } from '../week-summary/week-summary-entries';
import { writeManualEntries } from '../week-summary/week-summary-store';
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
  const { weekStart, note } = await personWeek(userId, person, now, noteId ? { noteId } : {});
  if (noteId) checkCaptureNote(note, person, type);
  const personKey = personKeyOf(person.kind, person.id);
  const capturedAt = now.toISOString();
  const noteEntry = captureNoteEntryName(personKey, type);
  await writeManualEntries(
    userId,
    weekStart,
    {
      set: {
        [manualEntryName(personKey, type)]: capturedAt,
        ...(noteId ? { [noteEntry]: noteId } : {}),
      },
      ...(noteId ? { unlessOther: { name: noteEntry, message: CAPTURED_WITH_OTHER_NOTE } } : {}),
    },
    now,
  );
  return { weekStart, source: 'manual', capturedAt, noteId: noteId ?? null };
}

/**
 * Removes this week's moment captured by hand, with the link to the note it wrote (the note
 * itself is the client's to delete or untag). @throws NotFoundError when there is none.
 */
export async function removeMoment(
  userId: string,
  removal: { person: PersonRef; type: MomentType },
  now = new Date(),
): Promise<ManualCapture> {
  const { person, type } = removal;
  const { weekStart } = await personWeek(userId, person, now);
  const personKey = personKeyOf(person.kind, person.id);
  const name = manualEntryName(personKey, type);
  const noteEntry = captureNoteEntryName(personKey, type);
  const old = await writeManualEntries(
    userId,
    weekStart,
    { remove: [name, noteEntry], mustExist: NO_MANUAL_MOMENT },
    now,
  );
  return {
    weekStart,
    source: 'manual',
    capturedAt: old[name] ?? now.toISOString(),
    noteId: old[noteEntry] ?? null,
  };
}

/** Sets a week's manage-up flags by hand and answers them. */
export async function setManageUpFlags(
  userId: string,
  bossId: string,
  weekStart: string,
  flags: z.output<typeof manageUpUpdateSchema>,
  now = new Date(),
): Promise<ManageUpState> {
  const { data } = await entities().boss.get({ userId, bossId }).go();
  if (!data) throw new NotFoundError(BOSS_NOT_FOUND);
  const personKey = personKeyOf('boss', bossId);
  const occurredAt = now.toISOString();
  const set = MANAGE_UP_MOMENT_TYPES.filter((type) => flags[type]);
  const cleared = MANAGE_UP_MOMENT_TYPES.filter((type) => !flags[type]);
  await writeManualEntries(
    userId,
    weekStart,
    {
      set: Object.fromEntries(set.map((type) => [manualEntryName(personKey, type), occurredAt])),
      // A flag cleared takes the link to its capture's note with it.
      remove: cleared.flatMap((type) => [
        manualEntryName(personKey, type),
        captureNoteEntryName(personKey, type),
      ]),
    },
    now,
  );
  return manageUpState(flags);
}
