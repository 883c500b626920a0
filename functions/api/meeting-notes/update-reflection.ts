/**
 * PUT /api/notes/meeting/{meetingId}/reflection: saves the reflection; 409 when stale
 * (docs/product.md#calls).
 */
import { meetingNotesRoutes } from '../../../shared/contract/routes/meeting-notes';
import { route } from '../../lib/http/route';
import { updateMeetingText } from '../../lib/one-on-ones/meeting-note-store';

export const handler = route(meetingNotesRoutes.updateReflection, ({ userId, params, body }) =>
  updateMeetingText(
    userId,
    params.meetingId,
    'reflectionContent',
    body.reflectionContent,
    body.version,
  ),
);
