/**
 * The API contract: every `/api` route, declared once (docs/product.md#calls,
 * docs/architecture.md). The CDK app makes one Lambda per route, the local server mounts the same
 * handlers, the frontend's client is typed from it and the tests enumerate it.
 */
import type { AnyRoute } from './define-route';
import { profileRoutes } from './routes/profile';
import { onboardingRoutes } from './routes/onboarding';
import { directReportsRoutes } from './routes/direct-reports';
import { bossesRoutes } from './routes/bosses';
import { dashboardRoutes } from './routes/dashboard';
import { unifiedMeetingsRoutes } from './routes/unified-meetings';
import { notesRoutes } from './routes/notes';
import { meetingNotesRoutes } from './routes/meeting-notes';
import { commitmentsRoutes } from './routes/commitments';
import { meetingsRoutes } from './routes/meetings';
import { feedbackRoutes } from './routes/feedback';
import { feedbackMomentsRoutes } from './routes/feedback-moments';
import { manageUpRoutes } from './routes/manage-up';
import { manageUpMomentsRoutes } from './routes/manage-up-moments';
import { usageSignalsRoutes } from './routes/usage-signals';
import { featureFlagsRoutes } from './routes/feature-flags';
import { googleAuthRoutes } from './routes/google-auth';
import { slackAuthRoutes } from './routes/slack-auth';
import { calendarRoutes } from './routes/calendar';
import { integrationsRoutes } from './routes/integrations';

/**
 * Every route, by resource. A handler imports only its own resource's module (routes/<resource>.ts),
 * so its bundle builds only those schemas (docs/performance.md#cold-starts).
 */
export const api = {
  profile: profileRoutes,
  onboarding: onboardingRoutes,
  directReports: directReportsRoutes,
  bosses: bossesRoutes,
  dashboard: dashboardRoutes,
  unifiedMeetings: unifiedMeetingsRoutes,
  notes: notesRoutes,
  meetingNotes: meetingNotesRoutes,
  commitments: commitmentsRoutes,
  meetings: meetingsRoutes,
  feedback: feedbackRoutes,
  feedbackMoments: feedbackMomentsRoutes,
  manageUp: manageUpRoutes,
  manageUpMoments: manageUpMomentsRoutes,
  usageSignals: usageSignalsRoutes,
  featureFlags: featureFlagsRoutes,
  googleAuth: googleAuthRoutes,
  slackAuth: slackAuthRoutes,
  calendar: calendarRoutes,
  integrations: integrationsRoutes,
} as const;

/** Every route of the contract, in declaration order. */
export const routes: readonly AnyRoute[] = Object.values(api).flatMap(
  (group) => Object.values(group) as AnyRoute[],
);
