/**
 * Which integrations this deployment has configured (`GET /api/feature-flags`), for shared
 * components such as 'Connect Google Calendar'. One build serves every configuration: the flags
 * are read at run time by the feature-flags feature, which provides the hook that reads them here
 * (features/feature-flags `IntegrationFlagsProvider`, mounted by the root layout). The read
 * starts only when a component asks, so pages without an integration button make no extra call.
 * Until the flags are read — or when signed out — every integration counts as not configured.
 */
import { createContext, useContext } from 'react';

export interface IntegrationFlags {
  googleCalendar: boolean;
  slack: boolean;
}

export const NO_INTEGRATIONS: IntegrationFlags = { googleCalendar: false, slack: false };

/** A hook answering the flags; the provider's must be stable (a module-level function). */
export type IntegrationFlagsHook = () => IntegrationFlags;

const notConfigured: IntegrationFlagsHook = () => NO_INTEGRATIONS;

export const IntegrationFlagsContext = createContext<IntegrationFlagsHook>(notConfigured);

/** The configured integrations (all false until the flags are read). */
export function useIntegrationFlags(): IntegrationFlags {
  const useFlags = useContext(IntegrationFlagsContext);
  return useFlags();
}
