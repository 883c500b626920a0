/**
 * Meeting notes (docs/product.md#entities 'Note', #states-and-transitions 'Meeting status',
 * #validation-rules 'Meeting notes', #calls 'Notes'): one note per meeting, holding the agenda and
 * the reflection, stored as a note item whose id is the meeting id itself
 * (`NOTE#dr-<personId>-<YYYYMMDD>`), so each meeting's note is read by key.
 *
 * A meeting id built by shared/domain/meeting-id.ts names its person (parseMeetingId). That person
 * must be one of the user's (archived included), else the meeting is not found (404): another
 * user's meeting ids look exactly like unknown ones. Other meeting ids (e.g. a calendar event's)
 * take their person from the body when the note is created, which must be one of the user's (400
 * otherwise); such a meeting exists for the user only through its note. The note item is shared
 * with general notes only through the public modules notes/note-items.ts and notes/note-links.ts.
 * These routes act on meeting notes only (docs/api.md#conventions): a general note's id (a ULID,
 * also of the 'other' meeting id form) is a meeting without a note here — 404 on read, update,
 * ensure and delete, and nothing changes.
 *
 * DynamoDB calls (docs/data.md#access-patterns):
 * - get: 1 BatchGetItem (the person and the note);
 * - create: 1 GetItem (the person) + 1 PutItem (condition: not exists, else 409);
 * - ensure: 1 BatchGetItem, plus 1 PutItem when there is no note yet;
 * - agenda / reflection: 1 BatchGetItem + 1 UpdateItem conditional on the version read;
 * - remove: 1 DeleteItem (condition: exists and is a meeting note);
 * - flags: 1 BatchGetItem per 100 meetings, sent together (the flags route asks for 100 at most).
 */
import type * as z from 'zod/mini';
import type {
  MeetingFlags,
  meetingNoteCreateSchema,
  meetingNoteRemovedSchema,
  Note,
} from '../../../shared/contract';
import { meetingNoteTags, meetingNoteType, hasContent } from '../../../shared/domain/notes';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { batchGetItems } from '../data/batch-get';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import { ConflictError, NotFoundError } from '../errors';
import {
  announceDeleted,
  announceSaved,
  createNoteItem,
  deleteNoteItem,
  isMeetingNoteOf,
  noteRead,
  refusedWrite,
  saveTimes,
  staleNote,
  toNote,
  type NoteItem,
} from '../notes/note-items';
import {
  assertPersonOfUser,
  linkAttributes,
  linkOf,
  meetingLink,
  type PersonLink,
} from '../notes/note-links';
import { personExists, personRead } from '../people/person-reads';

export const MEETING_NOT_FOUND = 'Meeting not found';
export const MEETING_NOTE_NOT_FOUND = 'This meeting has no note yet';
export const MEETING_NOTE_EXISTS = 'This meeting already has a note';

type MeetingNoteCreate = z.output<typeof meetingNoteCreateSchema>;
export type MeetingText = 'agendaContent' | 'reflectionContent';

/** The item when it is the note of that meeting; null for a general note (or none). */
const meetingNoteOnly = (item: NoteItem | null, meetingId: string): NoteItem | null =>
  item && isMeetingNoteOf(item, meetingId) ? item : null;

/**
 * The meeting's note, checking the person a built meeting id names in the same BatchGetItem
 * (one GetItem of the note for other ids); a general note of that id is no meeting note (null).
 * @throws NotFoundError when that person is not the user's.
 */
export async function readMeeting(userId: string, meetingId: string): Promise<NoteItem | null> {
  const meeting = parseMeetingId(meetingId);
  if (!meeting) {
    const { data } = await entities().note.get({ userId, noteId: meetingId }).go();
    return meetingNoteOnly(data, meetingId);
  }
  const [person, note] = await batchGetItems([
    personRead(userId, meetingLink(meeting)),
    noteRead(userId, meetingId),
  ]);
  if (!person) throw new NotFoundError(MEETING_NOT_FOUND);
  return meetingNoteOnly(note, meetingId);
}

/** @throws NotFoundError when the person a built meeting id names is not one of the user's. One GetItem. */
export async function assertMeetingOfUser(userId: string, meetingId: string): Promise<void> {
  const meeting = parseMeetingId(meetingId);
  if (meeting && !(await personExists(userId, meetingLink(meeting)))) {
    throw new NotFoundError(MEETING_NOT_FOUND);
  }
}

/** The person of a new meeting note: the one its id names, else the one in the body. */
function personOfNewNote(input: MeetingNoteCreate): PersonLink {
  const meeting = parseMeetingId(input.meetingId);
  return meeting ? meetingLink(meeting) : linkOf(input)!;
}

/**
 * Checks a meeting can get a note: the person a built meeting id names is the user's (404
 * otherwise), or, for other ids, the person in the body is (400 otherwise). One GetItem.
 */
async function assertNewNoteMeeting(userId: string, input: MeetingNoteCreate): Promise<void> {
  if (parseMeetingId(input.meetingId)) await assertMeetingOfUser(userId, input.meetingId);
  else await assertPersonOfUser(userId, personOfNewNote(input));
}

/**
 * The meeting's note, or null while it has none (an absent note is no error: most meetings have
 * none until their agenda is written). @throws NotFoundError for an unknown meeting.
 */
export async function getMeetingNote(userId: string, meetingId: string): Promise<Note | null> {
  const note = await readMeeting(userId, meetingId);
  return note ? toNote(note) : null;
}

/**
 * Writes the first note of a meeting, running `check` beside the quota reservation (one round
 * trip for both). @throws ConflictError when the meeting has one, or what `check` throws.
 */
async function putMeetingNote(
  userId: string,
  input: MeetingNoteCreate,
  check?: () => Promise<void>,
): Promise<NoteItem> {
  const link = personOfNewNote(input);
  const agendaContent = input.agendaContent ?? '';
  const reflectionContent = input.reflectionContent ?? '';
  try {
    return await createNoteItem(
      userId,
      {
        noteId: input.meetingId,
        meetingId: input.meetingId,
        type: meetingNoteType(agendaContent),
        content: '',
        ...linkAttributes(link),
        entityType: link.kind,
        tags: meetingNoteTags([], agendaContent, reflectionContent),
        agendaContent,
        reflectionContent,
      },
      check,
    );
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new ConflictError(MEETING_NOTE_EXISTS);
    throw error;
  }
}

/**
 * Creates the note of a meeting (the contract checked the person matches the meeting and that
 * there is agenda or reflection text). @throws NotFoundError, ConflictError
 */
export async function createMeetingNote(userId: string, input: MeetingNoteCreate): Promise<Note> {
  const note = await putMeetingNote(userId, input, () => assertNewNoteMeeting(userId, input));
  return announceSaved(userId, toNote(note));
}

/** The meeting's note as it is, or a new one with the given text when it has none. */
export async function ensureMeetingNote(userId: string, input: MeetingNoteCreate): Promise<Note> {
  const existing = await readMeeting(userId, input.meetingId);
  if (existing) return toNote(existing);
  const check = parseMeetingId(input.meetingId)
    ? undefined
    : () => assertPersonOfUser(userId, personOfNewNote(input));
  try {
    return await announceSaved(userId, toNote(await putMeetingNote(userId, input, check)));
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    // Created at the same time by another request: answer that one. The id may also be a general
    // note's: then this meeting can have no note (404).
    const { data } = await entities().note.get({ userId, noteId: input.meetingId }).go();
    if (!data) throw error;
    if (!meetingNoteOnly(data, input.meetingId)) throw new NotFoundError(MEETING_NOT_FOUND);
    return toNote(data);
  }
}

/**
 * Saves the agenda or the reflection of an existing meeting note, keeping its tags right; the
 * text may be blank (an emptied note is saved as ' '). `version`, when sent, must be current.
 * @throws NotFoundError (no such meeting or no note), ConflictError (stale version)
 */
export async function updateMeetingText(
  userId: string,
  meetingId: string,
  field: MeetingText,
  text: string,
  expectedVersion: number | undefined,
): Promise<Note> {
  const current = await readMeeting(userId, meetingId);
  if (!current) throw new NotFoundError(MEETING_NOTE_NOT_FOUND);
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw staleNote(expectedVersion, current.version);
  }
  const texts = {
    agendaContent: current.agendaContent,
    reflectionContent: current.reflectionContent,
    [field]: text,
  };
  const readVersion = current.version;
  try {
    const { data } = await entities()
      .note.patch({ userId, noteId: meetingId })
      .set({
        [field]: text,
        tags: meetingNoteTags(current.tags, texts.agendaContent, texts.reflectionContent),
        ...saveTimes(),
      })
      .add({ version: 1 })
      .where(({ version }, { eq }) => eq(version, readVersion))
      .go({ response: 'all_new' });
    return await announceSaved(userId, toNote(data as NoteItem));
  } catch (error) {
    if (isConditionalCheckFailure(error)) {
      return refusedWrite(userId, meetingId, expectedVersion, MEETING_NOTE_NOT_FOUND);
    }
    throw error;
  }
}

/** Deletes the meeting's note: both flags read false afterwards. @throws NotFoundError without one. */
export async function removeMeetingNote(
  userId: string,
  meetingId: string,
): Promise<z.input<typeof meetingNoteRemovedSchema>> {
  await announceDeleted(
    userId,
    await deleteNoteItem(userId, meetingId, MEETING_NOTE_NOT_FOUND, { meetingNoteOnly: true }),
  );
  return { meetingId, hasAgenda: false, hasReflection: false };
}

/**
 * hasAgenda / hasReflection of each meeting (false / false without a note, and for ids that are
 * not the user's: they are read in the user's partition only). One BatchGetItem per 100 meetings,
 * sent together.
 */
export async function meetingFlags(
  userId: string,
  meetingIds: readonly string[],
): Promise<MeetingFlags> {
  const notes = await batchGetItems(meetingIds.map((meetingId) => noteRead(userId, meetingId)));
  return {
    flags: Object.fromEntries(
      meetingIds.map((meetingId, index) => {
        const note = notes[index];
        return [
          meetingId,
          {
            hasAgenda: hasContent(note?.agendaContent),
            hasReflection: hasContent(note?.reflectionContent),
          },
        ];
      }),
    ),
  };
}
