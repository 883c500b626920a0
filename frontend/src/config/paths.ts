/**
 * Every app path in one place (spec §2 route table).
 */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  manageUp: '/manage-up',
  directReport: (id: string) => `/dr/${encodeURIComponent(id)}`,
  boss: (id: string) => `/boss/${encodeURIComponent(id)}`,
  /** Route patterns of the two paths above, for the router. */
  directReportPattern: '/dr/:id',
  bossPattern: '/boss/:id',
  profile: '/profile',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** A same-origin path safe to navigate to from a query parameter (no scheme, no '//' host). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value;
}
