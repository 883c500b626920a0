/**
 * POST /api/notes/meeting: the one note of a meeting; 409 when it exists
 * (docs/product.md#validation-rules, #calls 'Notes').
 */
import { meetingNotesRoutes } from '../../../shared/contract/routes/meeting-notes';
import { route } from '../../lib/http/route';
import { createMeetingNote } from '../../lib/one-on-ones/meeting-note-store';

export const handler = route(meetingNotesRoutes.create, ({ userId, body }) =>
  createMeetingNote(userId, body),
);
