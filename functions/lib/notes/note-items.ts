/**
 * The note item as both note stores use it (notes/note-store.ts for general notes,
 * one-on-ones/meeting-note-store.ts for meeting notes, which share the item shape): its
 * contract shape, its read for a batch read, creating one within the notes quota, telling a
 * refused conditional write's 404 from its 409, and deleting one answering it as it was.
 */
import type { EntityItem } from 'electrodb';
import type { Note } from '../../../shared/contract';
import { hasContent } from '../../../shared/domain/notes';
import { itemRead, type ItemRead } from '../data/batch-get';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import { releaseQuota, withQuota } from '../quotas/quota-store';
import { ConflictError, NotFoundError } from '../errors';
import { NOTE_DELETED, NOTE_SAVED, publishNoteEvent } from '../events/note-events';
import type { NoteEntity } from '../data/schema/note-entity';

export type NoteItem = EntityItem<NoteEntity>;

export const NOTE_NOT_FOUND = 'Note not found';

/** The 409 of a write based on an old version of a note. */
export function staleNote(sent: number, current: number): ConflictError {
  return new ConflictError(
    `This note was changed elsewhere (you sent version ${sent}, it is now at version ${current}); reload it and try again`,
  );
}

/** The contract shape of a stored note; hasAgenda / hasReflection are derived from the texts. */
export function toNote(item: NoteItem): Note {
  return {
    id: item.noteId,
    type: item.type,
    content: item.content,
    directReportId: item.directReportId ?? null,
    bossId: item.bossId ?? null,
    entityType: item.entityType,
    tags: item.tags,
    meetingId: item.meetingId ?? null,
    agendaContent: item.agendaContent,
    reflectionContent: item.reflectionContent,
    hasAgenda: hasContent(item.agendaContent),
    hasReflection: hasContent(item.reflectionContent),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
  };
}

/**
 * Whether the item is the note of meeting `meetingId`: a meeting note's id is its meeting id and
 * it carries that `meetingId`; a general note carries none (docs/api.md#conventions).
 */
export function isMeetingNoteOf(item: NoteItem, meetingId: string): boolean {
  return item.noteId === meetingId && item.meetingId === meetingId;
}

/** The read of a note item, for a batch read. */
export function noteRead(userId: string, noteId: string): ItemRead<NoteItem> {
  const { note } = entities();
  return itemRead(note.get({ userId, noteId }), (input) => note.parse(input));
}

/**
 * Tells why a conditional write on a note was refused: it is gone (404) or its version moved (409).
 * One GetItem, only on that path.
 */
export async function refusedWrite(
  userId: string,
  noteId: string,
  expectedVersion: number | undefined,
  notFoundMessage = NOTE_NOT_FOUND,
): Promise<never> {
  const { data } = await entities().note.get({ userId, noteId }).go();
  if (!data) throw new NotFoundError(notFoundMessage);
  if (expectedVersion !== undefined && expectedVersion !== data.version) {
    throw staleNote(expectedVersion, data.version);
  }
  throw new ConflictError('This note was changed at the same time; reload it and try again');
}

/**
 * Deletes a note (general or meeting) and answers it as it was, so the client can recreate it
 * (Undo). With `meetingNoteOnly`, only a meeting note of that id is deleted (the condition rides
 * on the same write). One DeleteItem. @throws NotFoundError when there is none.
 */
export async function deleteNoteItem(
  userId: string,
  noteId: string,
  notFoundMessage = NOTE_NOT_FOUND,
  options: { meetingNoteOnly?: boolean } = {},
): Promise<NoteItem> {
  try {
    const remove = entities().note.remove({ userId, noteId });
    const { data } = await (
      options.meetingNoteOnly
        ? remove.where(({ meetingId }, { eq }) => eq(meetingId, noteId))
        : remove
    ).go({ response: 'all_old' });
    if (!data) throw new NotFoundError(notFoundMessage);
    await releaseQuota(userId, { notes: 1 });
    return data as NoteItem;
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new NotFoundError(notFoundMessage);
    throw error;
  }
}

/**
 * The attributes every note write sets in the same write, before its event is published: the note
 * is owed a classification (the outbox index, data/schema/note-entity.ts) until the consumer has classified
 * this version, so a lost 'note saved' event is re-published by the classification sweep.
 */
export function classificationPending(now: string) {
  return { outbox: 'classify' as const, classificationPendingAt: now };
}

/** What a new note item states beyond what every new note gets (version 1, times, outbox). */
export type NewNoteFields = Omit<
  NoteItem,
  'userId' | 'version' | 'createdAt' | 'updatedAt' | 'outbox' | 'classificationPendingAt'
>;

/**
 * Creates a note item (version 1, created and updated now, still to be classified) after
 * reserving one note of the user's quota; `check`, when given, runs beside the reservation (one
 * round trip for both). A refused conditional create (the id exists) gives the reservation back
 * and is rethrown for the caller to answer.
 * @throws what `check` throws, QuotaExceededError (409 `quota_exceeded`), or the write's error.
 */
export async function createNoteItem(
  userId: string,
  fields: NewNoteFields,
  check?: () => Promise<void>,
): Promise<NoteItem> {
  const now = new Date().toISOString();
  const { data } = await withQuota(
    userId,
    { notes: 1 },
    () =>
      entities()
        .note.create({
          ...fields,
          userId,
          version: 1,
          createdAt: now,
          ...saveTimes(now),
        })
        .go(),
    check,
  );
  return data as NoteItem;
}

/** `updatedAt` of a save, with the classification it owes from then on. */
export function saveTimes(now = new Date().toISOString()) {
  return { updatedAt: now, ...classificationPending(now) };
}

/** The detail of a note event: which note, in which state (its version and creation time). */
const noteEventOf = (
  userId: string,
  noteId: string,
  { version, createdAt }: { version: number; createdAt: string },
) => ({ userId, noteId, version, createdAt });

/**
 * Announces a saved note ('note saved': the moments consumer re-classifies it) and answers it.
 * Every successful note write goes through this or {@link announceDeleted}.
 */
export async function announceSaved(userId: string, note: Note): Promise<Note> {
  await publishNoteEvent(NOTE_SAVED, noteEventOf(userId, note.id, note));
  return note;
}

/** Announces a deleted note ('note deleted': its moments are removed) and answers it. */
export async function announceDeleted(userId: string, item: NoteItem): Promise<NoteItem> {
  await publishNoteEvent(NOTE_DELETED, noteEventOf(userId, item.noteId, item));
  return item;
}
