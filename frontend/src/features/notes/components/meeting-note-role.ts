/**
 * Which parts of a meeting note the editor shows (docs/product.md#states-and-transitions 'Meeting
 * note role').
 */
import type { Note } from '@shared/contract/schemas/note';

export type MeetingNoteRole = 'prep' | 'reflection' | 'both';

/**
 * Prep applies with the tag 'prep' or when only the agenda exists; reflection with the tag
 * 'reflection' or when only the reflection exists; with both, both show.
 */
export function roleOfNote(note: Note): MeetingNoteRole {
  const prep = note.tags.includes('prep') || (note.hasAgenda && !note.hasReflection);
  const reflection = note.tags.includes('reflection') || (note.hasReflection && !note.hasAgenda);
  if (prep && reflection) return 'both';
  return reflection ? 'reflection' : 'prep';
}
