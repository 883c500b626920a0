/**
 * The local server's connection limits and timeouts (docs/architecture.md#local-server-hardening),
 * as Node's own HTTP server options: no hand-made timers.
 *
 * - `requestTimeoutMs` (`REQUEST_TIMEOUT_MS`, default 30 s): a request — head and body — must
 *   arrive within it, else 408 `request_timeout` and the connection is closed (a slow body);
 * - the head alone within 10 s (or the request timeout when that is shorter; `headersTimeout`);
 * - an idle keep-alive connection is closed after 5 s (`keepAliveTimeout`);
 * - both timeouts are checked every second (`connectionsCheckingInterval`; Node's default of 30 s
 *   would let a slow request run up to 30 s past its timeout);
 * - `maxConnections` (`MAX_CONNECTIONS`, default 256) open connections per listening address;
 *   Node closes any connection past it at once, without an answer;
 * - `shutdownTimeoutMs` (`SHUTDOWN_TIMEOUT_MS`, default 10 s): on SIGINT/SIGTERM, how long the
 *   requests in flight may take to finish before their connections are closed.
 */
import type { ServerOptions } from 'node:http';

export interface ServerLimits {
  /** Milliseconds a whole request (head and body) may take to arrive. */
  requestTimeoutMs: number;
  /** Open connections per listening address. */
  maxConnections: number;
  /** Milliseconds the requests in flight get to finish when the server closes. */
  shutdownTimeoutMs: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  maxConnections: 256,
  shutdownTimeoutMs: 10_000,
};

/** Milliseconds the request head may take (capped by the request timeout). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Milliseconds an idle keep-alive connection stays open (Node's default). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node checks the head and request timeouts, in milliseconds. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Node's `http.createServer` options for `limits` (the connection cap is set on the server). */
export function httpServerOptions(limits: ServerLimits): ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, limits.requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, limits.requestTimeoutMs),
  };
}
