/**
 * Where a page of the notes list ends (docs/api.md#conventions, Notes). Pure.
 *
 * A page holds at most `limit` notes and at most LIMITS.notesPageBytes of them as JSON: it ends
 * before the note that would pass the budget (the first note always fits: one note is at most
 * some 400 KB of JSON). More notes follow when the page left out some of what the Query read, or
 * when the Query itself stopped early — DynamoDB stops a Query at `Limit` items or at 1 MB of
 * data read, and answers a LastEvaluatedKey (ElectroDB's cursor) either way; the next page then
 * starts after the page's last note. A Query cut at 1 MB right at the last note gives one empty
 * last page.
 */
import type { Note } from '../../../shared/contract';
import { LIMITS } from '../../../shared/domain/constants';

export interface NotesPageCut<T> {
  notes: Note[];
  /** The item the page ends with when more notes follow (the next page starts after it). */
  continueAfter: T | null;
}

/**
 * Cuts what one Query read (`read`, newest first, `limit` + 1 items at most) into a page.
 * `toNote` gives each item's contract shape; `queryStoppedEarly` is whether the Query answered a
 * LastEvaluatedKey.
 */
export function cutNotesPage<T>(
  read: readonly T[],
  toNote: (item: T) => Note,
  { limit, queryStoppedEarly }: { limit: number; queryStoppedEarly: boolean },
): NotesPageCut<T> {
  const notes: Note[] = [];
  let bytes = 0;
  for (const item of read.slice(0, limit)) {
    const note = toNote(item);
    bytes += Buffer.byteLength(JSON.stringify(note));
    if (notes.length > 0 && bytes > LIMITS.notesPageBytes) break;
    notes.push(note);
  }
  const more = notes.length < read.length || queryStoppedEarly;
  return { notes, continueAfter: more && notes.length > 0 ? read[notes.length - 1]! : null };
}
