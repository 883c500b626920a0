/**
 * DELETE /api/notes/{id}: deletes a note and answers it, for Undo
 * (docs/product.md#states-and-transitions 'Deleting a note').
 */
import { notesRoutes } from '../../../shared/contract/routes/notes';
import { route } from '../../lib/http/route';
import { removeNote } from '../../lib/notes/note-store';

export const handler = route(notesRoutes.remove, ({ userId, params }) =>
  removeNote(userId, params.id),
);
