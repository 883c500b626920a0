/**
 * GET /api/notes[?cursor=&limit=&createdAfter=]: the user's notes, newest first
 * (docs/product.md#calls 'Notes').
 */
import { notesRoutes } from '../../../shared/contract/routes/notes';
import { route } from '../../lib/http/route';
import { listNotes } from '../../lib/notes/note-store';

export const handler = route(notesRoutes.list, ({ userId, query }) => listNotes(userId, query));
