/**
 * Integrations (docs/product.md#onboarding, #profile, #calls 'Calendar and integrations';
 * docs/architecture.md#integrations): the providers, where a connection may send the browser back
 * to, and the query parameters the pages read on return. Pure rules shared by the functions and the
 * frontend.
 *
 * A connection is started with a `redirect`: a path of the app on an allow-list — `/onboarding` or
 * `/profile`, with at most a `connected` parameter naming the provider being connected and a
 * `return` parameter of `/profile` or `/dashboard` (the targets of docs/product.md#calls, e.g.
 * `/onboarding?connected=google&return=/profile`, `/profile?connected=slack`). Anything else (another
 * origin, `//host`, other paths or parameters) is refused.
 */

export const INTEGRATION_PROVIDERS = ['google', 'slack'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** What the user sees of a connection: connected, broken (access revoked or expired), or none. */
export const INTEGRATION_STATUSES = ['connected', 'needsReconnect', 'notConnected'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/**
 * The `purpose` of every integration token's encryption context (`{ purpose, userId, provider }`),
 * and the value the KMS grants of the token-handling functions are conditioned on.
 */
export const INTEGRATION_TOKEN_PURPOSE = 'integration-token';

/** Names shown to the user. */
export const PROVIDER_LABELS: Readonly<Record<IntegrationProvider, string>> = {
  google: 'Google Calendar',
  slack: 'Slack',
};

/** Query parameter set on return from a successful connection: `connected=google|slack`. */
export const CONNECTED_PARAM = 'connected';
/** Query parameter set on return from a failed connection: `connectionError=google|slack`. */
export const CONNECTION_ERROR_PARAM = 'connectionError';
/** Query parameter naming where to go back to after onboarding (docs/product.md#onboarding). */
export const RETURN_PARAM = 'return';

/**
 * docs/product.md#error-catalogue 'Integration connect': shown when starting or finishing a
 * connection fails.
 */
export const CONNECTION_FAILED_MESSAGE = 'Failed to start integration. Please try again.';
/** docs/product.md#error-catalogue 'Integration connect': shown when no user is signed in. */
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

/** A started connection must come back within this time (the OAuth state's lifetime), seconds. */
export const CONNECTION_STATE_TTL_SECONDS = 10 * 60;

/** Pages a connection may return to. */
export const CONNECT_REDIRECT_PATHS = ['/onboarding', '/profile'] as const;
/** Values of `return` a connection's redirect may carry. */
export const CONNECT_RETURN_PATHS = ['/profile', '/dashboard'] as const;
/** Longest redirect accepted, characters. */
export const MAX_CONNECT_REDIRECT_LENGTH = 200;

/** A redirect on the allow-list, parsed. */
export interface ConnectRedirect {
  path: (typeof CONNECT_REDIRECT_PATHS)[number];
  /** The `return` parameter, if any. */
  returnPath: (typeof CONNECT_RETURN_PATHS)[number] | null;
}

const BASE = 'http://app.invalid';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * The redirect, when it is on the allow-list for connecting `provider`; else null (see the module
 * comment for the rules).
 */
export function parseConnectRedirect(
  provider: IntegrationProvider,
  value: string,
): ConnectRedirect | null {
  if (value.length > MAX_CONNECT_REDIRECT_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.hash || !isOneOf(CONNECT_REDIRECT_PATHS, url.pathname)) {
    return null;
  }
  const names = [...url.searchParams.keys()];
  if (new Set(names).size !== names.length) return null;
  if (names.some((name) => name !== CONNECTED_PARAM && name !== RETURN_PARAM)) return null;
  const connected = url.searchParams.get(CONNECTED_PARAM);
  if (connected !== null && connected !== provider) return null;
  const returnPath = url.searchParams.get(RETURN_PARAM);
  if (returnPath !== null && !isOneOf(CONNECT_RETURN_PATHS, returnPath)) return null;
  return { path: url.pathname, returnPath };
}

function location(path: string, params: Record<string, string>): string {
  const search = new URLSearchParams(params).toString().replaceAll('%2F', '/');
  return search ? `${path}?${search}` : path;
}

/** Where a successful connection goes: the redirect with `connected=<provider>`. */
export function connectedLocation(
  redirect: ConnectRedirect,
  provider: IntegrationProvider,
): string {
  return location(redirect.path, {
    [CONNECTED_PARAM]: provider,
    ...(redirect.returnPath ? { [RETURN_PARAM]: redirect.returnPath } : {}),
  });
}

/**
 * Where a failed connection goes, with `connectionError=<provider>`: the page the user started
 * from — the redirect's `return` path, else its path — or the profile when the redirect is not
 * known (e.g. an unknown state).
 */
export function failedLocation(
  redirect: ConnectRedirect | null,
  provider: IntegrationProvider,
): string {
  const page = redirect?.returnPath ?? redirect?.path ?? '/profile';
  return location(page, { [CONNECTION_ERROR_PARAM]: provider });
}

/** The provider named by a `connected` / `connectionError` parameter, else null. */
export function providerParam(value: string | null): IntegrationProvider | null {
  return value !== null && isOneOf(INTEGRATION_PROVIDERS, value) ? value : null;
}
