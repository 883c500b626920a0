/**
 * GET /api/notes/meeting/flags?meetingIds=a,b: hasAgenda / hasReflection per meeting
 * (docs/product.md#calls).
 */
import { meetingNotesRoutes } from '../../../shared/contract/routes/meeting-notes';
import { route } from '../../lib/http/route';
import { meetingFlags } from '../../lib/one-on-ones/meeting-note-store';

export const handler = route(meetingNotesRoutes.flags, ({ userId, query }) =>
  meetingFlags(userId, query.meetingIds),
);
