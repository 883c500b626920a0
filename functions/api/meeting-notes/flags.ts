/** GET /api/notes/meeting/flags?meetingIds=a,b: hasAgenda / hasReflection per meeting (spec §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { meetingFlags } from '../../lib/meeting-notes/meeting-note-store';

export const handler = route(api.meetingNotes.flags, ({ userId, query }) =>
  meetingFlags(userId, query.meetingIds),
);
