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
  agendaUpdateSchema,
  meetingFlagsQuerySchema,
  meetingFlagsSchema,
  meetingIdParams,
  meetingNoteCreateSchema,
  meetingNoteQuerySchema,
  meetingNoteRemovedSchema,
  noteCreateSchema,
  noteSchema,
  notesListQuerySchema,
  notesPageSchema,
  noteUpdateSchema,
  prepPromptsSchema,
  prepQuerySchema,
  reflectionUpdateSchema,
} from './schemas/note';
import {
  onboardingCompleteSchema,
  onboardingStatusSchema,
  profileSchema,
  profileUpdateSchema,
} from './schemas/profile';
import { phrasingRequestSchema, phrasingSuggestionsSchema } from './schemas/coaching';
import {
  capturedMomentSchema,
  checkedForPersonSchema,
  directReportFeedbackSchema,
  directReportQuerySchema,
  feedbackBreakdownSchema,
  feedbackStatsSchema,
  manageUpAiInferredSchema,
  manageUpCurrentSchema,
  manageUpQuerySchema,
  manageUpStateSchema,
  manageUpUpdateSchema,
  momentCaptureSchema,
  momentRemoveQuerySchema,
} from './schemas/moments';
import { featureFlagsSchema, usageSignalCreateSchema, usageSignalSchema } from './schemas/usage';
import {
  connectionStartSchema,
  connectionUrlSchema,
  integrationProviderParams,
  integrationRemovedSchema,
  integrationsSchema,
  oauthCallbackQuerySchema,
  oauthRedirectSchema,
} from './schemas/integrations';
import {
  bannerDismissalSchema,
  bannerNudgeRequestSchema,
  bannerNudgeResponseSchema,
  dismissBannerRequestSchema,
} from './schemas/nudge';
import { dashboardSchema } from './schemas/dashboard';
import {
  calendarIntegrationSchema,
  calendarSyncRequestSchema,
  calendarSyncResultSchema,
} from './schemas/calendar';

const idParams = z.object({ id: idParam });
/** A note id: a ULID, or a meeting id for a meeting note (longer than person ids). */
const noteIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'),
});
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
      summary:
        'People the last calendar sync found in 1:1s who are not among your active people; empty before a sync.',
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
  dashboard: {
    get: defineRoute('dashboard.get', {
      method: 'GET',
      path: '/api/dashboard',
      summary:
        "The Lead dashboard in one read: this week's 1:1s, notes, moments per person, today's nudges, progress and engagement.",
      access: 'read',
      response: dashboardSchema,
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
  notes: {
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
  },
  meetingNotes: {
    get: defineRoute('meetingNotes.get', {
      method: 'GET',
      path: '/api/notes/meeting',
      summary: 'The meeting note of a meeting; 404 while it has none.',
      access: 'read',
      query: meetingNoteQuerySchema,
      response: noteSchema,
    }),
    create: defineRoute('meetingNotes.create', {
      method: 'POST',
      path: '/api/notes/meeting',
      summary: 'Creates the one note of a meeting; 409 when it already exists.',
      access: 'write',
      successStatus: 201,
      body: meetingNoteCreateSchema,
      response: noteSchema,
    }),
    ensure: defineRoute('meetingNotes.ensure', {
      method: 'POST',
      path: '/api/notes/meeting/ensure',
      summary: "Answers the meeting's note, creating it with the given text when there is none.",
      access: 'write',
      body: meetingNoteCreateSchema,
      response: noteSchema,
    }),
    flags: defineRoute('meetingNotes.flags', {
      method: 'GET',
      path: '/api/notes/meeting/flags',
      summary: 'hasAgenda / hasReflection of up to 100 meetings in one call.',
      access: 'read',
      query: meetingFlagsQuerySchema,
      response: meetingFlagsSchema,
    }),
    updateAgenda: defineRoute('meetingNotes.updateAgenda', {
      method: 'PUT',
      path: '/api/notes/meeting/{meetingId}/agenda',
      summary: 'Saves the agenda of an existing meeting note; 409 when `version` is stale.',
      access: 'write',
      params: meetingIdParams,
      body: agendaUpdateSchema,
      response: noteSchema,
    }),
    updateReflection: defineRoute('meetingNotes.updateReflection', {
      method: 'PUT',
      path: '/api/notes/meeting/{meetingId}/reflection',
      summary: 'Saves the reflection of an existing meeting note; 409 when `version` is stale.',
      access: 'write',
      params: meetingIdParams,
      body: reflectionUpdateSchema,
      response: noteSchema,
    }),
    remove: defineRoute('meetingNotes.remove', {
      method: 'DELETE',
      path: '/api/notes/meeting/{meetingId}',
      summary: 'Deletes the meeting note, resetting both flags.',
      access: 'write',
      params: meetingIdParams,
      response: meetingNoteRemovedSchema,
    }),
  },
  meetings: {
    prep: defineRoute('meetings.prep', {
      method: 'GET',
      path: '/api/meetings/{meetingId}/prep',
      summary:
        "Up to 5 agenda prompts for a meeting, chosen from the person's last weeks; a templateKey answers that template.",
      access: 'read',
      params: meetingIdParams,
      query: prepQuerySchema,
      response: prepPromptsSchema,
    }),
  },
  feedback: {
    checkedForPerson: defineRoute('feedback.checkedForPerson', {
      method: 'GET',
      path: '/api/feedback/checked-for-person',
      summary:
        'Whether feedback was given, asked and recognition shown to a direct report this week, and how (by hand, from which notes).',
      access: 'read',
      query: directReportQuerySchema,
      response: checkedForPersonSchema,
    }),
    byDirectReport: defineRoute('feedback.byDirectReport', {
      method: 'GET',
      path: '/api/feedback/by-direct-report/{id}',
      summary: "A direct report's moments this week, and the latest feedback and recognition ever.",
      access: 'read',
      params: idParams,
      response: directReportFeedbackSchema,
    }),
    stats: defineRoute('feedback.stats', {
      method: 'GET',
      path: '/api/feedback/stats',
      summary: "This week's feedback moments over all direct reports, inferred and by hand.",
      access: 'read',
      response: feedbackStatsSchema,
    }),
    breakdown: defineRoute('feedback.breakdown', {
      method: 'GET',
      path: '/api/feedback/breakdown',
      summary: "One row per active direct report: this week's moment flags and inferred counts.",
      access: 'read',
      response: feedbackBreakdownSchema,
    }),
    bannerNudge: defineRoute('feedback.bannerNudge', {
      method: 'POST',
      path: '/api/feedback/banner-nudge',
      summary:
        "The dashboard's or manage-up's nudge banner of a type, or null when none applies (spec §4: any moment this week, dismissed this week).",
      access: 'read',
      body: bannerNudgeRequestSchema,
      response: bannerNudgeResponseSchema,
    }),
    dismissBanner: defineRoute('feedback.dismissBanner', {
      method: 'POST',
      path: '/api/feedback/dismiss-banner',
      summary: 'Dismisses a nudge banner for the rest of its week (idempotent).',
      access: 'write',
      body: dismissBannerRequestSchema,
      response: bannerDismissalSchema,
    }),
  },
  feedbackMoments: {
    create: defineRoute('feedbackMoments.create', {
      method: 'POST',
      path: '/api/feedback/moments',
      summary: 'Captures a feedback moment by hand for this week (once per person and type).',
      access: 'write',
      successStatus: 201,
      body: momentCaptureSchema,
      response: capturedMomentSchema,
    }),
    remove: defineRoute('feedbackMoments.remove', {
      method: 'DELETE',
      path: '/api/feedback/moments',
      summary: "Removes this week's moment captured by hand; 404 when there is none.",
      access: 'write',
      query: momentRemoveQuerySchema,
      response: capturedMomentSchema,
    }),
  },
  manageUp: {
    current: defineRoute('manageUp.current', {
      method: 'GET',
      path: '/api/manage-up/current',
      summary:
        "A week's manage-up flags with the manager, inferred from notes or set by hand, and how (by hand, from which notes).",
      access: 'read',
      query: manageUpQuerySchema,
      response: manageUpCurrentSchema,
    }),
    setCurrent: defineRoute('manageUp.setCurrent', {
      method: 'PUT',
      path: '/api/manage-up/current',
      summary: "Sets a week's manage-up flags by hand and answers them (the flags set by hand).",
      access: 'write',
      query: manageUpQuerySchema,
      body: manageUpUpdateSchema,
      response: manageUpStateSchema,
    }),
    aiInferred: defineRoute('manageUp.aiInferred', {
      method: 'GET',
      path: '/api/manage-up/ai-inferred',
      summary: "A week's manage-up moments inferred from notes, counted per flag.",
      access: 'read',
      query: manageUpQuerySchema,
      response: manageUpAiInferredSchema,
    }),
  },
  usageSignals: {
    create: defineRoute('usageSignals.create', {
      method: 'POST',
      path: '/api/usage-signals',
      summary: "Records a use of suggestions (e.g. 'add-to-agenda') for later ranking.",
      access: 'write',
      successStatus: 201,
      body: usageSignalCreateSchema,
      response: usageSignalSchema,
    }),
  },
  featureFlags: {
    get: defineRoute('featureFlags.get', {
      method: 'GET',
      path: '/api/feature-flags',
      summary: 'What this deployment has configured: the AI provider and processor, integrations.',
      access: 'read',
      response: featureFlagsSchema,
    }),
  },
  googleAuth: {
    start: defineRoute('googleAuth.start', {
      method: 'POST',
      path: '/api/auth/google',
      summary:
        "Starts connecting Google Calendar: a single-use state (PKCE S256) and Google's consent URL.",
      access: 'write',
      integrations: { providers: ['google'] },
      body: connectionStartSchema('google'),
      response: connectionUrlSchema,
    }),
    callback: defineRoute('googleAuth.callback', {
      method: 'GET',
      path: '/api/auth/google/callback',
      summary:
        'Google redirects here: checks the state, exchanges the code, stores the tokens encrypted, redirects into the app.',
      access: 'write',
      auth: 'oauthState',
      integrations: { providers: ['google'], tokens: 'encrypt', clientSecret: true },
      successStatus: 302,
      query: oauthCallbackQuerySchema,
      response: oauthRedirectSchema,
    }),
  },
  slackAuth: {
    start: defineRoute('slackAuth.start', {
      method: 'POST',
      path: '/api/auth/slack',
      summary: "Starts connecting Slack: a single-use state and Slack's OAuth v2 install URL.",
      access: 'write',
      integrations: { providers: ['slack'] },
      body: connectionStartSchema('slack'),
      response: connectionUrlSchema,
    }),
    callback: defineRoute('slackAuth.callback', {
      method: 'GET',
      path: '/api/auth/slack/callback',
      summary:
        'Slack redirects here: checks the state, exchanges the code, stores the bot token encrypted, redirects into the app.',
      access: 'write',
      auth: 'oauthState',
      integrations: { providers: ['slack'], tokens: 'encrypt', clientSecret: true },
      successStatus: 302,
      query: oauthCallbackQuerySchema,
      response: oauthRedirectSchema,
    }),
  },
  calendar: {
    sync: defineRoute('calendar.sync', {
      method: 'POST',
      path: '/api/calendar/sync',
      summary:
        'Reads the connected Google Calendar (the last and next weeks) and detects 1:1s; skipped within 5 minutes of the last sync unless force.',
      access: 'write',
      integrations: { providers: ['google'], tokens: 'encryptDecrypt', clientSecret: true },
      body: calendarSyncRequestSchema,
      response: calendarSyncResultSchema,
    }),
    integration: defineRoute('calendar.integration', {
      method: 'GET',
      path: '/api/calendar/integration',
      summary:
        'Google Calendar: connected or not, the account, the last sync and how many detected 1:1 partners are not tracked.',
      access: 'read',
      response: calendarIntegrationSchema,
    }),
  },
  integrations: {
    list: defineRoute('integrations.list', {
      method: 'GET',
      path: '/api/integrations',
      summary: 'Google Calendar and Slack: connected, needing a reconnect or not, and the account.',
      access: 'read',
      response: integrationsSchema,
    }),
    remove: defineRoute('integrations.remove', {
      method: 'DELETE',
      path: '/api/integrations/{provider}',
      summary: "Disconnects: revokes the grant at the provider and deletes the user's tokens.",
      access: 'write',
      integrations: { providers: ['google', 'slack'], tokens: 'decrypt' },
      params: integrationProviderParams,
      response: integrationRemovedSchema,
    }),
  },
} as const;

/** Every route of the contract, in declaration order. */
export const routes: readonly AnyRoute[] = Object.values(api).flatMap(
  (group) => Object.values(group) as AnyRoute[],
);
