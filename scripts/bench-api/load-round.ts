/**
 * One round of load on one route of a running server, with autocannon as a library: a fixed
 * number of connections, each sending its next GET as soon as the last answer arrived, for a
 * fixed time. Every answer's latency is kept (autocannon's own summary has no p95), every status
 * other than 200 and every connection error or timeout counted, and, given the server's pid, the
 * server process's CPU time over the round is read from /proc (process-cpu.ts).
 */
import autocannon from 'autocannon';
import { percentile } from './stats';
import { processCpuMs } from './process-cpu';

/** A route to load: a GET of `path`, with a bearer token unless it is a public route. */
export interface LoadTarget {
  /** The label printed, e.g. `GET /api/profile`. */
  name: string;
  /** Path and query, e.g. `/api/unified-meetings/weekly?scope=direct-report`. */
  path: string;
  token?: string;
}

export interface RoundResult {
  /** Answers received (any status). */
  responses: number;
  /** Answers per second over the round's wall-clock time. */
  requestsPerSecond: number;
  /** Latency percentiles of every answer, ms. */
  p50: number;
  p95: number;
  /** Answers whose status was not 200. */
  not200: number;
  /** Connection errors and timeouts (autocannon's `errors`, timeouts included). */
  errors: number;
  /** Answers per status code, e.g. `{ 200: 9120 }`. */
  statuses: Record<number, number>;
  /** The server process's CPU time over the round, ms (only when a pid was given). */
  serverCpuMs?: number;
}

/**
 * Loads `target` on `origin` (e.g. http://127.0.0.1:3100) with `connections` connections for
 * `durationSeconds`. `serverPid`: the server's process, whose CPU time over the round is read.
 * @throws when autocannon cannot start (a bad URL); failed requests are counted, not thrown.
 */
export async function loadRound(options: {
  origin: string;
  target: LoadTarget;
  connections: number;
  durationSeconds: number;
  serverPid?: number;
}): Promise<RoundResult> {
  const { target, serverPid } = options;
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const cpuBefore = serverPid === undefined ? undefined : await processCpuMs(serverPid);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${options.origin}${target.path}`,
        connections: options.connections,
        duration: options.durationSeconds,
        headers: target.token ? { authorization: `Bearer ${target.token}` } : {},
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpuAfter = serverPid === undefined ? undefined : await processCpuMs(serverPid);
  latencies.sort((a, b) => a - b);
  return {
    responses: latencies.length,
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    not200: latencies.length - (statuses[200] ?? 0),
    errors: result.errors,
    statuses,
    ...(cpuBefore !== undefined && cpuAfter !== undefined
      ? { serverCpuMs: cpuAfter - cpuBefore }
      : {}),
  };
}
