/**
 * Where each Connect button asks to come back to (docs/product.md#calls 'Calendar and
 * integrations'): the onboarding wizard for Google (which then shows the team review, and returns
 * to the profile or the dashboard when started there), the profile for Slack. The server allows
 * only these shapes (shared/domain/integrations.ts).
 */
import { CONNECTED_PARAM, RETURN_PARAM } from '@shared/domain/integrations';
import { paths } from '@/config/paths';

const googleBack = `${paths.onboarding}?${CONNECTED_PARAM}=google`;

export const CONNECT_REDIRECTS = {
  google: {
    onboarding: googleBack,
    profile: `${googleBack}&${RETURN_PARAM}=${paths.profile}`,
    dashboard: `${googleBack}&${RETURN_PARAM}=${paths.dashboard}`,
  },
  slack: { profile: `${paths.profile}?${CONNECTED_PARAM}=slack` },
} as const;

/** Where 'Connect Google Calendar' was pressed. */
export type CalendarConnectOrigin = keyof typeof CONNECT_REDIRECTS.google;
