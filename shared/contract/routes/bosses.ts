/** The `bosses` routes of the API contract (api.ts gathers every resource's routes). */
import * as z from '../../zod';
import { defineRoute } from '../define-route';
import { personLeanSchema } from '../schemas/person';
import { bossCreateSchema, bossSchema, bossUpdateSchema } from '../schemas/boss';
import { bossNextSchema } from '../schemas/meeting';
import { idParams, includeArchived } from './route-params';

export const bossesRoutes = {
  list: defineRoute('bosses.list', {
    method: 'GET',
    path: '/api/bosses',
    summary: "The user's manager (at most one active); archived ones only with includeArchived=1.",
    access: 'read',
    query: includeArchived,
    response: z.array(bossSchema),
  }),
  listLean: defineRoute('bosses.listLean', {
    method: 'GET',
    path: '/api/bosses/lean',
    summary: 'The active manager with only the fields the sidebar and pickers need.',
    access: 'read',
    response: z.array(personLeanSchema),
  }),
  next: defineRoute('bosses.next', {
    method: 'GET',
    path: '/api/bosses/next',
    summary: 'The next 1:1 with the manager, suggested agenda topics and nudges.',
    access: 'read',
    nlp: true,
    response: bossNextSchema,
  }),
  create: defineRoute('bosses.create', {
    method: 'POST',
    path: '/api/bosses',
    summary: 'Adds the manager; 409 while another non-archived manager exists.',
    access: 'write',
    successStatus: 201,
    body: bossCreateSchema,
    response: bossSchema,
    resourceBody: true,
  }),
  update: defineRoute('bosses.update', {
    method: 'PUT',
    path: '/api/bosses/{id}',
    summary: 'Updates the manager; omitted fields keep their value.',
    access: 'write',
    params: idParams,
    body: bossUpdateSchema,
    response: bossSchema,
    resourceBody: true,
  }),
  remove: defineRoute('bosses.remove', {
    method: 'DELETE',
    path: '/api/bosses/{id}',
    summary: 'Archives the manager, freeing the one-manager slot; nothing written is lost.',
    access: 'write',
    params: idParams,
    response: bossSchema,
  }),
} as const;
