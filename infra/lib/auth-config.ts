/**
 * Clerk settings of a deployment, read from CDK context (cdk.json or `cdk synth -c key=value`),
 * never from code (docs/api.md#conventions). They become the functions' AUTH_* environment
 * (functions/lib/config.ts) and the Clerk origin allowed by the Content-Security-Policy.
 *
 * Context keys: `clerkIssuer` (e.g. https://your-app.clerk.accounts.dev), `clerkAuthorizedParties`
 * (comma-separated origins allowed in the token's `azp`), `clerkFrontendApi` (Clerk's Frontend
 * API origin, for the CSP; defaults to the issuer).
 */
import type { Node } from 'constructs';

/** Validated Clerk settings. */
export interface AuthConfig {
  /** Token issuer (`iss`), an https origin. */
  readonly issuer: string;
  /** JWKS URL: `${issuer}/.well-known/jwks.json`. */
  readonly jwksUri: string;
  /** Origins allowed in the token's `azp` claim. */
  readonly authorizedParties: readonly string[];
  /** Clerk Frontend API origin, allowed for scripts, frames and connections by the CSP. */
  readonly frontendApi: string;
}

/** An origin such as https://app.example.com (no path); http only for localhost. */
function parseOrigin(key: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CDK context '${key}': '${value}' is not a URL`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new Error(`CDK context '${key}': '${value}' must be an https URL`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`CDK context '${key}': '${value}' must be an origin without a path`);
  }
  return url.origin;
}

function requireString(node: Node, key: string): string {
  const value: unknown = node.tryGetContext(key);
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`CDK context '${key}' is required (set it in cdk.json or with -c ${key}=...)`);
  }
  return value.trim();
}

/** Reads and validates the Clerk context; throws a readable error naming the bad key. */
export function readAuthConfig(node: Node): AuthConfig {
  const issuer = parseOrigin('clerkIssuer', requireString(node, 'clerkIssuer'));
  const authorizedParties = requireString(node, 'clerkAuthorizedParties')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => parseOrigin('clerkAuthorizedParties', item));
  if (authorizedParties.length === 0) {
    throw new Error("CDK context 'clerkAuthorizedParties' must list at least one origin");
  }
  const frontendApiValue: unknown = node.tryGetContext('clerkFrontendApi');
  const frontendApi =
    typeof frontendApiValue === 'string' && frontendApiValue.trim() !== ''
      ? parseOrigin('clerkFrontendApi', frontendApiValue.trim())
      : issuer;
  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    authorizedParties,
    frontendApi,
  };
}
