/**
 * Build-time configuration of the frontend (Vite `VITE_*` variables). With no Clerk key the app
 * uses the local token issuer and its simple sign-in forms.
 */
export const env = {
  /** Clerk publishable key; empty for the local stack. */
  clerkPublishableKey: (import.meta.env.VITE_CLERK_PUBLISHABLE_KEY as string | undefined) ?? '',
  /** Google OAuth is configured for this deployment (enables 'Connect Google Calendar'). */
  googleCalendarEnabled: import.meta.env.VITE_GOOGLE_CALENDAR_ENABLED === 'true',
  /** Slack OAuth is configured for this deployment. */
  slackEnabled: import.meta.env.VITE_SLACK_ENABLED === 'true',
} as const;

export const authProviderKind: 'clerk' | 'local' = env.clerkPublishableKey ? 'clerk' : 'local';
