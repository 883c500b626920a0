/**
 * Names of the note events (docs/product.md#moments-inferred-from-notes), agreed between the note
 * stores that publish them, the consumer, and the CDK rule that routes them (infra/lib/events.ts).
 */

/** EventBridge `source` of note events. */
export const NOTE_EVENT_SOURCE = 'coach.notes';
export const NOTE_SAVED = 'note saved';
export const NOTE_DELETED = 'note deleted';
/** The `detail-type`s of note events. */
export const NOTE_EVENT_TYPES = [NOTE_SAVED, NOTE_DELETED] as const;
export type NoteEventType = (typeof NOTE_EVENT_TYPES)[number];
