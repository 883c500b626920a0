/**
 * `npm run bench:cold`: cold starts of the route functions beside their floors
 * (docs/performance.md#cold-starts).
 *
 * Bundles every contract route with the stack's settings (scripts/build-functions.ts bundleRoutes,
 * infra/lib/function-bundling.ts) and three floors (scripts/cold-start-floors/: a hello world, the
 * DynamoDB document client alone, the client with ElectroDB) the same way, each into a folder laid
 * out like its Lambda package: `index.mjs` with `node_modules/` beside it holding the packages the
 * function ships (linked from this repository's node_modules) and the AWS SDK v3, which the bundles
 * leave to the Lambda runtime and which here comes from this repository's node_modules — for the
 * floors and the routes alike.
 *
 * Starts the local stack (dynalite and the token issuer) in this process and signs one user in.
 * Then, `--runs` times, runs every function once in a fresh `node` process (this process's Node,
 * 24) — the reference floor three times, at the start, middle and end of the round, as every ratio
 * divides by its median — one process at a time, the functions interleaved so background load
 * spreads evenly: the process imports the bundle and invokes its handler once with an API Gateway
 * (HTTP API v2) event — the route's sample request (test-support/route-samples.ts) with the
 * user's bearer token, so the first call verifies the token (fetching the issuer's keys) and
 * makes the route's real DynamoDB calls; the floors make one GetItem. Measured inside the process: from just before
 * `import()` to the handler's answer (Node's own start, the same for all, is left out and shown
 * apart as the whole process, spawn to exit).
 *
 * Prints per function: bundle size, packages shipped beside, whether the route calls the AI layer,
 * status of the first call, p50 (median) of import + first call by wall clock and by the process's
 * CPU time, each with its ratio to the DynamoDB + ElectroDB floor (the data layer every route
 * stands on), the whole-process p50, and the goal: bundle ≤ 350 KB, and import + first call ≤ 1.2
 * × that floor, or ≤ 2 × for a route that calls the AI layer (its bundle holds the layer's entry,
 * functions/lib/ai/ai.ts: read from esbuild's metafile, so no list of routes is kept). Exits 1 when
 * a route misses its goal or a run fails (a 5xx or a crashed process).
 *
 * Options: `--runs=<n>` (default 10), `--routes=<a,b>` only routes whose id contains one of these
 * (the floors always run), `--clock=cpu|wall` the measure the goal is checked on (default cpu:
 * the process's CPU time, which a busy machine hardly changes; wall clock also counts the time
 * spent waiting for a core, and the DynamoDB round trips), `--keep` leaves the build folder,
 * `--cpu-prof=<dir>` writes a V8 CPU profile of every measured process into `<dir>` (open it in
 * Chrome's DevTools; profiling slows the processes, so the figures of such a run are not the goal's).
 *
 * `--instructions` adds a measure no other load on the machine changes: each function runs once
 * more under Valgrind's callgrind (Debian package `valgrind`; about 20 s a function) with V8's
 * `--single-threaded` (its GC helpers on the main thread, so the count does not depend on thread
 * timing), and the table shows the instructions it executed, whole process less the hello-world
 * floor's (Node's own start and the runner), in millions, with the ratio to the reference floor.
 * Repeated counts agree within about 1 %. `--clock=instructions` (implies `--instructions`) checks
 * the goal on that ratio.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { textTable } from './text-table';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

// The in-process local server's request logs stay quiet; the measured processes log as deployed.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

const { routes } = await import('../shared/contract/api');
const { buildPath } = await import('../shared/contract/paths');
const { bundleRoutes, formatKb } = await import('./build-functions');
const { esbuildBuildOptions, nodeModuleSource, nodeModulesOf, RUNTIME_PROVIDED_SCOPES } =
  await import('../infra/lib/function-bundling');
const { REPO_ROOT } = await import('../infra/lib/route-function');
const { paramsFor, sampleBody, sampleQuery } = await import('../test-support/route-samples');
const { startLocalStack } = await import('../test-support/local-stack');

/** Largest route bundle of the goal, in bytes: 350 KB. */
export const COLD_START_SIZE_GOAL_BYTES = 350 * 1024;
/** Largest ratio of a route's import + first call to the reference floor's (DynamoDB + ElectroDB). */
export const COLD_START_RATIO_GOAL = 1.2;
/** The same for a route that calls the AI layer (its builtin engine loads compromise). */
export const COLD_START_AI_RATIO_GOAL = 2;
/** The AI layer's entry: a route whose bundle holds it calls the AI layer (docs/architecture.md#the-ai-layer). */
const AI_LAYER_ENTRY = 'functions/lib/ai/ai.ts';

const FLOORS = {
  'floor: hello world': 'scripts/cold-start-floors/hello-world.ts',
  'floor: DynamoDB client': 'scripts/cold-start-floors/dynamodb-client.ts',
  'floor: DynamoDB + ElectroDB': 'scripts/cold-start-floors/dynamodb-electrodb.ts',
} as const;
/** The floor the goal's ratio is taken against. */
const REFERENCE_FLOOR = 'floor: DynamoDB + ElectroDB';
/** Runs of the reference floor in each round (the other functions run once a round). */
const REFERENCE_RUNS_PER_ROUND = 3;

const RESULT_MARKER = '@@cold-start ';

/** The measured process: imports the bundle, invokes it once, prints the timings. */
const RUNNER = `import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const [bundle, eventFile] = process.argv.slice(2);
const event = JSON.parse(readFileSync(eventFile, 'utf8'));
const context = {
  awsRequestId: event.requestContext.requestId, functionName: 'cold-start-bench',
  functionVersion: '$LATEST', memoryLimitInMB: '512', callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 10000,
};
const cpuStart = process.cpuUsage();
const start = performance.now();
const { handler } = await import(pathToFileURL(bundle).href);
const response = await handler(event, context);
const end = performance.now();
const cpu = process.cpuUsage(cpuStart);
const result = { totalMs: end - start, cpuMs: (cpu.user + cpu.system) / 1000, status: response?.statusCode ?? null };
process.stdout.write('\\n${RESULT_MARKER}' + JSON.stringify(result) + '\\n', () => process.exit(0));
`;

interface Target {
  name: string;
  kind: 'floor' | 'route';
  /** The bundle, absolute. */
  file: string;
  bytes: number;
  /** Packages shipped beside the bundle (not counting the runtime's AWS SDK). */
  beside: readonly string[];
  /** A route whose bundle holds the AI layer (AI_LAYER_ENTRY): its goal is the AI one. */
  ai: boolean;
  event: (token: string) => APIGatewayProxyEventV2;
}

interface Run {
  /** Import + first call, wall clock, ms. */
  totalMs: number;
  /** Import + first call, CPU time of the process (user + system, all its threads), ms. */
  cpuMs: number;
  /** Spawn to exit, ms. */
  processMs: number;
  status: number | null;
}

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((value) => value.startsWith(prefix))?.slice(prefix.length);
}

function runCount(): number {
  const raw = option('runs') ?? '10';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`--runs must be a whole number above 0, got "${raw}"`);
  }
  return count;
}

/** The median (mean of the two middle values for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** An HTTP API (payload 2.0) event as API Gateway sends it. */
function apiEvent(options: {
  method: string;
  routeKey: string;
  path: string;
  token?: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}): APIGatewayProxyEventV2 {
  const now = new Date();
  const query = options.query ?? {};
  const headers: Record<string, string> = {
    accept: 'application/json',
    host: 'api.example.com',
    'user-agent': 'cold-start-bench',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  return {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath: options.path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(options.pathParameters && Object.keys(options.pathParameters).length
      ? { pathParameters: options.pathParameters }
      : {}),
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: {
        method: options.method,
        path: options.path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'cold-start-bench',
      },
      requestId: `bench-${now.getTime()}`,
      routeKey: options.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    isBase64Encoded: false,
  };
}

/**
 * Lays out `<dir>/node_modules/` like the Lambda package: each shipped package, and the runtime's
 * AWS SDK scopes, linked from this repository's node_modules (a prebuilt package, compromise,
 * from the folder the build writes: nodeModuleSource).
 */
async function linkNodeModules(dir: string, packages: readonly string[]): Promise<void> {
  for (const name of [...RUNTIME_PROVIDED_SCOPES, ...packages]) {
    const link = path.join(dir, 'node_modules', name);
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(nodeModuleSource(name, REPO_ROOT), link, 'dir');
  }
}

async function buildFloors(outdir: string): Promise<Target[]> {
  const floorDir = path.join(outdir, 'floors');
  const names = Object.keys(FLOORS) as (keyof typeof FLOORS)[];
  const slug = (name: string) => name.replace(/^floor: /, '').replace(/[^A-Za-z0-9]+/g, '-');
  const result = await build({
    ...esbuildBuildOptions(undefined, []),
    absWorkingDir: REPO_ROOT,
    entryPoints: Object.fromEntries(
      names.map((name) => [`${slug(name)}/index`, path.join(REPO_ROOT, FLOORS[name])]),
    ),
    outdir: floorDir,
    metafile: true,
  });
  const targets: Target[] = [];
  for (const name of names) {
    const file = path.join(floorDir, slug(name), 'index.mjs');
    const key = path.relative(REPO_ROOT, file).split(path.sep).join('/');
    await linkNodeModules(path.dirname(file), []);
    targets.push({
      name,
      kind: 'floor',
      file,
      bytes: result.metafile.outputs[key]?.bytes ?? NaN,
      beside: [],
      ai: false,
      event: (token) => apiEvent({ method: 'GET', routeKey: 'GET /floor', path: '/floor', token }),
    });
  }
  return targets;
}

async function buildRoutes(outdir: string, filter: readonly string[]): Promise<Target[]> {
  const selected = routes.filter(
    (route) => filter.length === 0 || filter.some((part) => route.id.includes(part)),
  );
  if (selected.length === 0) throw new Error(`No route id contains any of: ${filter.join(', ')}`);
  const sizes = await bundleRoutes({ outdir: path.join(outdir, 'routes'), routes: selected });
  const targets: Target[] = [];
  for (const [index, size] of sizes.entries()) {
    const route = selected[index]!;
    const beside = nodeModulesOf(route);
    await linkNodeModules(path.dirname(size.file), beside);
    const pathParameters = paramsFor(route);
    targets.push({
      name: route.id,
      kind: 'route',
      file: size.file,
      bytes: size.bytes,
      beside,
      ai: size.inputs.includes(AI_LAYER_ENTRY),
      event: (token) =>
        apiEvent({
          method: route.method,
          routeKey: `${route.method} ${route.path}`,
          path: buildPath(route.path, pathParameters),
          token,
          pathParameters,
          query: sampleQuery(route),
          body: sampleBody(route),
        }),
    });
  }
  return targets;
}

/** The Valgrind callgrind command line `--instructions` runs each function under. */
const CALLGRIND = [
  'valgrind',
  '--tool=callgrind',
  '--smc-check=all-non-file',
  '--callgrind-out-file=/dev/null',
];

/** What a finished child process left: exit code, output, and spawn-to-exit time (ms). */
interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `command` with `args` in the bundle's folder and collects its output. */
function runProcess(
  command: string,
  args: readonly string[],
  target: Target,
  env: NodeJS.ProcessEnv,
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: path.dirname(target.file),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

/**
 * Instructions one fresh process executes (import + first call of the bundle, plus Node's own
 * start), counted by callgrind, with V8 single-threaded. @throws when valgrind fails or the run
 * does not answer.
 */
async function countInstructions(
  runner: string,
  target: Target,
  eventFile: string,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const [command, ...args] = CALLGRIND;
  const { code, stdout, stderr } = await runProcess(
    command!,
    [...args, process.execPath, '--single-threaded', runner, target.file, eventFile],
    target,
    env,
  );
  const collected = /Collected\s*:\s*(\d+)/.exec(stderr);
  if (code !== 0 || !collected || !stdout.includes(RESULT_MARKER)) {
    throw new Error(`${target.name} under callgrind exited with ${code}:\n${stderr.slice(-2000)}`);
  }
  return Number(collected[1]);
}

/** One fresh process: import + first call of the bundle. */
async function runOnce(
  runner: string,
  target: Target,
  eventFile: string,
  env: NodeJS.ProcessEnv,
): Promise<Run> {
  const profileDir = option('cpu-prof');
  const profile = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`, '--cpu-prof-interval=100']
    : [];
  const { code, stdout, stderr, ms } = await runProcess(
    process.execPath,
    [...profile, runner, target.file, eventFile],
    target,
    env,
  );
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(RESULT_MARKER));
  if (code !== 0 || !line) {
    throw new Error(`${target.name} exited with ${code}:\n${stderr || stdout}`);
  }
  const result = JSON.parse(line.slice(RESULT_MARKER.length)) as Omit<Run, 'processMs'>;
  return { ...result, processMs: ms };
}

async function main(): Promise<void> {
  const runs = runCount();
  const clock = option('clock') ?? 'cpu';
  if (clock !== 'cpu' && clock !== 'wall' && clock !== 'instructions')
    throw new Error(`--clock must be cpu, wall or instructions, got "${clock}"`);
  const withInstructions = clock === 'instructions' || process.argv.includes('--instructions');
  const filter = (option('routes') ?? '').split(',').filter(Boolean);
  const outdir = await mkdtemp(path.join(os.tmpdir(), 'coach-cold-start-'));
  const stack = await startLocalStack();
  try {
    const targets = [...(await buildFloors(outdir)), ...(await buildRoutes(outdir, filter))];
    const runner = path.join(outdir, 'runner.mjs');
    await writeFile(runner, RUNNER);
    const { token } = await stack.signIn('cold-start@example.com', { firstName: 'Cold' });
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      NODE_ENV: 'production',
      POWERTOOLS_SERVICE_NAME: 'coach-api',
      // What the local server points its handlers at (dynalite, the issuer, the token key).
      ...Object.fromEntries(
        [
          'TABLE_NAME',
          'DYNAMODB_ENDPOINT',
          'AWS_REGION',
          'AUTH_ISSUER',
          'AUTH_JWKS_URI',
          'AUTH_AUTHORIZED_PARTIES',
          'TOKEN_KEY_FILE',
          'PUBLIC_URL',
        ].map((name) => [name, process.env[name]]),
      ),
      GOOGLE_CLIENT_ID: 'cold-start-bench',
      GOOGLE_CLIENT_SECRET: 'cold-start-bench',
      SLACK_CLIENT_ID: 'cold-start-bench',
      SLACK_CLIENT_SECRET: 'cold-start-bench',
    };

    process.stdout.write(
      `Node ${process.version}; ${targets.length} functions × ${runs} runs, one process at a time\n`,
    );
    const results = new Map<string, Run[]>(targets.map((target) => [target.name, []]));
    const failures: string[] = [];
    // The reference floor divides every ratio: it runs REFERENCE_RUNS_PER_ROUND times a round,
    // spread through the round, so its median is steadier and follows the machine through it.
    const reference = targets.find((target) => target.name === REFERENCE_FLOOR)!;
    const round = [...targets];
    for (let extra = 1; extra < REFERENCE_RUNS_PER_ROUND; extra += 1) {
      round.splice(
        Math.round((extra * round.length) / (REFERENCE_RUNS_PER_ROUND - 1)),
        0,
        reference,
      );
    }
    for (let run = 0; run < runs; run += 1) {
      for (const target of round) {
        const eventFile = path.join(outdir, 'event.json');
        await writeFile(eventFile, JSON.stringify(target.event(token)));
        try {
          const result = await runOnce(runner, target, eventFile, env);
          results.get(target.name)!.push(result);
          if (result.status === null || result.status >= 500) {
            failures.push(`${target.name}: run ${run + 1} answered ${result.status}`);
          }
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
      process.stderr.write(`run ${run + 1}/${runs} done\n`);
    }
    /** Instructions per function, whole process (only with --instructions). */
    const instructions = new Map<string, number>();
    if (withInstructions) {
      for (const target of targets) {
        const eventFile = path.join(outdir, 'event.json');
        await writeFile(eventFile, JSON.stringify(target.event(token)));
        try {
          instructions.set(target.name, await countInstructions(runner, target, eventFile, env));
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
      process.stderr.write('instruction counts done\n');
    }
    const nodeStart = instructions.get('floor: hello world') ?? 0;
    /** Import + first call in instructions: the whole process less Node's own start. */
    const ownInstructions = (name: string) => (instructions.get(name) ?? NaN) - nodeStart;
    const floorInstructions = ownInstructions(REFERENCE_FLOOR);

    const p50 = (name: string, key: 'totalMs' | 'cpuMs' | 'processMs') =>
      median((results.get(name) ?? []).map((result) => result[key]));
    const gateKey = clock === 'wall' ? 'totalMs' : 'cpuMs';
    const ratioOf = (name: string) =>
      clock === 'instructions'
        ? ownInstructions(name) / floorInstructions
        : p50(name, gateKey) / p50(REFERENCE_FLOOR, gateKey);
    const floorWall = p50(REFERENCE_FLOOR, 'totalMs');
    const floorCpu = p50(REFERENCE_FLOOR, 'cpuMs');
    const missed: string[] = [];
    const rows = [
      [
        'function',
        'bundle',
        'beside',
        'AI',
        'status',
        'wall p50',
        '× floor',
        'CPU p50',
        '× floor',
        'process p50',
        ...(withInstructions ? ['instructions', '× floor'] : []),
        'goal',
      ],
      ...targets.map((target) => {
        const wall = p50(target.name, 'totalMs');
        const cpu = p50(target.name, 'cpuMs');
        const ratio = ratioOf(target.name);
        const statuses = [...new Set(results.get(target.name)!.map((result) => result.status))];
        let goal = '';
        if (target.kind === 'route') {
          const ok =
            target.bytes <= COLD_START_SIZE_GOAL_BYTES &&
            ratio <= (target.ai ? COLD_START_AI_RATIO_GOAL : COLD_START_RATIO_GOAL);
          goal = ok ? 'ok' : 'MISSED';
          if (!ok) missed.push(target.name);
        }
        return [
          target.name,
          formatKb(target.bytes),
          target.beside.length ? `${target.beside.length} pkg` : '',
          target.ai ? 'AI' : '',
          statuses.join('/'),
          `${wall.toFixed(0)} ms`,
          `${(wall / floorWall).toFixed(2)}×`,
          `${cpu.toFixed(0)} ms`,
          `${(cpu / floorCpu).toFixed(2)}×`,
          `${p50(target.name, 'processMs').toFixed(0)} ms`,
          ...(withInstructions
            ? [
                `${(ownInstructions(target.name) / 1e6).toFixed(0)} M`,
                `${(ownInstructions(target.name) / floorInstructions).toFixed(2)}×`,
              ]
            : []),
          goal,
        ];
      }),
    ];
    process.stdout.write(
      `${textTable(rows, new Set([1, 5, 6, 7, 8, 9, ...(withInstructions ? [10, 11] : [])]))}\n\n`,
    );
    process.stdout.write(
      [
        `goal per route: bundle ≤ ${formatKb(COLD_START_SIZE_GOAL_BYTES)} and import + first call ≤ ${COLD_START_RATIO_GOAL} × "${REFERENCE_FLOOR}", ≤ ${COLD_START_AI_RATIO_GOAL} × for a route that calls the AI layer ('AI': its bundle holds ${AI_LAYER_ENTRY}), by ${{ wall: 'wall clock', cpu: 'CPU time', instructions: 'instructions executed' }[clock]} (--clock=${clock}; floor ${floorWall.toFixed(0)} ms wall, ${floorCpu.toFixed(0)} ms CPU${withInstructions ? `, ${(floorInstructions / 1e6).toFixed(0)} M instructions` : ''} in this run)`,
        `the AWS SDK v3 (${RUNTIME_PROVIDED_SCOPES.join(', ')}) is in no bundle: Lambda's nodejs24.x runtime provides it; here it loads from this repository's node_modules, for floors and routes alike`,
        "'beside': packages a function ships in node_modules/ next to its bundle (linked here from this repository's), loaded at import like in Lambda",
        "wall / CPU p50: median over the runs of import + first call in a fresh process (the route sample with a bearer token, real DynamoDB calls on dynalite), wall clock and the process's CPU time; process: spawn to exit",
        ...(withInstructions
          ? [
              'instructions: one more run under callgrind, V8 single-threaded; the whole process less the hello-world floor (Node start), millions',
            ]
          : []),
        `machine: ${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(
            ' ',
          )}${os.loadavg()[0]! > os.cpus().length ? ' — busy: wall-clock times include waiting for a core, CPU times do not' : ''}`,
      ].join('\n') + '\n',
    );
    if (failures.length > 0) {
      process.stderr.write(`${failures.length} failed run(s):\n${failures.join('\n')}\n`);
      process.exitCode = 1;
    }
    if (missed.length > 0) {
      process.stderr.write(`${missed.length} route(s) miss the goal: ${missed.join(', ')}\n`);
      process.exitCode = 1;
    }
  } finally {
    await stack.close();
    if (!process.argv.includes('--keep')) await rm(outdir, { recursive: true, force: true });
    else process.stdout.write(`build folder kept: ${outdir}\n`);
  }
}

await main();
