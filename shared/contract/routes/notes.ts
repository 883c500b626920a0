/** The `notes` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  noteCreateSchema,
  noteSchema,
  notesListQuerySchema,
  notesPageSchema,
  noteUpdateSchema,
} from '../schemas/note';
import { phrasingRequestSchema, phrasingSuggestionsSchema } from '../schemas/coaching';
import { noteIdParams } from './route-params';

export const notesRoutes = {
  list: defineRoute('notes.list', {
    method: 'GET',
    path: '/api/notes',
    summary: 'Notes newest first (by creation), cursor pages of at most 50.',
    access: 'read',
    query: notesListQuerySchema,
    response: notesPageSchema,
  }),
  create: defineRoute('notes.create', {
    method: 'POST',
    path: '/api/notes',
    summary: "Creates a general note, optionally about one of the user's people.",
    access: 'write',
    successStatus: 201,
    body: noteCreateSchema,
    response: noteSchema,
    resourceBody: true,
  }),
  get: defineRoute('notes.get', {
    method: 'GET',
    path: '/api/notes/{id}',
    summary: 'One note (general or meeting); the editor reads it after a 409 to keep both texts.',
    access: 'read',
    params: noteIdParams,
    response: noteSchema,
  }),
  update: defineRoute('notes.update', {
    method: 'PUT',
    path: '/api/notes/{id}',
    summary: "Updates a note's content and links; 409 when `version` is stale.",
    access: 'write',
    params: noteIdParams,
    body: noteUpdateSchema,
    response: noteSchema,
    resourceBody: true,
  }),
  remove: defineRoute('notes.remove', {
    method: 'DELETE',
    path: '/api/notes/{id}',
    summary: 'Deletes a note (general or meeting) and answers it, so it can be recreated (Undo).',
    access: 'write',
    params: noteIdParams,
    response: noteSchema,
  }),
  phrasingSuggestions: defineRoute('notes.phrasingSuggestions', {
    method: 'POST',
    path: '/api/notes/phrasing-suggestions',
    summary: "'Help me say it': three ways (empathetic, direct, balanced) to say a message.",
    access: 'read',
    ai: true,
    body: phrasingRequestSchema,
    response: phrasingSuggestionsSchema,
  }),
} as const;
