/**
 * One valid request body per contract route that takes a body, and valid query strings for routes
 * whose query has required fields, so suites generated from the route table (authentication,
 * tenant isolation, bad input) send requests that only fail for the reason under test. A route
 * added to the contract without a sample here makes those suites fail loudly.
 */
import type { AnyRoute } from '../shared/contract/define-route';
import { parseMeetingId } from '../shared/domain/meeting-id';

const schedule = { meetingDayOfWeek: 'Tuesday', meetingTime: '09:30', meetingFrequency: 'weekly' };

/** A syntactically valid id for `{param}` placeholders that names no stored item. */
export const DUMMY_ID = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
/** A well-formed meeting id (a 1:1 with the dummy direct report) that names no stored meeting. */
export const DUMMY_MEETING_ID = `dr-${DUMMY_ID}-20260105`;

export const SAMPLE_BODIES: Readonly<Record<string, unknown>> = {
  'profile.update': { firstName: 'Sample', role: 'Engineering Manager', teamSize: 4 },
  'onboarding.complete': {
    firstName: 'Sample',
    lastName: 'User',
    role: 'Engineering Manager',
    teamSize: 3,
    goals: ['Run more meaningful 1:1s'],
    coachingStyle: 'balanced',
  },
  'directReports.create': { firstName: 'Sample', lastName: 'Report', ...schedule },
  'directReports.update': { firstName: 'Changed', role: 'Changed role', status: 'archived' },
  'bosses.create': {
    firstName: 'Sample',
    lastName: 'Boss',
    ...schedule,
    meetingFrequency: 'biweekly',
  },
  'bosses.update': { firstName: 'Changed', priorities: ['Changed'], status: 'archived' },
  'notes.create': { content: 'Sample note', entityType: 'self', tags: ['sample'] },
  'notes.update': { content: 'Changed note' },
  'notes.phrasingSuggestions': { message: 'The report was late again.', context: 'directReport' },
  'meetingNotes.create': {
    meetingId: DUMMY_MEETING_ID,
    directReportId: DUMMY_ID,
    agendaContent: 'Sample agenda',
  },
  'meetingNotes.ensure': {
    meetingId: DUMMY_MEETING_ID,
    directReportId: DUMMY_ID,
    reflectionContent: 'Sample reflection',
  },
  'meetingNotes.updateAgenda': { agendaContent: 'Changed agenda' },
  'commitments.create': {
    meetingId: DUMMY_MEETING_ID,
    section: 'reflection',
    text: 'Send the budget answer',
    owner: 'me',
    due: '2026-01-12',
  },
  'commitments.update': { text: 'Send the budget answer by Friday' },
  'commitments.suggestions': {
    meetingId: DUMMY_MEETING_ID,
    text: "I'll send the budget doc by Friday.",
  },
  'commitments.complete': { version: 1 },
  'commitments.reopen': { version: 1 },
  'meetingNotes.updateReflection': { reflectionContent: 'Changed reflection' },
  'feedbackMoments.create': { directReportId: DUMMY_ID, type: 'recognition' },
  'manageUp.setCurrent': { teamWins: true, prioritiesAligned: false, proactiveUpdates: true },
  'manageUpMoments.create': { bossId: DUMMY_ID, type: 'teamWins' },
  'googleAuth.start': { redirect: '/onboarding?connected=google&return=/profile' },
  'slackAuth.start': { redirect: '/profile?connected=slack' },
  'calendar.sync': { force: true },
  'feedback.bannerNudge': {
    stats: { feedbackGiven: 0, feedbackAsked: 0, recognition: 0 },
    nudgeType: 'onboarding-feedback',
  },
  'feedback.dismissBanner': { nudgeId: 'banner-onboarding-2026-01-05' },
  'usageSignals.create': {
    action: 'add-to-agenda',
    meetingId: DUMMY_MEETING_ID,
    directReportId: DUMMY_ID,
    suggestionsCount: 4,
  },
};

/** A valid body for the route, or undefined when it takes none. @throws for a route without a sample. */
export function sampleBody(route: AnyRoute): unknown {
  if (!route.body) return undefined;
  if (!(route.id in SAMPLE_BODIES)) {
    throw new Error(`No sample body for route ${route.id}: add one to SAMPLE_BODIES`);
  }
  return SAMPLE_BODIES[route.id];
}

/**
 * Valid query strings per read route, the first being the one to send by default. Routes not
 * listed take `{}`. Snapshots of what a user can read (read-snapshot.ts) send every one of them.
 */
export const SAMPLE_QUERIES: Readonly<Record<string, readonly Record<string, string>[]>> = {
  'directReports.list': [{}, { includeArchived: '1' }],
  'bosses.list': [{}, { includeArchived: '1' }],
  'unifiedMeetings.weekly': [{ scope: 'direct-report' }, { scope: 'boss' }],
  'meetingNotes.get': [{ meetingId: DUMMY_MEETING_ID }],
  'meetingNotes.flags': [{ meetingIds: DUMMY_MEETING_ID }],
  'commitments.byPerson': [{ directReportId: DUMMY_ID }, { bossId: DUMMY_ID }],
  'commitments.byMeeting': [{ meetingId: DUMMY_MEETING_ID }],
  'meetings.prep': [{}, { templateKey: 'career-growth' }],
  'feedback.checkedForPerson': [{ directReportId: DUMMY_ID }],
  'feedbackMoments.remove': [{ directReportId: DUMMY_ID, type: 'recognition' }],
  'manageUp.current': [{ weekStart: '2026-01-05', bossId: DUMMY_ID }],
  'manageUp.setCurrent': [{ weekStart: '2026-01-05', bossId: DUMMY_ID }],
  'manageUp.aiInferred': [{ weekStart: '2026-01-05', bossId: DUMMY_ID }],
  'manageUpMoments.remove': [{ bossId: DUMMY_ID, type: 'teamWins' }],
};

/**
 * GET routes without a path param that read one item named in the query: they answer 404 for
 * the samples, which name nothing stored. Snapshots read them for the user's own items instead.
 */
export const QUERY_LOOKUP_ROUTES: ReadonlySet<string> = new Set([
  'meetingNotes.get',
  'commitments.byPerson',
  'commitments.byMeeting',
  'feedback.checkedForPerson',
  'manageUp.current',
  'manageUp.aiInferred',
]);

/**
 * Every sample query of the route (`[{}]` when none is listed).
 * @throws for a route whose query schema rejects one of them (e.g. a new required query field).
 */
export function sampleQueries(route: AnyRoute): readonly Record<string, string>[] {
  const queries = SAMPLE_QUERIES[route.id] ?? [{}];
  for (const query of queries) {
    const parsed = route.query.safeParse(query);
    if (!parsed.success) {
      throw new Error(
        `Sample query ${JSON.stringify(query)} is not valid for route ${route.id}: add one to SAMPLE_QUERIES`,
      );
    }
  }
  return queries;
}

/** The default valid query of the route. @throws like {@link sampleQueries}. */
export function sampleQuery(route: AnyRoute): Record<string, string> {
  return { ...sampleQueries(route)[0] };
}

/** Dummy values of placeholders whose format is not a plain id. */
const DUMMY_PARAMS: Readonly<Record<string, string>> = {
  meetingId: DUMMY_MEETING_ID,
  provider: 'google',
};

/**
 * Every `{param}` of a route path, filled with `value`; without one, with a well-formed value
 * that names nothing stored (DUMMY_ID, DUMMY_MEETING_ID for `{meetingId}`).
 */
export function paramsFor(route: AnyRoute, value?: string): Record<string, string> {
  return Object.fromEntries(
    [...route.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => {
      const name = match[1]!;
      return [name, value ?? DUMMY_PARAMS[name] ?? DUMMY_ID];
    }),
  );
}

/** Whether the route names one meeting: a `{meetingId}` param, or `meetingId` in its query or body. */
export function namesMeeting(route: AnyRoute): boolean {
  const body = sampleBody(route);
  return (
    route.path.includes('{meetingId}') ||
    'meetingId' in sampleQuery(route) ||
    (typeof body === 'object' && body !== null && 'meetingId' in body)
  );
}

/**
 * A valid request naming `meetingId` wherever the route takes one (param, query or body; a body
 * also names the meeting's person), with the route's samples for everything else.
 */
export function meetingCall(
  route: AnyRoute,
  meetingId: string,
): { params: Record<string, string>; query: Record<string, string>; body: unknown } {
  const meeting = parseMeetingId(meetingId);
  if (!meeting) throw new Error(`${meetingId} is not a meeting id`);
  const query = sampleQuery(route);
  if ('meetingId' in query) query.meetingId = meetingId;
  const sample = sampleBody(route);
  const body =
    typeof sample === 'object' && sample !== null && 'meetingId' in sample
      ? {
          ...sample,
          meetingId,
          directReportId: meeting.kind === 'directReport' ? meeting.personId : undefined,
          bossId: meeting.kind === 'boss' ? meeting.personId : undefined,
        }
      : sample;
  return {
    params: route.path.includes('{meetingId}') ? { meetingId } : paramsFor(route),
    query,
    body,
  };
}
