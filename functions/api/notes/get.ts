/** GET /api/notes/{id}: one note, general or meeting (spec §7 Notes; read after a 409). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { getNote } from '../../lib/notes/note-store';

export const handler = route(api.notes.get, ({ userId, params }) => getNote(userId, params.id));
