/**
 * `npm run bench:web`: a benchmark (not a test) of the first page (issue 11 item 8, 'A light first
 * page') on the real local stack, with Lighthouse and Debian's Chromium (/usr/bin/chromium).
 *
 * Builds the frontend only when frontend/dist is missing, starts the built local server as a child
 * process (free port, temp DATA_DIR), signs one user in through the local issuer and completes
 * their onboarding through the API, then runs Lighthouse (mobile form factor, default simulated
 * throttling, performance category only) on `/` signed out and on `/dashboard` signed in (the
 * session stored as the app stores it, storage reset off). Each page is measured `--runs=<n>`
 * times (default 3) and the run of median score is printed.
 *
 * Prints, per page: the JS transferred (the scripts Lighthouse saw, bytes on the wire; the local
 * server serves JS gzip-compressed, as CloudFront does), its budget, LCP, TBT, the performance
 * score and its goal. kB are 1,000 bytes, as Vite reports. Exits 1 past any budget or goal, or
 * when /dashboard does not render signed in.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import {
  removeLocalServerBuild,
  startLocalServerProcess,
} from '../test-support/local-server-process';
import { freePort } from '../test-support/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
/** The localStorage key of the local issuer's session (frontend/src/lib/auth/local-session.ts). */
const LOCAL_SESSION_KEY = 'coach.local-session';

interface PageGoal {
  label: string;
  path: string;
  signedIn: boolean;
  /** JS transferred, kB (1,000 bytes). */
  jsBudgetKb: number;
  /** Lighthouse performance score, 0–100. */
  minScore: number;
}

const PAGES: readonly PageGoal[] = [
  { label: '/', path: '/', signedIn: false, jsBudgetKb: 100, minScore: 95 },
  { label: '/dashboard', path: '/dashboard', signedIn: true, jsBudgetKb: 180, minScore: 90 },
];

interface Measure {
  jsKb: number;
  scripts: number;
  lcpMs: number;
  tbtMs: number;
  score: number;
  finalUrl: string;
}

function runCount(): number {
  const argument = process.argv.find((value) => value.startsWith('--runs='));
  const raw = argument?.split('=')[1] ?? process.env.BENCH_RUNS ?? '3';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`--runs must be a whole number above 0, got "${raw}"`);
  }
  return count;
}

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

/** Signs a user in through the local issuer and completes onboarding; the stored session. */
async function onboardedSession(baseUrl: string): Promise<unknown> {
  const session = (await postJson(`${baseUrl}/local-auth/sessions`, {
    email: `bench-${Date.now()}@example.com`,
    firstName: 'Bench',
    lastName: 'Manager',
  })) as { token: string; user: unknown };
  await postJson(
    `${baseUrl}/api/onboarding`,
    { firstName: 'Bench', lastName: 'Manager', timeZone: 'UTC' },
    session.token,
  );
  return session;
}

/** One Lighthouse navigation of `url` in the browser listening on `port`. */
async function measure(url: string, port: number, signedIn: boolean): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    // Signed in: keep the stored session (Lighthouse clears the origin's storage otherwise).
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  const scripts = (items ?? []).filter((item) => item.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    jsKb: jsBytes / 1000,
    scripts: scripts.length,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

function median(measures: Measure[]): Measure {
  const sorted = [...measures].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function printTable(rows: readonly string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(rows[0]!));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows.slice(1)) console.log(line(row));
}

async function main(): Promise<number> {
  const runs = runCount();
  if (!existsSync(path.join(root, 'frontend/dist/index.html'))) {
    execSync('npm run build:frontend', { cwd: root, stdio: 'inherit' });
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-bench-web-'));
  const server = await startLocalServerProcess({ dataDir });
  const debuggingPort = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'coach-bench-web-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const entry = await fetch(server.url, { headers: { 'accept-encoding': 'gzip' } });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await entry.text())?.[1];
    const encoding = script
      ? (
          await fetch(server.url + script, { headers: { 'accept-encoding': 'gzip, br' } })
        ).headers.get('content-encoding')
      : null;
    console.log(
      `Local stack at ${server.url}; its JS is served with content-encoding: ${encoding ?? 'none'}.`,
    );
    const session = await onboardedSession(server.url);

    const rows = [['page', 'JS kB', 'budget', 'LCP ms', 'TBT ms', 'score', 'goal', 'result']];
    let failed = false;
    for (const page of PAGES) {
      if (page.signedIn) {
        const tab = browser.pages()[0] ?? (await browser.newPage());
        await tab.goto(`${server.url}/privacy`);
        await tab.evaluate(
          ([key, value]) => localStorage.setItem(key!, value!),
          [LOCAL_SESSION_KEY, JSON.stringify(session)],
        );
        await tab.goto('about:blank');
      }
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        measures.push(await measure(server.url + page.path, debuggingPort, page.signedIn));
      }
      const result = median(measures);
      const rendered = new URL(result.finalUrl).pathname === page.path;
      const pass = rendered && result.jsKb <= page.jsBudgetKb && result.score >= page.minScore;
      failed ||= !pass;
      rows.push([
        page.label,
        `${result.jsKb.toFixed(1)} (${result.scripts} files)`,
        `≤ ${page.jsBudgetKb}`,
        result.lcpMs.toFixed(0),
        result.tbtMs.toFixed(0),
        `${result.score} (runs: ${measures.map((m) => m.score).join(', ')})`,
        `≥ ${page.minScore}`,
        pass ? 'ok' : rendered ? 'FAIL' : `FAIL: ended on ${result.finalUrl}`,
      ]);
    }
    console.log(`\nLighthouse ${runs} run(s) per page, mobile, simulated throttling:\n`);
    printTable(rows);
    return failed ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
    await removeLocalServerBuild();
    await rm(dataDir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

process.exitCode = await main();
