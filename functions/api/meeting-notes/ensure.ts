/** POST /api/notes/meeting/ensure: the meeting's note, created when missing (spec §7 Notes). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { ensureMeetingNote } from '../../lib/meeting-notes/meeting-note-store';

export const handler = route(api.meetingNotes.ensure, ({ userId, body }) =>
  ensureMeetingNote(userId, body),
);
