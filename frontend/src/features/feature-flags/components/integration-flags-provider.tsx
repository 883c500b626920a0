/**
 * Provides how to read the integrations this deployment configured (from `GET /api/feature-flags`,
 * once signed in) to shared components through lib/integration-flags.ts; replaces the build-time
 * `VITE_*_ENABLED` switches, so one build serves every configuration. The flags are read when a
 * component first asks for them, not on every page.
 */
import { useMemo, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import {
  IntegrationFlagsContext,
  NO_INTEGRATIONS,
  type IntegrationFlags,
} from '@/lib/integration-flags';
import { useFeatureFlags } from '../api/use-feature-flags';

function useConfiguredIntegrations(): IntegrationFlags {
  const { status } = useAuth();
  const { data } = useFeatureFlags({ enabled: status === 'signed-in' });
  const googleCalendar = data?.googleCalendar ?? NO_INTEGRATIONS.googleCalendar;
  const slack = data?.slack ?? NO_INTEGRATIONS.slack;
  return useMemo(() => ({ googleCalendar, slack }), [googleCalendar, slack]);
}

export function IntegrationFlagsProvider({ children }: { children: ReactNode }) {
  return (
    <IntegrationFlagsContext value={useConfiguredIntegrations}>{children}</IntegrationFlagsContext>
  );
}
