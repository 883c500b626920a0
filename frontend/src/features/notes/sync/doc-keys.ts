/** Keys of editable note texts in the sync manager. */
import type { Note } from '@shared/contract/schemas/note';

export const docKeys = {
  note: (id: string) => `note:${id}`,
  newNote: () => `note:new:${crypto.randomUUID()}`,
  agenda: (meetingId: string) => `agenda:${meetingId}`,
  reflection: (meetingId: string) => `reflection:${meetingId}`,
  /** Every key a stored note may be edited under. */
  ofNote: (note: Note) =>
    note.meetingId
      ? [docKeys.agenda(note.meetingId), docKeys.reflection(note.meetingId)]
      : [docKeys.note(note.id)],
};
