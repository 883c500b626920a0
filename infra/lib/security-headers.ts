/**
 * Response security headers of the web app: the CloudFront response-headers policy and the local
 * server send the same Content-Security-Policy. With Clerk configured, its Frontend API origin is
 * allowed for scripts, connections, frames and images.
 */

export interface CspOptions {
  /** e.g. 'https://your-app.clerk.accounts.dev' when Clerk is used. */
  clerkFrontendApi?: string | undefined;
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const clerk = options.clerkFrontendApi ? [options.clerkFrontendApi] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...clerk,
      ...(clerk.length ? ['https://challenges.cloudflare.com'] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...clerk],
    'frame-src': [
      "'self'",
      ...clerk,
      ...(clerk.length ? ['https://challenges.cloudflare.com'] : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers every HTML/asset response carries besides the CSP (HSTS is added on HTTPS only). */
export const BASELINE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;
