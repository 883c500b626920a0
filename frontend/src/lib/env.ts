/**
 * Build-time configuration of the frontend (Vite `VITE_*` variables). With no Clerk key the app
 * uses the local token issuer and its simple sign-in forms.
 */
export const env = {
  /** Clerk publishable key; empty for the local stack. */
  clerkPublishableKey: (import.meta.env.VITE_CLERK_PUBLISHABLE_KEY as string | undefined) ?? '',
} as const;

export const authProviderKind: 'clerk' | 'local' = env.clerkPublishableKey ? 'clerk' : 'local';
