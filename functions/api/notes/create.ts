/** POST /api/notes: a general note, optionally about one of the user's people (spec §7 Notes). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { createNote } from '../../lib/notes/note-store';

export const handler = route(api.notes.create, ({ userId, body }) => createNote(userId, body));
