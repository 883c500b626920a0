/** DELETE /api/notes/meeting/{meetingId}: deletes the note, resetting both flags (spec §4). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { removeMeetingNote } from '../../lib/meeting-notes/meeting-note-store';

export const handler = route(api.meetingNotes.remove, ({ userId, params }) =>
  removeMeetingNote(userId, params.meetingId),
);
