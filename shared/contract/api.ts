/**
 * The API contract: every `/api` route, declared once (spec §7, ARCHITECTURE.md). The CDK app
 * makes one Lambda per route, the local server mounts the same handlers, the frontend's client
 * is typed from it and the tests enumerate it.
 */
import * as z from 'zod';
import { defineRoute, type AnyRoute } from './define-route';
import { idParam, includeArchivedQuery } from './schemas/common';
import { personLeanSchema } from './schemas/person';
import {
  directReportCreateSchema,
  directReportSchema,
  directReportUpdateSchema,
} from './schemas/direct-report';
import { bossCreateSchema, bossSchema, bossUpdateSchema } from './schemas/boss';
import {
  bossNextSchema,
  detectedDirectReportSchema,
  directReportDetailSchema,
  weeklyMeetingsQuerySchema,
  weeklyMeetingsSchema,
} from './schemas/meeting';
import {
  onboardingCompleteSchema,
  onboardingStatusSchema,
  profileSchema,
  profileUpdateSchema,
} from './schemas/profile';

const idParams = z.object({ id: idParam });
const includeArchived = z.object({ includeArchived: includeArchivedQuery });

export const api = {
  profile: {
    get: defineRoute('profile.get', {
      method: 'GET',
      path: '/api/profile',
      summary: "The user's profile and preferences (defaults before onboarding).",
      access: 'read',
      response: profileSchema,
    }),
    update: defineRoute('profile.update', {
      method: 'PUT',
      path: '/api/profile',
      summary: 'Saves the profile; omitted fields keep their value, email is read-only.',
      access: 'write',
      body: profileUpdateSchema,
      response: profileSchema,
    }),
  },
  onboarding: {
    status: defineRoute('onboarding.status', {
      method: 'GET',
      path: '/api/onboarding/status',
      summary: 'Whether the user finished onboarding.',
      access: 'read',
      response: onboardingStatusSchema,
    }),
    complete: defineRoute('onboarding.complete', {
      method: 'POST',
      path: '/api/onboarding',
      summary: 'Saves the onboarding answers into the profile and marks onboarding complete.',
      access: 'write',
      body: onboardingCompleteSchema,
      response: profileSchema,
    }),
  },
  directReports: {
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
      summary: 'People found in the connected calendar; empty while no calendar is connected.',
      access: 'read',
      response: z.array(detectedDirectReportSchema),
    }),
    get: defineRoute('directReports.get', {
      method: 'GET',
      path: '/api/direct-reports/{id}',
      summary: 'A direct report with this week, the next 1:1, top notes, suggestions and nudges.',
      access: 'read',
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
    }),
    update: defineRoute('directReports.update', {
      method: 'PUT',
      path: '/api/direct-reports/{id}',
      summary: 'Updates a direct report; omitted fields keep their value.',
      access: 'write',
      params: idParams,
      body: directReportUpdateSchema,
      response: directReportSchema,
    }),
    remove: defineRoute('directReports.remove', {
      method: 'DELETE',
      path: '/api/direct-reports/{id}',
      summary:
        'Archives a direct report: gone from lists and future 1:1s, nothing written is lost.',
      access: 'write',
      params: idParams,
      response: directReportSchema,
    }),
  },
  bosses: {
    list: defineRoute('bosses.list', {
      method: 'GET',
      path: '/api/bosses',
      summary:
        "The user's manager (at most one active); archived ones only with includeArchived=1.",
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
    }),
    update: defineRoute('bosses.update', {
      method: 'PUT',
      path: '/api/bosses/{id}',
      summary: 'Updates the manager; omitted fields keep their value.',
      access: 'write',
      params: idParams,
      body: bossUpdateSchema,
      response: bossSchema,
    }),
    remove: defineRoute('bosses.remove', {
      method: 'DELETE',
      path: '/api/bosses/{id}',
      summary: 'Archives the manager, freeing the one-manager slot; nothing written is lost.',
      access: 'write',
      params: idParams,
      response: bossSchema,
    }),
  },
  unifiedMeetings: {
    weekly: defineRoute('unifiedMeetings.weekly', {
      method: 'GET',
      path: '/api/unified-meetings/weekly',
      summary: "This week's 1:1s (Monday start, user's zone) with direct reports or the manager.",
      access: 'read',
      query: weeklyMeetingsQuerySchema,
      response: weeklyMeetingsSchema,
    }),
  },
} as const;

/** Every route of the contract, in declaration order. */
export const routes: readonly AnyRoute[] = Object.values(api).flatMap(
  (group) => Object.values(group) as AnyRoute[],
);
