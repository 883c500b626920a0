/** DELETE /api/notes/{id}: deletes a note and answers it, for Undo (spec §4 'Deleting a note'). */
import { notesRoutes } from '../../../shared/contract/routes/notes';
import { route } from '../../lib/http/route';
import { removeNote } from '../../lib/notes/note-store';

export const handler = route(notesRoutes.remove, ({ userId, params }) =>
  removeNote(userId, params.id),
);
