/**
 * DELETE /api/notes/meeting/{meetingId}: deletes the note, resetting both flags
 * (docs/product.md#states-and-transitions).
 */
import { meetingNotesRoutes } from '../../../shared/contract/routes/meeting-notes';
import { route } from '../../lib/http/route';
import { removeMeetingNote } from '../../lib/one-on-ones/meeting-note-store';

export const handler = route(meetingNotesRoutes.remove, ({ userId, params }) =>
  removeMeetingNote(userId, params.meetingId),
);
