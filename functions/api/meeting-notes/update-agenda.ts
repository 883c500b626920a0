/**
 * PUT /api/notes/meeting/{meetingId}/agenda: saves the agenda; 409 when stale
 * (docs/product.md#calls 'Notes').
 */
import { meetingNotesRoutes } from '../../../shared/contract/routes/meeting-notes';
import { route } from '../../lib/http/route';
import { updateMeetingText } from '../../lib/one-on-ones/meeting-note-store';

export const handler = route(meetingNotesRoutes.updateAgenda, ({ userId, params, body }) =>
  updateMeetingText(userId, params.meetingId, 'agendaContent', body.agendaContent, body.version),
);
