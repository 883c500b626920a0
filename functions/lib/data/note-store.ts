/**
 * Notes of a user (spec §3 'Note', §4 'Note creation and saving', 'Deleting a note', §7 'Notes'):
 * general notes and, through the same item shape, meeting notes (meeting-note-store.ts).
 *
 * DynamoDB calls per operation (functions/lib/data/README.md 'Access patterns'):
 * - list: 1 Query on gsi1, newest first, one item more than the page to know if there is a next;
 * - create: 1 conditional PutItem, plus 1 GetItem of the linked person when there is one;
 * - update of content or tags: 1 UpdateItem (condition: exists, and the version when given);
 *   an update that names links: 1 BatchGetItem (the note and the named person) + 1 UpdateItem
 *   conditional on the version read; a refused write costs 1 GetItem more to tell 404 from 409;
 * - remove: 1 DeleteItem (condition: exists) answering the deleted note;
 * - a person's newest notes: 1 Query on gsi2.
 */
import { createConversions, type EntityItem } from 'electrodb';
import type { z } from 'zod';
import type {
  Note,
  noteCreateSchema,
  NotesPage,
  notesListQuerySchema,
  noteUpdateSchema,
} from '../../../shared/contract';
import { LIMITS } from '../../../shared/domain/constants';
import {
  hasContent,
  meetingNoteTags,
  noteEntityType,
  notePreview,
} from '../../../shared/domain/notes';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { ConflictError, invalidField, NotFoundError } from '../http/errors';
import { batchGetItems, itemRead, type ItemRead } from './batch-get';
import { isConditionalCheckFailure } from './conditional-write';
import { entities } from './entities';
import type { NoteEntity } from './entities/note';
import { newId } from './ids';
import {
  LINK_FIELD,
  linkAttributes,
  linkOf,
  nextLink,
  personExists,
  personKeyOf,
  personRead,
  sameLink,
  UNKNOWN_PERSON,
  type PersonLink,
} from './note-links';

export type NoteItem = EntityItem<NoteEntity>;

export const NOTE_NOT_FOUND = 'Note not found';
export const MEETING_NOTE_LINK_FIXED =
  "A meeting note stays about the person of its meeting; its link can't change";

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

const uniqueTags = (tags: readonly string[]) => [...new Set(tags)];

/** The read of a note item, for a batch read. */
export function noteRead(userId: string, noteId: string): ItemRead<NoteItem> {
  const { note } = entities();
  return itemRead(note.get({ userId, noteId }), (input) => note.parse(input));
}

/** One note of the user. One GetItem. @throws NotFoundError (also for another user's ids). */
export async function getNote(userId: string, noteId: string): Promise<Note> {
  const { data } = await entities().note.get({ userId, noteId }).go();
  if (!data) throw new NotFoundError(NOTE_NOT_FOUND);
  return toNote(data);
}

// ---------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------

const noteConversions = () => createConversions(entities().note);
let conversions: ReturnType<typeof noteConversions> | undefined;

/** ElectroDB's cursor conversions of the gsi1 access pattern. */
function byCreatedConversions() {
  conversions ??= noteConversions();
  return conversions.byAccessPattern.byCreated;
}

const INVALID_CURSOR = 'cursor is not a cursor of this list; start again without one';

/**
 * Checks that the cursor is one this list handed out to this user (for the same createdAfter):
 * it decodes to the gsi1 keys of one of the user's notes and encodes back to itself.
 * @throws ValidationError (400 on 'cursor') otherwise, never a 500.
 */
function checkCursor(userId: string, cursor: string, createdAfter: string | undefined): string {
  const byCreated = byCreatedConversions();
  let valid: boolean;
  try {
    const composite = byCreated.fromCursor.toComposite(cursor);
    valid =
      composite.userId === userId &&
      typeof composite.createdAt === 'string' &&
      typeof composite.noteId === 'string' &&
      (createdAfter === undefined || composite.createdAt >= createdAfter) &&
      byCreated.fromComposite.toCursor(composite) === cursor;
  } catch {
    valid = false;
  }
  if (!valid) throw invalidField('query', 'cursor', INVALID_CURSOR);
  return cursor;
}

/** A page of the user's notes, newest first (by creation). One Query on gsi1. */
export async function listNotes(
  userId: string,
  query: z.output<typeof notesListQuerySchema>,
): Promise<NotesPage> {
  const limit = query.limit ?? LIMITS.notesPage;
  const createdAfter = query.createdAfter ? new Date(query.createdAfter).toISOString() : undefined;
  const cursor = query.cursor ? checkCursor(userId, query.cursor, createdAfter) : null;
  const byUser = entities().note.query.byCreated({ userId });
  const notes = createdAfter ? byUser.gte({ createdAt: createdAfter }) : byUser;
  // One more than the page: a next page exists exactly when it comes back.
  const { data } = await notes.go({ order: 'desc', limit: limit + 1, cursor });
  const page = data.slice(0, limit);
  const last = page.at(-1);
  return {
    notes: page.map(toNote),
    nextCursor:
      data.length > limit && last ? byCreatedConversions().fromComposite.toCursor(last) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

/** @throws ValidationError naming the field when the person is not one of the user's. */
export async function assertPersonOfUser(userId: string, link: PersonLink): Promise<void> {
  if (!(await personExists(userId, link))) {
    throw invalidField('body', LINK_FIELD[link.kind], UNKNOWN_PERSON[link.kind]);
  }
}

/** Creates a general note, optionally about one of the user's people. */
export async function createNote(
  userId: string,
  input: z.output<typeof noteCreateSchema>,
): Promise<Note> {
  const link = linkOf(input);
  if (link) await assertPersonOfUser(userId, link);
  const now = new Date().toISOString();
  const { data } = await entities()
    .note.create({
      userId,
      noteId: newId(),
      type: input.type ?? 'general',
      content: input.content,
      ...linkAttributes(link),
      entityType: noteEntityType(link?.kind ?? null, input.entityType),
      tags: uniqueTags(input.tags ?? []),
      agendaContent: '',
      reflectionContent: '',
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return toNote(data);
}

// ---------------------------------------------------------------------------------------------
// Update
// ---------------------------------------------------------------------------------------------

type NoteUpdate = z.output<typeof noteUpdateSchema>;

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

/** Content and tags only: one UpdateItem, conditional on existence and on `version` if sent. */
async function patchNote(userId: string, noteId: string, update: NoteUpdate): Promise<Note> {
  const changes = {
    ...(update.content !== undefined ? { content: update.content } : {}),
    ...(update.tags !== undefined ? { tags: uniqueTags(update.tags) } : {}),
    updatedAt: new Date().toISOString(),
  };
  const expected = update.version;
  try {
    const write = entities().note.patch({ userId, noteId }).set(changes).add({ version: 1 });
    const { data } = await (
      expected === undefined ? write : write.where(({ version }, { eq }) => eq(version, expected))
    ).go({ response: 'all_new' });
    return toNote(data as NoteItem);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return refusedWrite(userId, noteId, expected);
    throw error;
  }
}

/**
 * Updates a note's content, tags and link (a general note or a meeting note; a meeting note's link
 * cannot change). `version`, when sent, must be the current one.
 * @throws NotFoundError, ValidationError (unknown person, a meeting note's link), ConflictError
 */
export async function updateNote(
  userId: string,
  noteId: string,
  update: NoteUpdate,
): Promise<Note> {
  const isMeetingNote = parseMeetingId(noteId) !== null;
  const touchesLink =
    update.directReportId !== undefined ||
    update.bossId !== undefined ||
    update.entityType !== undefined;
  // A meeting note's tags follow its texts, which only a read tells.
  if (!touchesLink && !(isMeetingNote && update.tags !== undefined)) {
    return patchNote(userId, noteId, update);
  }

  const { note } = entities();
  const named = linkOf(update);
  let current: NoteItem | null;
  let namedPersonFound = true;
  if (named) {
    const [item, person] = await batchGetItems([
      noteRead(userId, noteId),
      personRead(userId, named),
    ]);
    current = item;
    namedPersonFound = person !== null;
  } else {
    current = (await note.get({ userId, noteId }).go()).data;
  }
  if (!current) throw new NotFoundError(NOTE_NOT_FOUND);
  if (update.version !== undefined && update.version !== current.version) {
    throw staleNote(update.version, current.version);
  }

  const currentLink = linkOf(current);
  const link = nextLink(currentLink, update);
  if (isMeetingNote && !sameLink(link, currentLink)) {
    const field = currentLink ? LINK_FIELD[currentLink.kind] : 'directReportId';
    throw invalidField('body', field, MEETING_NOTE_LINK_FIXED);
  }
  if (named && !namedPersonFound) {
    throw invalidField('body', LINK_FIELD[named.kind], UNKNOWN_PERSON[named.kind]);
  }

  let tags: string[] | undefined;
  if (update.tags !== undefined) {
    tags = isMeetingNote
      ? meetingNoteTags(update.tags, current.agendaContent, current.reflectionContent)
      : uniqueTags(update.tags);
  }
  const { directReportId, bossId } = linkAttributes(link);
  const readVersion = current.version;
  try {
    const write = note
      .patch({ userId, noteId })
      .set({
        ...(update.content !== undefined ? { content: update.content } : {}),
        ...(tags !== undefined ? { tags } : {}),
        ...(directReportId !== undefined ? { directReportId } : {}),
        ...(bossId !== undefined ? { bossId } : {}),
        entityType: noteEntityType(link?.kind ?? null, update.entityType, current.entityType),
        // The gsi2 keys are rebuilt from every composite of the index: send them all.
        personKey: personKeyOf(link),
        createdAt: current.createdAt,
        updatedAt: new Date().toISOString(),
      })
      .add({ version: 1 });
    const cleared = [
      ...(directReportId === undefined ? (['directReportId'] as const) : []),
      ...(bossId === undefined ? (['bossId'] as const) : []),
    ];
    const { data } = await (cleared.length > 0 ? write.remove(cleared) : write)
      .where(({ version }, { eq }) => eq(version, readVersion))
      .go({ response: 'all_new' });
    return toNote(data as NoteItem);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return refusedWrite(userId, noteId, update.version);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Remove
// ---------------------------------------------------------------------------------------------

/**
 * Deletes a note (general or meeting) and answers it as it was, so the client can recreate it
 * (Undo). One DeleteItem. @throws NotFoundError when there is none.
 */
export async function deleteNoteItem(
  userId: string,
  noteId: string,
  notFoundMessage = NOTE_NOT_FOUND,
): Promise<NoteItem> {
  try {
    const { data } = await entities().note.remove({ userId, noteId }).go({ response: 'all_old' });
    if (!data) throw new NotFoundError(notFoundMessage);
    return data as NoteItem;
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new NotFoundError(notFoundMessage);
    throw error;
  }
}

export async function removeNote(userId: string, noteId: string): Promise<Note> {
  return toNote(await deleteNoteItem(userId, noteId));
}

// ---------------------------------------------------------------------------------------------
// A person's notes
// ---------------------------------------------------------------------------------------------

/** Short reads of a note on a person page. */
export interface NoteSummary {
  id: string;
  preview: string;
  updatedAt: string;
}

/** The `limit` newest notes about a person (by creation), as summaries. One Query on gsi2. */
export async function newestNotesAbout(
  userId: string,
  link: PersonLink,
  limit: number,
): Promise<NoteSummary[]> {
  const { data } = await entities()
    .note.query.byPerson({ userId, personKey: personKeyOf(link) })
    .go({ order: 'desc', limit });
  return data.slice(0, limit).map((item) => ({
    id: item.noteId,
    preview: notePreview(item),
    updatedAt: item.updatedAt,
  }));
}
