/** PUT /api/notes/meeting/{meetingId}/reflection: saves the reflection; 409 when stale (spec §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { updateMeetingText } from '../../lib/meeting-notes/meeting-note-store';

export const handler = route(api.meetingNotes.updateReflection, ({ userId, params, body }) =>
  updateMeetingText(
    userId,
    params.meetingId,
    'reflectionContent',
    body.reflectionContent,
    body.version,
  ),
);
