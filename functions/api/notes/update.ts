/**
 * PUT /api/notes/{id}: content, tags and link of a note; 409 on a stale version
 * (docs/product.md#calls 'Notes').
 */
import { notesRoutes } from '../../../shared/contract/routes/notes';
import { route } from '../../lib/http/route';
import { updateNote } from '../../lib/notes/note-store';

export const handler = route(notesRoutes.update, ({ userId, params, body }) =>
  updateNote(userId, params.id, body),
);
