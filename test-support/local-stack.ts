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
import { startLocalServer } from '../infra/local/server';
import { LOCAL_AUTH_PREFIX } from '../infra/local/token-issuer';
import type { DemoMode } from '../infra/local/demo/demo-mode';
import {
  createApiClient,
  signInAt,
  type ApiClient,
  type SignedIn,
} from '../infra/local/api-client';

export * from '../infra/local/api-client';

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
  /** The demo's fakes and seeding, in demo mode. */
  demo: DemoMode | undefined;
  /** Stops the server and dynalite; removes the data directory if the stack created it. */
  close(): Promise<void>;
}

export interface LocalStackOptions {
  /**
   * An existing data directory (e.g. to restart on the data of a closed stack). The caller owns
   * it: close() leaves it in place. Without it a fresh temp directory is created and removed.
   */
  dataDir?: string;
  /** Demo mode (the fakes under /local-fakes, the demo sign-in and its seeding). */
  demo?: boolean;
  /** Whether the scheduled jobs run on their schedules (default true; see LocalServerOptions). */
  runScheduledJobs?: boolean;
}

/** A fresh, empty temp directory for a stack's data. */
export function createTempDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'coach-local-stack-'));
}

export function removeDataDir(dataDir: string): Promise<void> {
  return rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
}

/** Starts the local stack in this process on port 0. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await createTempDataDir());
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  try {
    server = await startLocalServer({
      port: 0,
      dataDir,
      demo: options.demo,
      runScheduledJobs: options.runScheduledJobs,
    });
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
    demo: server.demo,
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

/** Signs in on `stack` and answers an API client of that user with the user's id. */
export async function signInClient(
  stack: LocalStack,
  email: string,
): Promise<{ user: ApiClient; userId: string }> {
  const session = await stack.signIn(email);
  return { user: stack.api(session.token), userId: session.user.id };
}
