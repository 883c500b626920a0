/**
 * GET /api/notes/meeting?meetingId=: the meeting's note, null while it has none
 * (docs/product.md#calls 'Notes'); 404 when the id names a person who is not the user's.
 */
import { meetingNotesRoutes } from '../../../shared/contract/routes/meeting-notes';
import { route } from '../../lib/http/route';
import { getMeetingNote } from '../../lib/one-on-ones/meeting-note-store';

export const handler = route(meetingNotesRoutes.get, ({ userId, query }) =>
  getMeetingNote(userId, query.meetingId),
);
