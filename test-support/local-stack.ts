/**
 * The real local stack for integration tests: `startLocalServer` on a free port with its own data
 * directory (dynalite files, the issuer's key and users), plus small helpers to sign in through the
 * local issuer and call the API over real HTTP with the global fetch.
 *
 * functions/lib/config.ts reads the environment once per process, and vitest runs every test file
 * in its own process: start one stack per test file (a second stack in the same file serves the
 * local issuer fine, but the API keeps pointing at the first one's table and issuer).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPath } from '../shared/contract/paths';
import type { AnyRoute, RouteBodyInput } from '../shared/contract/define-route';
import { startLocalServer } from '../infra/local/server';
import { LOCAL_AUTH_PREFIX, type LocalUser } from '../infra/local/token-issuer';

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

export interface LocalStack {
  /** http://localhost:<port> */
  url: string;
  port: number;
  /** The `iss` of the local issuer's tokens. */
  issuer: string;
  dataDir: string;
  /** Signs in (or up) through `POST /local-auth/sessions`. */
  signIn(email: string, names?: { firstName?: string; lastName?: string }): Promise<SignedIn>;
  /** An API client sending `Authorization: Bearer <token>`; none without a token. */
  api(token?: string): ApiClient;
  /** Stops the server and dynalite; removes the data directory if the stack created it. */
  close(): Promise<void>;
}

export interface LocalStackOptions {
  /**
   * An existing data directory (e.g. to restart on the data of a closed stack). The caller owns
   * it: close() leaves it in place. Without it a fresh temp directory is created and removed.
   */
  dataDir?: string;
}

/** A fresh, empty temp directory for a stack's data. */
export function createTempDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'coach-local-stack-'));
}

export function removeDataDir(dataDir: string): Promise<void> {
  return rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
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

/** Signs in on `stack` and answers an API client of that user with the user's id. */
export async function signInClient(
  stack: LocalStack,
  email: string,
): Promise<{ user: ApiClient; userId: string }> {
  const session = await stack.signIn(email);
  return { user: stack.api(session.token), userId: session.user.id };
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

/** Starts the local stack in this process on port 0. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await createTempDataDir());
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  try {
    server = await startLocalServer({ port: 0, dataDir });
  } catch (error) {
    if (ownsDataDir) await removeDataDir(dataDir);
    throw error;
  }
  const { url, port } = server;
  let closed = false;

  return {
    url,
    port,
    issuer: `${url}${LOCAL_AUTH_PREFIX}`,
    dataDir,
    signIn: (email, names) => signInAt(url, email, names),
    api: (token) => createApiClient(url, token),
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      if (ownsDataDir) await removeDataDir(dataDir);
    },
  };
}

/** A user signed in on the stack, with the API client of their token. */
export interface TestUser {
  client: ApiClient;
  userId: string;
}

/**
 * A maker of fresh users, `<prefix>-<n>@example.com` (n counting from 1), each signed in with its
 * own API client: tests that need a clean user each ask for one.
 */
export function freshUsers(stack: LocalStack, prefix: string): () => Promise<TestUser> {
  let counter = 0;
  return async () => {
    counter += 1;
    const { token, user } = await stack.signIn(`${prefix}-${counter}@example.com`);
    return { client: stack.api(token), userId: user.id };
  };
}
