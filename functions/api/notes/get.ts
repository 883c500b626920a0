/**
 * GET /api/notes/{id}: one note, general or meeting (docs/product.md#calls 'Notes'; read after a
 * 409).
 */
import { notesRoutes } from '../../../shared/contract/routes/notes';
import { route } from '../../lib/http/route';
import { getNote } from '../../lib/notes/note-store';

export const handler = route(notesRoutes.get, ({ userId, params }) => getNote(userId, params.id));
