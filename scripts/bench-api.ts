/**
 * `npm run bench:api`: throughput and latency of the API's hot read routes on the real local
 * stack, against a floor (docs/performance.md#api-under-load-npm-run-benchapi).
 *
 * Starts the server `npm start` runs (infra/local/main.ts, bundled like `npm run build:local`) in a
 * child process on a free port with a temp DATA_DIR (dynalite, the local token issuer), so the load
 * generator does not share its event loop and its CPU time can be read from /proc. The child also
 * loads bench-api/cpu-profile-agent.ts, which profiles its main thread on an IPC message. The
 * per-user request limit of that server is lifted with its `REQUEST_RATE_BURST` setting
 * (docs/api.md#fair-limits); no product rule changes.
 *
 * Signs a user up through the local issuer and seeds it through the API: onboarding, 10 direct
 * reports and a manager with 1:1s on the weekdays left this week, the meeting notes of those 1:1s
 * and general notes up to 300 notes, then waits until the server is idle (the note-moments
 * consumer has classified them). Loads, with autocannon at `--connections` connections, the local
 * issuer's JWKS (a static answer: the floor) and GET /api/profile, /api/notes,
 * /api/unified-meetings/weekly?scope=direct-report and /api/dashboard with the bearer token: a
 * warm-up round per route, then `--rounds` rounds of `--duration` seconds, interleaved (round 1 of
 * every route, then round 2 …), then one profiled round per route. Prints per route the medians
 * over the rounds of req/s, p50 and p95 (ms), p95 ÷ the floor's p95, the server process's CPU time
 * per request and its split between dynalite (the in-process DynamoDB emulator, absent in the
 * cloud) and the rest, in the shares of the profiled round's samples (bench-api/profile-split.ts),
 * the answers that were not 200 (plus connection errors) and the goal. Then the dashboard at one
 * connection for a user with 10 notes this week and one with 10,000 (seeded through the API, 8
 * requests at a time), the ratio of their p50s, and whether each dashboard's
 * `weeklyProgress.notesLogged` is the number of notes about direct reports written.
 *
 * Goals: p95 ≤ 20 × the floor's for profile and notes, ≤ 30 × for the weekly 1:1s and the
 * dashboard; the dashboard's server CPU without dynalite's ≤ 4 ms per request; its p50 at 10,000
 * notes ≤ 1.2 × at 10. Exits 1 when a goal is missed (unless `--no-goals`), any answer was not 200
 * or a dashboard miscounts its notes.
 *
 * Options: `--duration=<s>` (default 5), `--rounds=<n>` (3), `--connections=<n>` (20),
 * `--warm-up=<s>` (2), `--skip-large` (no 10 vs 10,000 notes), `--large-notes=<n>` (10,000),
 * `--profile-top=<n>` (0: off; the n functions with the most self time in each route's profiled
 * round, bench-api/profile-top.ts), `--no-goals`. Linux only (/proc).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Profiler } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { api } from '../shared/contract/api';
import { QUOTAS } from '../shared/domain/constants';
import { createApiClient, signInAt } from '../infra/local/api-client';
import { LOCAL_AUTH_PREFIX } from '../infra/local/token-issuer';
import {
  buildLocalServer,
  removeLocalServerBuild,
  startLocalServerProcess,
  type LocalServerProcess,
} from '../test-support/local-server-process';
import { CPU_PROFILE_AGENT_OPTIONS, profileWhile } from './bench-api/cpu-profile-client';
import { loadRound, type LoadTarget, type RoundResult } from './bench-api/load-round';
import { waitUntilIdle } from './bench-api/process-cpu';
import { dynaliteNodes, splitProfile } from './bench-api/profile-split';
import { bundleLocator, topSelfFunctions, type FrameLocator } from './bench-api/profile-top';
import { directReportNotes, seedMeetingNotes, seedNotes, seedTeam } from './bench-api/seed-user';
import { median } from './bench-api/stats';
import { textTable } from './text-table';

/** The goal of a route: its p95 at most this many times the floor's p95. */
const P95_GOALS = { profile: 20, notes: 20, weekly: 30, dashboard: 30 } as const;
/** The dashboard's server CPU time per request without dynalite's, ms. */
const DASHBOARD_CPU_GOAL_MS = 4;
/** The dashboard's p50 at one connection, 10,000 notes this week ÷ 10 notes. */
const LARGE_RATIO_GOAL = 1.2;
/** Notes of the main user (meeting notes included). */
const MAIN_NOTES = 300;
const FEW_NOTES = 10;
/** Notes requests in flight while seeding. */
const SEED_CONCURRENCY = 8;
const TIME_ZONE = 'America/New_York';
/** The server's per-user request burst for the bench (docs/api.md#fair-limits). */
const REQUEST_RATE_BURST = '1000000';
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Settings {
  durationSeconds: number;
  rounds: number;
  connections: number;
  warmUpSeconds: number;
  skipLarge: boolean;
  largeNotes: number;
  goals: boolean;
  /** Top self-time functions to print per route from its profiled round; 0: none. */
  profileTop: number;
}

/** The command line's settings. @throws on an unknown option or a value out of range. */
function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '20' },
      'warm-up': { type: 'string', default: '2' },
      'skip-large': { type: 'boolean', default: false },
      'large-notes': { type: 'string', default: String(QUOTAS.notes) },
      'no-goals': { type: 'boolean', default: false },
      'profile-top': { type: 'string', default: '0' },
    },
  });
  const whole = (name: keyof typeof values, min: number, max = Infinity) => {
    const raw = String(values[name]);
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  };
  return {
    durationSeconds: whole('duration', 1),
    rounds: whole('rounds', 1),
    connections: whole('connections', 1, 200),
    warmUpSeconds: whole('warm-up', 0),
    skipLarge: values['skip-large'],
    largeNotes: whole('large-notes', FEW_NOTES + 1, QUOTAS.notes),
    goals: !values['no-goals'],
    profileTop: whole('profile-top', 0, 100),
  };
}

const log = (message: string) => process.stderr.write(`${message}\n`);
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const msOrDash = (value: number) => (Number.isFinite(value) ? ms(value) : '—');
const count = (value: number) => value.toLocaleString('en');
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** A route of the table: the floor has no goal. */
interface BenchRoute extends LoadTarget {
  /** p95 ÷ floor p95 at most this; undefined for the floor. */
  goal?: number;
}

/** The medians over the rounds of one route. */
interface RouteSummary {
  route: BenchRoute;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  cpuPerRequestMs: number;
  /**
   * dynalite's share of the server's CPU, from the samples of a V8 profile of a further round
   * (profile-split.ts); NaN when the profile holds no busy sample.
   */
  dynaliteShare: number;
  /** That round's profile of the server's main thread. */
  profile: Profiler.Profile;
  /** Answers not 200 plus connection errors, over every round (warm-up and profiled included). */
  failures: number;
  statuses: Record<number, number>;
}

function summarise(
  route: BenchRoute,
  rounds: readonly RoundResult[],
  profiled: { result: RoundResult; profile: Profiler.Profile },
  warmUp?: RoundResult,
): RouteSummary {
  const statuses: Record<number, number> = {};
  const everyRound = [...rounds, profiled.result, ...(warmUp ? [warmUp] : [])];
  for (const round of everyRound) {
    for (const [status, answers] of Object.entries(round.statuses)) {
      statuses[Number(status)] = (statuses[Number(status)] ?? 0) + answers;
    }
  }
  return {
    route,
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50: median(rounds.map((round) => round.p50)),
    p95: median(rounds.map((round) => round.p95)),
    cpuPerRequestMs: median(rounds.map((round) => (round.serverCpuMs ?? NaN) / round.responses)),
    dynaliteShare: splitProfile(profiled.profile).dynaliteShare,
    profile: profiled.profile,
    failures: everyRound.reduce((total, round) => total + round.not200 + round.errors, 0),
    statuses,
  };
}

/** The dynalite and non-dynalite parts of a route's CPU per request, ms. */
const cpuSplit = (summary: RouteSummary) => ({
  dynaliteMs: summary.cpuPerRequestMs * summary.dynaliteShare,
  withoutDynaliteMs: summary.cpuPerRequestMs * (1 - summary.dynaliteShare),
});

/**
 * Runs a warm-up round of every route, then `rounds` measured rounds, interleaved, then one more
 * round per route with the server's CPU profiled (not in the latency and CPU medians: the
 * profiler costs CPU too).
 * @returns each route's summary, in the order given.
 */
async function measureRoutes(
  routes: readonly BenchRoute[],
  options: {
    origin: string;
    connections: number;
    settings: Settings;
    server: LocalServerProcess;
    label: string;
  },
): Promise<RouteSummary[]> {
  const { settings } = options;
  const round = (route: BenchRoute, durationSeconds: number) =>
    loadRound({
      origin: options.origin,
      target: route,
      connections: options.connections,
      durationSeconds,
      serverPid: options.server.child.pid!,
    });
  const warmUps = new Map<BenchRoute, RoundResult>();
  if (settings.warmUpSeconds > 0) {
    for (const route of routes) warmUps.set(route, await round(route, settings.warmUpSeconds));
    log(`${options.label}: warm-up done`);
  }
  const results = new Map<BenchRoute, RoundResult[]>(routes.map((route) => [route, []]));
  for (let index = 0; index < settings.rounds; index += 1) {
    for (const route of routes)
      results.get(route)!.push(await round(route, settings.durationSeconds));
    log(`${options.label}: round ${index + 1}/${settings.rounds} done`);
  }
  const profiled = new Map<BenchRoute, { result: RoundResult; profile: Profiler.Profile }>();
  for (const route of routes) {
    profiled.set(
      route,
      await profileWhile(options.server.child, () => round(route, settings.durationSeconds)),
    );
  }
  log(`${options.label}: profiled rounds done`);
  return routes.map((route) =>
    summarise(route, results.get(route)!, profiled.get(route)!, warmUps.get(route)),
  );
}

/** Waits for the server to be idle, saying so on stderr. */
async function settle(server: LocalServerProcess, what: string, timeoutMs: number): Promise<void> {
  const { idle, waitedMs } = await waitUntilIdle(server.child.pid!, { timeoutMs });
  log(`${what}: server ${idle ? 'idle' : 'still busy'} after ${(waitedMs / 1000).toFixed(1)} s`);
}

/** The floor (the local issuer's static JWKS) and the hot read routes, with their goals. */
function hotRoutes(token: string): BenchRoute[] {
  return [
    {
      name: `GET ${LOCAL_AUTH_PREFIX}/.well-known/jwks.json (floor)`,
      path: `${LOCAL_AUTH_PREFIX}/.well-known/jwks.json`,
    },
    { name: 'GET /api/profile', path: api.profile.get.path, token, goal: P95_GOALS.profile },
    { name: 'GET /api/notes', path: api.notes.list.path, token, goal: P95_GOALS.notes },
    {
      name: 'GET /api/unified-meetings/weekly?scope=direct-report',
      path: `${api.unifiedMeetings.weekly.path}?scope=direct-report`,
      token,
      goal: P95_GOALS.weekly,
    },
    { name: 'GET /api/dashboard', path: api.dashboard.get.path, token, goal: P95_GOALS.dashboard },
  ];
}

/**
 * The table's rows (header first) for `summaries`, the floor first; adds each route with an
 * answer not 200 to `failures` and each p95 over its goal to `missed`.
 */
function routeRows(
  summaries: readonly RouteSummary[],
  failures: string[],
  missed: string[],
): string[][] {
  const floorP95 = summaries[0]!.p95;
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p95 × floor',
    'CPU/req ms',
    'dynalite ms',
    'w/o dynalite ms',
    'not 200',
    'goal',
    'result',
  ];
  return [
    header,
    ...summaries.map((summary) => {
      const ratio = summary.p95 / floorP95;
      const goal = summary.route.goal;
      let result = goal === undefined || ratio <= goal ? 'ok' : 'MISSED';
      if (result === 'MISSED')
        missed.push(`${summary.route.name}: p95 ${ratio.toFixed(1)} × floor`);
      if (summary.failures > 0) {
        result = 'ERRORS';
        failures.push(failureOf(summary));
      }
      return [
        summary.route.name,
        count(Math.round(summary.requestsPerSecond)),
        ms(summary.p50),
        ms(summary.p95),
        ratio.toFixed(1),
        ms(summary.cpuPerRequestMs),
        msOrDash(cpuSplit(summary).dynaliteMs),
        msOrDash(cpuSplit(summary).withoutDynaliteMs),
        String(summary.failures),
        goal === undefined ? 'floor' : `≤ ${goal}×`,
        result,
      ];
    }),
  ];
}

/**
 * The `top` functions with the most self time in each summary's profiled round, dynalite's samples
 * left out (the route's own CPU, what can be optimised), a block per route (`--profile-top`).
 */
function topFunctionLines(
  summaries: readonly RouteSummary[],
  top: number,
  locate: FrameLocator,
): string[] {
  return summaries.flatMap((summary) => {
    const split = splitProfile(summary.profile);
    return [
      `top ${top} functions by self time without dynalite, ${summary.route.name} (share of the profiled round's ${count(split.server + split.unattributed)} samples of 1 ms that were neither idle nor dynalite's; ${count(split.dynalite)} were dynalite's):`,
      textTable(
        [
          ['share', 'function', 'where'],
          ...topSelfFunctions(summary.profile, top, locate, dynaliteNodes(summary.profile)).map(
            (entry) => [percent(entry.share), entry.name, entry.location],
          ),
        ],
        new Set([0]),
      ),
      '',
    ];
  });
}

/** What went wrong on a route with answers not 200 or failed requests. */
const failureOf = (summary: RouteSummary) =>
  `${summary.route.name}: ${summary.failures} answers not 200 or failed (statuses ${JSON.stringify(summary.statuses)})`;

async function main(): Promise<number> {
  const settings = readSettings();
  const cpus = os.cpus();
  const loadAverage = () =>
    os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ');
  const header = [
    `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, load average ${loadAverage()} at start`,
    `settings: ${settings.connections} connections, warm-up ${settings.warmUpSeconds} s, rounds of ${settings.durationSeconds} s: ${settings.rounds} per route, interleaved; medians over the rounds`,
  ];
  log(header.join('\n'));

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-bench-api-'));
  let server: LocalServerProcess | undefined;
  try {
    server = await startLocalServerProcess({
      dataDir,
      env: { REQUEST_RATE_BURST },
      ...CPU_PROFILE_AGENT_OPTIONS,
    });
    // autocannon connects to the address the server listens on, without a name lookup.
    const origin = `http://127.0.0.1:${server.port}`;

    const session = await signInAt(origin, 'bench-api@example.com', { firstName: 'Bench' });
    const client = createApiClient(origin, session.token);
    const started = performance.now();
    const people = await seedTeam(client, { timeZone: TIME_ZONE });
    const meetingNotes = await seedMeetingNotes(client);
    await seedNotes({
      origin,
      token: session.token,
      people,
      count: MAIN_NOTES - meetingNotes,
      concurrency: SEED_CONCURRENCY,
    });
    const seedSeconds = (performance.now() - started) / 1000;
    log(`seeded ${people.length} people and ${MAIN_NOTES} notes in ${seedSeconds.toFixed(1)} s`);
    await settle(server, 'after seeding', 120_000);

    const routes = hotRoutes(session.token);
    const dashboard = routes.at(-1)!;
    const summaries = await measureRoutes(routes, {
      origin,
      connections: settings.connections,
      settings,
      server,
      label: `${settings.connections} connections`,
    });

    const failures: string[] = [];
    const missed: string[] = [];
    const rows = routeRows(summaries, failures, missed);
    const dashboardSummary = summaries.find((summary) => summary.route === dashboard)!;
    const dashboardCpu = cpuSplit(dashboardSummary);
    const cpuOk = dashboardCpu.withoutDynaliteMs <= DASHBOARD_CPU_GOAL_MS;
    if (!cpuOk) {
      missed.push(
        `dashboard CPU without dynalite ${ms(dashboardCpu.withoutDynaliteMs)} ms per request`,
      );
    }

    let largeLine: { text: string; summaries: RouteSummary[] } = {
      text: 'dashboard at 10 vs 10,000 notes this week: skipped (--skip-large)',
      summaries: [],
    };
    if (!settings.skipLarge) {
      largeLine = await measureLarge({ origin, server, settings, failures, missed });
    }

    const report = [
      ...header,
      `load average ${loadAverage()} at the end; the load generator shares the ${cpus.length} cores with the server (and whatever else runs): figures are noisy`,
      `user: ${people.length - 1} direct reports, 1 manager, ${MAIN_NOTES} notes this week (${meetingNotes} of them meeting notes of this week's 1:1s), time zone ${TIME_ZONE}`,
      '',
      `CPU/req: the server process's user + system time over a round (/proc) ÷ its answers, median of ${settings.rounds}; split into dynalite's and the rest ('w/o dynalite': the route's own, what the dashboard's goal of ≤ ${DASHBOARD_CPU_GOAL_MS} ms counts) by the samples of a V8 CPU profile of a further round`,
      textTable(rows, new Set([1, 2, 3, 4, 5, 6, 7, 8])),
      '',
      `dashboard CPU per request: ${ms(dashboardSummary.cpuPerRequestMs)} ms of the server process (dynalite, the DynamoDB emulator, runs in it), ${ms(dashboardCpu.dynaliteMs)} ms of them dynalite's (${percent(dashboardSummary.dynaliteShare)} of the profiled round's samples with a JavaScript stack) — without dynalite ${ms(dashboardCpu.withoutDynaliteMs)} ms, goal ≤ ${DASHBOARD_CPU_GOAL_MS} ms: ${cpuOk ? 'ok' : 'MISSED'}`,
      largeLine.text,
      ...(settings.profileTop > 0
        ? [
            '',
            ...topFunctionLines(
              [...summaries, ...largeLine.summaries],
              settings.profileTop,
              await bundleLocator(await buildLocalServer(), repositoryRoot),
            ),
          ]
        : []),
    ];
    process.stdout.write(`${report.join('\n')}\n`);
    if (failures.length > 0) log(`FAIL: ${failures.join('; ')}`);
    if (missed.length > 0)
      log(`${settings.goals ? 'MISSED' : 'missed (--no-goals)'}: ${missed.join('; ')}`);
    return failures.length > 0 || (settings.goals && missed.length > 0) ? 1 : 0;
  } finally {
    await server?.stop();
    await removeLocalServerBuild();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * The dashboard at one connection for a user with 10 notes this week and one with
 * `settings.largeNotes`, both with the same team. Adds to `failures` and `missed`.
 * @returns the lines to print and the two dashboards' summaries.
 */
async function measureLarge(options: {
  origin: string;
  server: LocalServerProcess;
  settings: Settings;
  failures: string[];
  missed: string[];
}): Promise<{ text: string; summaries: RouteSummary[] }> {
  const { origin, server, settings } = options;
  const users = [];
  for (const [label, notes] of [
    ['few', FEW_NOTES],
    ['many', settings.largeNotes],
  ] as const) {
    const session = await signInAt(origin, `bench-api-${label}@example.com`, {
      firstName: 'Bench',
    });
    const people = await seedTeam(createApiClient(origin, session.token), { timeZone: TIME_ZONE });
    const seconds = await seedNotes({
      origin,
      token: session.token,
      people,
      count: notes,
      concurrency: SEED_CONCURRENCY,
      onProgress: (answers, elapsed) =>
        log(`  ${count(answers)} of ${count(notes)} notes after ${elapsed.toFixed(0)} s`),
    });
    log(
      `seeded ${count(notes)} notes through POST /api/notes in ${seconds.toFixed(1)} s (${SEED_CONCURRENCY} at a time)`,
    );
    users.push({
      notes,
      aboutDirectReports: directReportNotes(people, notes),
      token: session.token,
      seedSeconds: seconds,
    });
  }
  await settle(server, 'after seeding the large user', 20 * 60_000);
  const routes: BenchRoute[] = users.map((user) => ({
    name: `GET /api/dashboard (${count(user.notes)} notes)`,
    path: api.dashboard.get.path,
    token: user.token,
  }));
  // Every note about a direct report counts in the week's progress (docs/data.md#week-summaries).
  const counted = [];
  for (const user of users) {
    const response = await createApiClient(origin, user.token).call(api.dashboard.get);
    const body = api.dashboard.get.response.safeParse(response.body);
    const logged = body.success ? body.data.weeklyProgress.notesLogged : undefined;
    counted.push(logged === undefined ? `answer ${response.status}` : count(logged));
    if (logged !== user.aboutDirectReports) {
      options.failures.push(
        `GET /api/dashboard (${count(user.notes)} notes): weeklyProgress.notesLogged ${counted.at(-1)}, not the ${count(user.aboutDirectReports)} notes about direct reports written`,
      );
    }
  }
  const [few, many] = await measureRoutes(routes, {
    origin,
    connections: 1,
    settings,
    server,
    label: '1 connection',
  });
  const ratio = many!.p50 / few!.p50;
  const ok = ratio <= LARGE_RATIO_GOAL;
  if (!ok)
    options.missed.push(
      `dashboard p50 at ${count(settings.largeNotes)} notes ${ratio.toFixed(2)} × at ${FEW_NOTES}`,
    );
  for (const summary of [few!, many!]) {
    if (summary.failures > 0) {
      options.failures.push(failureOf(summary));
    }
  }
  const text = [
    `dashboard at 1 connection, p50 (median of ${settings.rounds}): ${ms(few!.p50)} ms with ${FEW_NOTES} notes this week, ${ms(many!.p50)} ms with ${count(settings.largeNotes)} — ratio ${ratio.toFixed(2)}, goal ≤ ${LARGE_RATIO_GOAL}: ${ok ? 'ok' : 'MISSED'}`,
    `  (p95 ${ms(few!.p95)} / ${ms(many!.p95)} ms; CPU/req ${ms(few!.cpuPerRequestMs)} / ${ms(many!.cpuPerRequestMs)} ms, without dynalite ${msOrDash(cpuSplit(few!).withoutDynaliteMs)} / ${msOrDash(cpuSplit(many!).withoutDynaliteMs)} ms; weeklyProgress.notesLogged ${counted.join(' / ')} of ${users.map((user) => count(user.aboutDirectReports)).join(' / ')} notes about direct reports; ${count(settings.largeNotes)} notes seeded through the API in ${users[1]!.seedSeconds.toFixed(0)} s, ${SEED_CONCURRENCY} at a time)`,
  ].join('\n');
  return { text, summaries: [few!, many!] };
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
