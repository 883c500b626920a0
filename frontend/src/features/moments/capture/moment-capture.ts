/**
 * Capturing a moment with what was said, and undoing it (docs/product.md#where-the-moments-show):
 * the writes behind the capture step, with no React. Each is a few requests of one or two DynamoDB
 * calls each (dynalite has no transactions), ordered so a failure leaves nothing that disagrees:
 *
 * - capture: `POST /api/notes` (a private note about the person holding the text, or a sentence
 *   of what was captured, tagged `moment:<type>`), then the capture with that note's id
 *   (`POST /api/feedback/moments` or `POST /api/manage-up/moments`); when the capture fails the
 *   note is deleted again, so no note claims a moment the week does not show;
 * - release (Undo, or the switch turned off): the moment's removal, which answers the note its
 *   capture wrote; that note is deleted while it is as the capture wrote it (version 1), else it
 *   is kept, as the manager's own words, without its moment tag (so it counts like any note).
 */
import { api } from '@shared/contract/api';
import type { Note } from '@shared/contract/schemas/note';
import { captureNoteContent, momentTag } from '@shared/domain/moment-notes';
import type { FeedbackMomentType, ManageUpMomentType, MomentType } from '@shared/domain/moments';
import type { PersonKind } from '@shared/domain/person-kind';
import { ApiError, apiCall, nullOn404 } from '@/lib/api-client';

/** The person a moment is with, as the capture step names them. */
export interface CapturePerson {
  kind: PersonKind;
  id: string;
  firstName: string;
}

/** A moment to capture or release: with whom, and which. */
export interface MomentRequest {
  person: CapturePerson;
  type: MomentType;
}

export interface CaptureResult {
  /** Monday 'YYYY-MM-DD' of the week the moment counts in. */
  weekStart: string;
  note: Note;
}

/** Sends the capture by hand of `type` with the note `noteId`. @throws ApiError */
async function sendCapture({ person, type }: MomentRequest, noteId: string) {
  return person.kind === 'boss'
    ? apiCall(api.manageUpMoments.create, {
        body: { bossId: person.id, type: type as ManageUpMomentType, noteId },
      })
    : apiCall(api.feedbackMoments.create, {
        body: { directReportId: person.id, type: type as FeedbackMomentType, noteId },
      });
}

/**
 * Sends the removal; answers the note its capture wrote (null: none, or nothing was captured by
 * hand this week). @throws ApiError
 */
async function sendRemoval({ person, type }: MomentRequest): Promise<string | null> {
  const removed =
    person.kind === 'boss'
      ? await nullOn404(
          apiCall(api.manageUpMoments.remove, {
            query: { bossId: person.id, type: type as ManageUpMomentType },
          }),
        )
      : await nullOn404(
          apiCall(api.feedbackMoments.remove, {
            query: { directReportId: person.id, type: type as FeedbackMomentType },
          }),
        );
  return removed?.noteId ?? null;
}

/**
 * Captures the moment with a note of what was said (`text`, may be blank). @throws ApiError (the
 * note is deleted again first when the capture itself failed)
 */
export async function captureWithNote(
  request: MomentRequest,
  text: string,
): Promise<CaptureResult> {
  const { person, type } = request;
  const note = await apiCall(api.notes.create, {
    body: {
      type: 'general',
      content: captureNoteContent(type, person.firstName, text),
      directReportId: person.kind === 'directReport' ? person.id : null,
      bossId: person.kind === 'boss' ? person.id : null,
      entityType: person.kind,
      tags: [momentTag(type)],
    },
  });
  try {
    const { weekStart } = await sendCapture(request, note.id);
    return { weekStart, note };
  } catch (error) {
    await apiCall(api.notes.remove, { params: { id: note.id } }).catch((cleanup: unknown) =>
      console.error('Could not delete the note of a failed capture', cleanup),
    );
    throw error;
  }
}

/** What releasing a capture did to its note. */
export type NoteOutcome = 'deleted' | 'kept' | 'none';

/**
 * The note a released capture wrote: deleted while still as written (version 1), else kept
 * without the moment's tag; 'none' when it is gone already. @throws ApiError
 */
async function tidyCaptureNote(noteId: string, type: MomentType): Promise<NoteOutcome> {
  const note = await nullOn404(apiCall(api.notes.get, { params: { id: noteId } }));
  if (!note) return 'none';
  if (note.version === 1) {
    await nullOn404(apiCall(api.notes.remove, { params: { id: noteId } }));
    return 'deleted';
  }
  const tags = note.tags.filter((tag) => tag !== momentTag(type));
  if (tags.length !== note.tags.length) {
    await apiCall(api.notes.update, {
      params: { id: noteId },
      body: { tags, version: note.version },
    });
  }
  return 'kept';
}

/**
 * Undoes the capture by hand of a moment this week, with its note (see the module comment).
 * Nothing captured by hand (another tab undid it) is already what was asked. @throws ApiError
 */
export async function releaseCapture(request: MomentRequest): Promise<NoteOutcome> {
  const noteId = await sendRemoval(request);
  return noteId ? tidyCaptureNote(noteId, request.type) : 'none';
}

/** Whether a capture was refused because the moment is already captured with another note. */
export function isCapturedElsewhere(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
