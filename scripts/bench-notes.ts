/**
 * `npm run bench:notes`: a benchmark (not a test) of the notes routes on the real local stack.
 *
 * Starts the local stack in this process on a temp data dir, seeds one user with 10 notes and one
 * with 10,000 (through the data layer, in batches of 25), then over real HTTP sends N requests of
 * each scenario (listing the first page for both users, creating a note, updating a note) and
 * prints, per scenario, the DynamoDB calls per request (counted by a middleware on the shared
 * document client) and the p50 / p95 latency in ms.
 *
 * Exits 1 if listing the first page takes a different number of DynamoDB calls for 10 and for
 * 10,000 notes. Timings are printed, never asserted.
 *
 * Options: `--requests=<n>` (or BENCH_REQUESTS) requests per scenario, default 200.
 */
import { performance } from 'node:perf_hooks';

// Quiet request logs: set before the handlers (and their logger) are loaded.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
// The bench sends hundreds of requests per user at once: lift the per-user request limit.
process.env.REQUEST_RATE_BURST ??= '1000000';

const { api } = await import('../shared/contract/api');
const { startLocalStack } = await import('../test-support/local-stack');
const { seedNotes } = await import('../test-support/seed');
const { recordDynamoCommands } = await import('../test-support/dynamodb-recorder');

type ApiClient = ReturnType<Awaited<ReturnType<typeof startLocalStack>>['api']>;
type Response = Awaited<ReturnType<ApiClient['call']>>;

const FEW_NOTES = 10;
const MANY_NOTES = 10_000;
const WARM_UP = 5;

function requestCount(): number {
  const argument = process.argv.find((value) => value.startsWith('--requests='));
  const raw = argument?.split('=')[1] ?? process.env.BENCH_REQUESTS ?? '200';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`--requests must be a whole number above 0, got "${raw}"`);
  }
  return count;
}

interface Result {
  scenario: string;
  /** DynamoDB calls of each measured request. */
  calls: number[];
  /** Latency of each measured request, ms. */
  latencies: number[];
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? NaN;
}

function callsLabel(calls: readonly number[]): string {
  const min = Math.min(...calls);
  const max = Math.max(...calls);
  return min === max ? String(min) : `${min}–${max}`;
}

function printTable(results: readonly Result[], requests: number): void {
  const header = ['scenario', 'requests', 'DynamoDB calls / request', 'p50 ms', 'p95 ms'];
  const rows = results.map((result) => {
    const sorted = [...result.latencies].sort((a, b) => a - b);
    return [
      result.scenario,
      String(requests),
      callsLabel(result.calls),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 95).toFixed(1),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<number> {
  const requests = requestCount();
  const stack = await startLocalStack();
  const recorder = recordDynamoCommands();

  try {
    const fewSession = await stack.signIn('bench-few@example.com');
    const manySession = await stack.signIn('bench-many@example.com');
    const few = stack.api(fewSession.token);
    const many = stack.api(manySession.token);

    const seedStart = performance.now();
    await seedNotes(
      fewSession.user.id,
      Array.from({ length: FEW_NOTES }, (_, index) => ({ content: `Note ${index}` })),
    );
    const base = Date.now() - MANY_NOTES * 1000;
    await seedNotes(
      manySession.user.id,
      Array.from({ length: MANY_NOTES }, (_, index) => ({
        content: `Note ${index}`,
        createdAt: new Date(base + index * 1000).toISOString(),
      })),
    );
    console.log(
      `Seeded ${FEW_NOTES} and ${MANY_NOTES} notes in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${requests} requests per scenario`,
    );

    /** Runs `send` WARM_UP times unmeasured, then `requests` times measured. */
    async function measure(
      scenario: string,
      send: (index: number) => Promise<Response>,
      expectedStatus: number,
    ): Promise<Result> {
      const result: Result = { scenario, calls: [], latencies: [] };
      for (let index = 0; index < WARM_UP + requests; index += 1) {
        const before = recorder.all.length;
        const started = performance.now();
        const response = await send(index);
        const latency = performance.now() - started;
        if (response.status !== expectedStatus) {
          throw new Error(
            `${scenario}: expected ${expectedStatus}, got ${response.status}: ${response.text}`,
          );
        }
        if (index < WARM_UP) continue;
        result.latencies.push(latency);
        result.calls.push(recorder.all.length - before);
      }
      return result;
    }

    const results: Result[] = [];
    results.push(
      await measure(
        `GET /api/notes, first page (${FEW_NOTES} notes)`,
        () => few.call(api.notes.list),
        200,
      ),
    );
    results.push(
      await measure(
        `GET /api/notes, first page (${MANY_NOTES.toLocaleString('en')} notes)`,
        () => many.call(api.notes.list),
        200,
      ),
    );
    const created: string[] = [];
    const createResult = await measure(
      'POST /api/notes',
      async (index) => {
        const response = await many.call(api.notes.create, {
          body: { content: `Benchmark note ${index}` },
        });
        created.push((response.body as { id: string }).id);
        return response;
      },
      201,
    );
    results.push(createResult);
    results.push(
      await measure(
        'PUT /api/notes/{id} (content)',
        (index) =>
          many.call(api.notes.update, {
            params: { id: created[index % created.length]! },
            body: { content: `Edited ${index}` },
          }),
        200,
      ),
    );
    results.push(
      await measure(
        'PUT /api/notes/{id} (content + links, as the editor saves)',
        (index) =>
          many.call(api.notes.update, {
            params: { id: created[index % created.length]! },
            body: {
              content: `Edited again ${index}`,
              directReportId: null,
              bossId: null,
              entityType: 'self',
            },
          }),
        200,
      ),
    );

    printTable(results, requests);

    const [small, large] = results;
    const sameCalls = new Set([...small!.calls, ...large!.calls]).size === 1;
    if (!sameCalls) {
      console.error(
        `FAIL: listing the first page takes ${callsLabel(small!.calls)} DynamoDB calls with ${FEW_NOTES} notes but ${callsLabel(large!.calls)} with ${MANY_NOTES}`,
      );
      return 1;
    }
    console.log(
      `OK: listing the first page takes ${callsLabel(small!.calls)} DynamoDB call(s) with ${FEW_NOTES} and with ${MANY_NOTES.toLocaleString('en')} notes`,
    );
    return 0;
  } finally {
    await stack.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
