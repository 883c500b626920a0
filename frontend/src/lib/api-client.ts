/**
 * The one API client (ARCHITECTURE.md 'Frontend'): typed from the shared contract, adds the
 * bearer token, builds paths from the route table and turns error bodies into ApiError.
 */
import { useCallback } from 'react';
import type { AnyRoute, RouteBodyInput, RouteResponse } from '@shared/contract/define-route';
import type { ErrorBody, ErrorDetail } from '@shared/contract/schemas/error';
import { buildPath } from '@shared/contract/paths';
import { useAuth } from '@/lib/auth/auth-context';

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
    response = await fetch(url, {
      method: route.method,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
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

/** `call(route, options)` bound to the signed-in user's token; a 401 signs the user out. */
export function useApiClient() {
  const { getToken, signOut } = useAuth();
  return useCallback(
    async <R extends AnyRoute>(
      route: R,
      options: CallOptions<R> = {},
    ): Promise<RouteResponse<R>> => {
      try {
        return await callRoute(route, await getToken(), options);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) await signOut();
        throw error;
      }
    },
    [getToken, signOut],
  );
}
