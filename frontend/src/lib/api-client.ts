/**
 * The one API client (docs/architecture.md#how-the-frontend-reads): typed from the shared contract,
 * adds the bearer token, builds paths from the route table and turns error bodies into ApiError.
 */
import type { AnyRoute, RouteBodyInput, RouteResponse } from '@shared/contract/define-route';
import type { ErrorBody, ErrorDetail } from '@shared/contract/schemas/error';
import { buildPath } from '@shared/contract/paths';
import { takeEarlyRead } from './early-reads';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions<R extends AnyRoute> {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: RouteBodyInput<R>;
  signal?: AbortSignal;
}

/** Calls a contract route with a token. @throws ApiError for a non-2xx answer or a network failure. */
export async function callRoute<R extends AnyRoute>(
  route: R,
  token: string | null,
  options: CallOptions<R> = {},
): Promise<RouteResponse<R>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const url = buildPath(route.path, options.params) + (search.size ? `?${search}` : '');
  let response: Response;
  try {
    // A read the entry started before the app loaded (early-reads.ts) answers in its place.
    const early = route.method === 'GET' && token ? takeEarlyRead(url, token) : null;
    response = await (early ??
      fetch(url, {
        method: route.method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection.');
  }
  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const body = payload as Partial<ErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? `Request failed with status ${response.status}`,
      body?.error?.details ?? [],
    );
  }
  return payload as RouteResponse<R>;
}

/** What the API client needs of the signed-in session: a token, and a sign-out for a 401. */
export interface ApiSession {
  getToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
}

let connect!: (session: ApiSession) => void;
let session: Promise<ApiSession> = new Promise((resolve) => (connect = resolve));

/**
 * Connects the client to the auth provider's session once it knows who is signed in (called by
 * the auth provider; `null` while it is still loading). Calls made before wait for it, so route
 * loaders can start a page's queries before the first render.
 */
export function connectApiSession(next: ApiSession | null): void {
  if (!next) return;
  connect(next);
  session = Promise.resolve(next);
}

/**
 * Calls a contract route as the signed-in user: waits for the session, adds its bearer token, and
 * signs the user out on a 401. Without a session the call fails with a 401 ApiError and sends
 * nothing. @throws ApiError
 */
export async function apiCall<R extends AnyRoute>(
  route: R,
  options: CallOptions<R> = {},
): Promise<RouteResponse<R>> {
  const current = await session;
  const token = await current.getToken();
  if (!token) throw new ApiError(401, 'unauthorized', 'Not signed in');
  try {
    return await callRoute(route, token, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await current.signOut();
    throw error;
  }
}

/** Maps a 404 to null (a read of something that may not exist). */
export function nullOn404<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}
