/** GET /api/notes[?cursor=&limit=&createdAfter=]: the user's notes, newest first (spec §7 Notes). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { listNotes } from '../../lib/notes/note-store';

export const handler = route(api.notes.list, ({ userId, query }) => listNotes(userId, query));
