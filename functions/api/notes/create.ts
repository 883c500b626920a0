/**
 * POST /api/notes: a general note, optionally about one of the user's people (docs/product.md#calls
 * 'Notes').
 */
import { notesRoutes } from '../../../shared/contract/routes/notes';
import { route } from '../../lib/http/route';
import { createNote } from '../../lib/notes/note-store';

export const handler = route(notesRoutes.create, ({ userId, body }) => createNote(userId, body));
