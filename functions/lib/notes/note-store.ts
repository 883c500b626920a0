/**
 * Notes of a user (docs/product.md#entities 'Note', #states-and-transitions 'Note creation and
 * saving', 'Deleting a note', #calls 'Notes'): general notes. Meeting notes share the item shape
 * (note-items.ts) and have their own store (one-on-ones/meeting-note-store.ts); `updateNote` and
 * `removeNote` take either kind of note.
 *
 * DynamoDB calls per operation (docs/data.md#access-patterns):
 * - list: 1 Query on gsi1, newest first, one item more than the page to know if there is a next
 *   (a page also ends at its byte budget, or where DynamoDB stopped the Query at 1 MB);
 * - create: 1 conditional PutItem, plus 1 GetItem of the linked person when there is one;
 * - update of content or tags: 1 UpdateItem (condition: exists, and the version when given);
 *   an update that names links: 1 BatchGetItem (the note and the named person) + 1 UpdateItem
 *   conditional on the version read; a refused write costs 1 GetItem more to tell 404 from 409;
 * - remove: 1 DeleteItem (condition: exists) answering the deleted note;
 * - a person's newest notes: 1 Query on gsi2.
 */
import { createConversions } from 'electrodb';
import type * as z from 'zod/mini';
import type {
  Note,
  noteCreateSchema,
  NotesPage,
  notesListQuerySchema,
  noteUpdateSchema,
} from '../../../shared/contract';
import { LIMITS } from '../../../shared/domain/constants';
import { meetingNoteTags, noteEntityType, notePreview } from '../../../shared/domain/notes';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { batchGetItems } from '../data/batch-get';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import { newId } from '../data/ids';
import { invalidField, NotFoundError } from '../errors';
import { personRead } from '../people/person-reads';
import {
  announceDeleted,
  announceSaved,
  createNoteItem,
  deleteNoteItem,
  NOTE_NOT_FOUND,
  noteRead,
  refusedWrite,
  saveTimes,
  staleNote,
  toNote,
  type NoteItem,
} from './note-items';
import {
  assertPersonOfUser,
  LINK_FIELD,
  linkAttributes,
  linkOf,
  nextLink,
  personKeyOf,
  sameLink,
  UNKNOWN_PERSON,
  type PersonLink,
} from './note-links';
import { cutNotesPage } from './notes-page';

export const MEETING_NOTE_LINK_FIXED =
  "A meeting note stays about the person of its meeting; its link can't change";

const uniqueTags = (tags: readonly string[]) => [...new Set(tags)];

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

/**
 * A page of the user's notes, newest first (by creation): at most `limit` notes and
 * LIMITS.notesPageBytes of JSON, with a cursor whenever more follow — also when DynamoDB stopped
 * the Query at 1 MB (notes-page.ts). One Query on gsi1.
 */
export async function listNotes(
  userId: string,
  query: z.output<typeof notesListQuerySchema>,
): Promise<NotesPage> {
  const limit = query.limit ?? LIMITS.notesPage;
  const createdAfter = query.createdAfter ? new Date(query.createdAfter).toISOString() : undefined;
  const cursor = query.cursor ? checkCursor(userId, query.cursor, createdAfter) : null;
  const byUser = entities().note.query.byCreated({ userId });
  const notes = createdAfter ? byUser.gte({ createdAt: createdAfter }) : byUser;
  // One more than the page: a next page exists when it comes back (or the Query stopped early).
  const read = await notes.go({ order: 'desc', limit: limit + 1, cursor });
  const page = cutNotesPage(read.data, toNote, { limit, queryStoppedEarly: read.cursor !== null });
  return {
    notes: page.notes,
    nextCursor: page.continueAfter
      ? byCreatedConversions().fromComposite.toCursor(page.continueAfter)
      : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

/** Creates a general note, optionally about one of the user's people. */
export async function createNote(
  userId: string,
  input: z.output<typeof noteCreateSchema>,
): Promise<Note> {
  const link = linkOf(input);
  // The person check and the quota reservation go out together: two round trips in all.
  const note = await createNoteItem(
    userId,
    {
      noteId: newId(),
      type: input.type ?? 'general',
      content: input.content,
      ...linkAttributes(link),
      entityType: noteEntityType(link?.kind ?? null, input.entityType),
      tags: uniqueTags(input.tags ?? []),
      agendaContent: '',
      reflectionContent: '',
    },
    link ? () => assertPersonOfUser(userId, link) : undefined,
  );
  return announceSaved(userId, toNote(note));
}

// ---------------------------------------------------------------------------------------------
// Update
// ---------------------------------------------------------------------------------------------

type NoteUpdate = z.output<typeof noteUpdateSchema>;

/** Content and tags only: one UpdateItem, conditional on existence and on `version` if sent. */
async function patchNote(userId: string, noteId: string, update: NoteUpdate): Promise<Note> {
  const changes = {
    ...(update.content !== undefined ? { content: update.content } : {}),
    ...(update.tags !== undefined ? { tags: uniqueTags(update.tags) } : {}),
    ...saveTimes(),
  };
  const expected = update.version;
  try {
    const write = entities().note.patch({ userId, noteId }).set(changes).add({ version: 1 });
    const { data } = await (
      expected === undefined ? write : write.where(({ version }, { eq }) => eq(version, expected))
    ).go({ response: 'all_new' });
    return await announceSaved(userId, toNote(data as NoteItem));
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
        ...saveTimes(),
      })
      .add({ version: 1 });
    const cleared = [
      ...(directReportId === undefined ? (['directReportId'] as const) : []),
      ...(bossId === undefined ? (['bossId'] as const) : []),
    ];
    const { data } = await (cleared.length > 0 ? write.remove(cleared) : write)
      .where(({ version }, { eq }) => eq(version, readVersion))
      .go({ response: 'all_new' });
    return await announceSaved(userId, toNote(data as NoteItem));
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
export async function removeNote(userId: string, noteId: string): Promise<Note> {
  return toNote(await announceDeleted(userId, await deleteNoteItem(userId, noteId)));
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
