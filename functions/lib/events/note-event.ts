/**
 * The shape of a note event as its consumer receives it (docs/architecture.md#events-and-jobs):
 * ids and the note's version only, never its text. Shared by the publishers (note-events.ts) and
 * the in-process bus (local-bus.ts).
 */
import * as z from '../../../shared/zod';
import type { NOTE_EVENT_SOURCE, NoteEventType } from '../../../shared/domain/note-events';

export const noteEventDetailSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  noteId: z.string().check(z.minLength(1)),
  /** The note's version after the write (the deleted version for 'note deleted'). */
  version: z.number().check(z.int(), z.gte(1)),
  /** The note's createdAt: with the version it orders the note's states. */
  createdAt: z.string().check(z.minLength(1)),
});
export type NoteEventDetail = z.output<typeof noteEventDetailSchema>;

/** An event as the consumer receives it (the fields of an EventBridge event it reads). */
export interface NoteEvent {
  'detail-type': NoteEventType;
  source: typeof NOTE_EVENT_SOURCE;
  detail: NoteEventDetail;
}
