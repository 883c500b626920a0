/**
 * TanStack Query keys of every server read, in one place, so mutations invalidate exactly what
 * they change.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  featureFlags: ['feature-flags'] as const,
  integrations: ['integrations'] as const,
  /** The calendar's detected people after a sync (team review in calendar mode). */
  calendar: { detected: ['calendar', 'detected'] as const },
  onboardingStatus: ['onboarding', 'status'] as const,
  directReports: {
    all: ['direct-reports'] as const,
    list: (includeArchived: boolean) => ['direct-reports', 'list', { includeArchived }] as const,
    lean: ['direct-reports', 'lean'] as const,
    detail: (id: string) => ['direct-reports', 'detail', id] as const,
  },
  bosses: {
    all: ['bosses'] as const,
    list: (includeArchived: boolean) => ['bosses', 'list', { includeArchived }] as const,
    lean: ['bosses', 'lean'] as const,
    next: ['bosses', 'next'] as const,
  },
  notes: {
    all: ['notes'] as const,
    list: ['notes', 'list'] as const,
    since: (createdAfter: string) => ['notes', 'since', createdAfter] as const,
    meeting: (meetingId: string) => ['notes', 'meeting', meetingId] as const,
    flags: (meetingIds: readonly string[]) =>
      ['notes', 'flags', [...meetingIds].sort().join(',')] as const,
  },
  commitments: {
    all: ['commitments'] as const,
    /** `GET /api/commitments`: the user's open items with everyone. */
    open: ['commitments', 'open'] as const,
    /** One person's open items ('directReport' or 'boss', and their id). */
    person: (kind: 'directReport' | 'boss', personId: string) =>
      ['commitments', 'person', kind, personId] as const,
    /** A 1:1's checklist. */
    meeting: (meetingId: string) => ['commitments', 'meeting', meetingId] as const,
  },
  /**
   * `POST /api/commitments/suggestions` for a 1:1 and a settled text: outside `commitments`, so a
   * change to the checklist never asks the AI again.
   */
  commitmentSuggestions: (meetingId: string, text: string) =>
    ['commitment-suggestions', meetingId, text] as const,
  /** `GET /api/dashboard`: everything the dashboard shows, its nudge banner included. */
  dashboard: { all: ['dashboard'] as const },
  meetings: {
    all: ['meetings'] as const,
    weekly: (scope: 'direct-report' | 'boss', personId?: string) =>
      ['meetings', 'weekly', scope, personId ?? null] as const,
  },
  moments: {
    all: ['moments'] as const,
    /** A direct report's feedback moments this week. */
    directReport: (directReportId: string) => ['moments', 'direct-report', directReportId] as const,
    /** The manager's moments of the week starting `weekStart` ('YYYY-MM-DD'). */
    manageUp: (bossId: string, weekStart: string) =>
      ['moments', 'manage-up', bossId, weekStart] as const,
    /** The manager's moments, every week read. */
    manageUpAll: (bossId: string) => ['moments', 'manage-up', bossId] as const,
  },
};
