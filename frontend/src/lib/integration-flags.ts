/**
 * Which integrations this deployment has configured (`GET /api/feature-flags`), for shared
 * components such as 'Connect Google Calendar'. One build serves every configuration: the flags
 * are read at run time by the feature-flags feature, which provides them here
 * (features/feature-flags `IntegrationFlagsProvider`, mounted by app/app-providers.tsx), on first use:
 * the dashboard's first load, which shows no Connect button, makes no flags request. Until they
 * are read — or when signed out — every integration counts as not configured.
 */
import { createContext, useContext } from 'react';

export interface IntegrationFlags {
  googleCalendar: boolean;
  slack: boolean;
}

export const NO_INTEGRATIONS: IntegrationFlags = { googleCalendar: false, slack: false };

/** A hook that reads the flags (the provider's reads them from the API; the default, none). */
export type UseFlags = () => IntegrationFlags;

const useNoFlags: UseFlags = () => NO_INTEGRATIONS;

/** Holds the hook that reads the flags, so they are read only by a component that shows them. */
export const IntegrationFlagsContext = createContext<UseFlags>(useNoFlags);

/**
 * The configured integrations (all false until the flags are read). Only a component that
 * renders this reads them, so a page that shows no Connect button makes no flags request.
 */
export function useIntegrationFlags(): IntegrationFlags {
  const useFlags = useContext(IntegrationFlagsContext);
  return useFlags();
}
