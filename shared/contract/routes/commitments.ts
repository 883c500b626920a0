/** The `commitments` routes of the API contract (api.ts gathers every resource's routes). */
import * as z from '../../zod';
import { defineRoute } from '../define-route';
import {
  commitmentCompleteSchema,
  commitmentCreateSchema,
  commitmentReopenSchema,
  commitmentSchema,
  commitmentsByMeetingQuerySchema,
  commitmentsByPersonQuerySchema,
  commitmentsListQuerySchema,
  commitmentsPageSchema,
  commitmentSuggestionsRequestSchema,
  commitmentSuggestionsSchema,
  commitmentUpdateSchema,
} from '../schemas/commitment';
import { idParam } from '../schemas/common';

/** `{id}`: a commitment id. */
const commitmentIdParams = z.object({ id: idParam });

export const commitmentsRoutes = {
  list: defineRoute('commitments.list', {
    method: 'GET',
    path: '/api/commitments',
    summary:
      "The user's open commitments with everyone: the manager's own first, then the other person's, oldest first; cursor pages.",
    access: 'read',
    query: commitmentsListQuerySchema,
    response: commitmentsPageSchema,
  }),
  byPerson: defineRoute('commitments.byPerson', {
    method: 'GET',
    path: '/api/commitments/by-person',
    summary: "One person's open commitments, oldest 1:1 first; cursor pages.",
    access: 'read',
    query: commitmentsByPersonQuerySchema,
    response: commitmentsPageSchema,
  }),
  byMeeting: defineRoute('commitments.byMeeting', {
    method: 'GET',
    path: '/api/commitments/by-meeting',
    summary:
      "A 1:1's checklist: the commitments made in it and those ticked done in it; cursor pages.",
    access: 'read',
    query: commitmentsByMeetingQuerySchema,
    response: commitmentsPageSchema,
  }),
  create: defineRoute('commitments.create', {
    method: 'POST',
    path: '/api/commitments',
    summary:
      'Adds a commitment to a 1:1 (open); with a client `id`, a repeat answers the stored item and other content under that id is a 409.',
    access: 'write',
    successStatus: 201,
    body: commitmentCreateSchema,
    response: commitmentSchema,
  }),
  update: defineRoute('commitments.update', {
    method: 'PUT',
    path: '/api/commitments/{id}',
    summary: "Edits a commitment's text, owner or due date; 409 when `version` is stale.",
    access: 'write',
    params: commitmentIdParams,
    body: commitmentUpdateSchema,
    response: commitmentSchema,
  }),
  complete: defineRoute('commitments.complete', {
    method: 'POST',
    path: '/api/commitments/{id}/complete',
    summary: 'Ticks a commitment done, everywhere it shows; 409 when `version` is stale.',
    access: 'write',
    params: commitmentIdParams,
    body: commitmentCompleteSchema,
    response: commitmentSchema,
  }),
  reopen: defineRoute('commitments.reopen', {
    method: 'POST',
    path: '/api/commitments/{id}/reopen',
    summary: 'Makes a done commitment open again; 409 when `version` is stale.',
    access: 'write',
    params: commitmentIdParams,
    body: commitmentReopenSchema,
    response: commitmentSchema,
  }),
  remove: defineRoute('commitments.remove', {
    method: 'DELETE',
    path: '/api/commitments/{id}',
    summary: 'Drops a commitment and answers it as it was (for Undo).',
    access: 'write',
    params: commitmentIdParams,
    response: commitmentSchema,
  }),
  suggestions: defineRoute('commitments.suggestions', {
    method: 'POST',
    path: '/api/commitments/suggestions',
    summary:
      "The commitments a 1:1's reflection text records, as checklist items to add (owner, due date).",
    access: 'read',
    ai: true,
    body: commitmentSuggestionsRequestSchema,
    response: commitmentSuggestionsSchema,
  }),
} as const;
