/**
 * The CPU slowdown of `npm run bench:web -- --cpu-slowdown=host`
 * (docs/performance.md#a-light-first-page): calibrated to the host, as Lighthouse's throttling
 * guide describes. Lighthouse's simulated throttling multiplies the CPU time it observes on the
 * host by `cpuSlowdownMultiplier`, by default a constant 4, chosen to turn a high-end desktop
 * (benchmark index about 1,500–2,000) into a mid-tier phone. On a slower or busy host the constant
 * emulates a slower phone than that, on a faster one a faster phone; the guide's calculator gives
 * the multiplier that emulates the same phone from the host's benchmark index (BenchmarkIndex, the
 * score Lighthouse computes on every run and reports as `environment.benchmarkIndex`).
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown
 */
import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's constant default multiplier (its mobile preset). */
export const LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The multiplier for a host of `benchmarkIndex`, per Lighthouse's CPU throttling calculator
 * (lighthouse-cpu-throttling-calculator): 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 and below → 1×,
 * linear in between and above. @throws for an index that is not a positive number.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`A benchmark index is a positive number, got ${benchmarkIndex}`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The host's benchmark index, measured in `page` with Lighthouse's own function (about 1 s). */
export function measureBenchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}
