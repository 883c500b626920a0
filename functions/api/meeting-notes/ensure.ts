/**
 * POST /api/notes/meeting/ensure: the meeting's note, created when missing (docs/product.md#calls
 * 'Notes').
 */
import { meetingNotesRoutes } from '../../../shared/contract/routes/meeting-notes';
import { route } from '../../lib/http/route';
import { ensureMeetingNote } from '../../lib/one-on-ones/meeting-note-store';

export const handler = route(meetingNotesRoutes.ensure, ({ userId, body }) =>
  ensureMeetingNote(userId, body),
);
