/**
 * An HTTP client of a local server's API and its local issuer, with the global fetch: sign in
 * through `POST /local-auth/sessions`, then call routes with the bearer token. No server code and
 * no test framework here, so the demo's seeding (infra/local/demo/) uses it too.
 */
import { buildPath } from '../../shared/contract/paths';
import type { AnyRoute, RouteBodyInput } from '../../shared/contract/define-route';
import { LOCAL_AUTH_PREFIX, type LocalUser } from './token-issuer';

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the raw text when the body is not JSON (undefined when empty). */
  body: unknown;
  text: string;
}

export interface RequestOptions {
  /** Serialised with JSON.stringify. */
  body?: unknown;
  /** Sent as is (for malformed JSON or oversized bodies); wins over `body`. */
  rawBody?: string;
  /** Query string parameters. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface RouteCallOptions<R extends AnyRoute> {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: RouteBodyInput<R> | unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Calls the API as one caller (one bearer token, or none). */
export interface ApiClient {
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  get(path: string, options?: Omit<RequestOptions, 'body' | 'rawBody'>): Promise<ApiResponse>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse>;
  put(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse>;
  /** Calls a contract route: its method, its path with `params` filled in. */
  call<R extends AnyRoute>(route: R, options?: RouteCallOptions<R>): Promise<ApiResponse>;
}

export interface SignedIn {
  token: string;
  user: LocalUser;
}

async function toApiResponse(response: Response): Promise<ApiResponse> {
  const text = await response.text();
  let body: unknown = text === '' ? undefined : text;
  if (text !== '' && (response.headers.get('content-type') ?? '').includes('application/json')) {
    body = JSON.parse(text) as unknown;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** An API client of the server at `baseUrl` (any local server, also one in a child process). */
export function createApiClient(baseUrl: string, token: string | undefined): ApiClient {
  async function request(method: string, pathname: string, options: RequestOptions = {}) {
    const url = new URL(pathname, baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(name, value);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, options.headers);
    // Redirects are answers to check (the OAuth callbacks), not to follow.
    const response = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
    return toApiResponse(response);
  }
  return {
    request,
    get: (pathname, options) => request('GET', pathname, options),
    post: (pathname, body, options) => request('POST', pathname, { ...options, body }),
    put: (pathname, body, options) => request('PUT', pathname, { ...options, body }),
    call: (route, options = {}) =>
      request(route.method, buildPath(route.path, options.params), {
        body: options.body,
        ...(options.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
        ...(options.query ? { query: options.query } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
      }),
  };
}

/** Signs in (or up) through `POST /local-auth/sessions` of the server at `baseUrl`. */
export async function signInAt(
  baseUrl: string,
  email: string,
  names: { firstName?: string; lastName?: string } = {},
): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}${LOCAL_AUTH_PREFIX}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...names }),
  });
  const result = await toApiResponse(response);
  if (result.status !== 200) {
    throw new Error(`Sign-in as ${email} failed with ${result.status}: ${result.text}`);
  }
  return result.body as SignedIn;
}
