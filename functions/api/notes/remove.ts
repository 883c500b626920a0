/** DELETE /api/notes/{id}: deletes a note and answers it, for Undo (spec §4 'Deleting a note'). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { removeNote } from '../../lib/notes/note-store';

export const handler = route(api.notes.remove, ({ userId, params }) =>
  removeNote(userId, params.id),
);
