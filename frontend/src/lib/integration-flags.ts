/**
 * Which integrations this deployment has configured (`GET /api/feature-flags`), for shared
 * components such as 'Connect Google Calendar'. One build serves every configuration: the flags
 * are read at run time by the feature-flags feature, which provides them here
 * (features/feature-flags `IntegrationFlagsProvider`, mounted by the root layout). Until they are
 * read — or when signed out — every integration counts as not configured.
 */
import { createContext, useContext } from 'react';

export interface IntegrationFlags {
  googleCalendar: boolean;
  slack: boolean;
}

export const NO_INTEGRATIONS: IntegrationFlags = { googleCalendar: false, slack: false };

export const IntegrationFlagsContext = createContext<IntegrationFlags>(NO_INTEGRATIONS);

/** The configured integrations (all false until the flags are read). */
export function useIntegrationFlags(): IntegrationFlags {
  return useContext(IntegrationFlagsContext);
}
