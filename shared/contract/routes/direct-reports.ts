/** The `directReports` routes of the API contract (api.ts gathers every resource's routes). */
import * as z from '../../zod';
import { defineRoute } from '../define-route';
import { personLeanSchema } from '../schemas/person';
import {
  directReportCreateSchema,
  directReportSchema,
  directReportUpdateSchema,
} from '../schemas/direct-report';
import { detectedDirectReportSchema, directReportDetailSchema } from '../schemas/meeting';
import { flagQuery } from '../schemas/common';
import { idParams, includeArchived } from './route-params';

export const directReportsRoutes = {
  list: defineRoute('directReports.list', {
    method: 'GET',
    path: '/api/direct-reports',
    summary: 'Direct reports, oldest first; archived ones only with includeArchived=1.',
    access: 'read',
    query: includeArchived,
    response: z.array(directReportSchema),
  }),
  listLean: defineRoute('directReports.listLean', {
    method: 'GET',
    path: '/api/direct-reports/lean',
    summary: 'Active direct reports with only the fields the sidebar and pickers need.',
    access: 'read',
    response: z.array(personLeanSchema),
  }),
  detected: defineRoute('directReports.detected', {
    method: 'GET',
    path: '/api/direct-reports/detected',
    summary:
      'People the last calendar sync found in 1:1s, each with its status against your people (new, alreadyAdded, previouslyRemoved); those already among your active people only with includeAdded=1; empty before a sync.',
    access: 'read',
    query: z.object({ includeAdded: flagQuery('includeAdded') }),
    response: z.array(detectedDirectReportSchema),
  }),
  get: defineRoute('directReports.get', {
    method: 'GET',
    path: '/api/direct-reports/{id}',
    summary: 'A direct report with this week, the next 1:1, top notes, suggestions and nudges.',
    access: 'read',
    nlp: true,
    params: idParams,
    response: directReportDetailSchema,
  }),
  create: defineRoute('directReports.create', {
    method: 'POST',
    path: '/api/direct-reports',
    summary: 'Adds a direct report.',
    access: 'write',
    successStatus: 201,
    body: directReportCreateSchema,
    response: directReportSchema,
    resourceBody: true,
  }),
  update: defineRoute('directReports.update', {
    method: 'PUT',
    path: '/api/direct-reports/{id}',
    summary: 'Updates a direct report; omitted fields keep their value.',
    access: 'write',
    params: idParams,
    body: directReportUpdateSchema,
    response: directReportSchema,
    resourceBody: true,
  }),
  remove: defineRoute('directReports.remove', {
    method: 'DELETE',
    path: '/api/direct-reports/{id}',
    summary: 'Archives a direct report: gone from lists and future 1:1s, nothing written is lost.',
    access: 'write',
    params: idParams,
    response: directReportSchema,
  }),
} as const;
