/**
 * The CPU time of another process, read from Linux's `/proc/<pid>/stat` (utime + stime: every
 * thread of the process, user and system time), so `npm run bench:api` measures its server child
 * without any change to the server. Resolution: one clock tick (10 ms on Linux's usual 100 Hz).
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second (`getconf CLK_TCK`), 100 when it cannot be asked. */
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = NaN;
    }
    if (!Number.isFinite(ticksPerSecond) || ticksPerSecond <= 0) ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

/**
 * The CPU time, in ms, process `pid` has used since it started (user + system, all threads).
 * @throws when `/proc/<pid>/stat` cannot be read (not Linux, or the process is gone).
 */
export async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Field 2, the command name, is in parentheses and may hold spaces: split after its ')'. There
  // field 3 (state) is index 0, so utime (field 14) is index 11 and stime (15) index 12.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`Unexpected /proc/${pid}/stat: ${stat}`);
  return (ticks * 1000) / clockTicksPerSecond();
}

/**
 * Waits until process `pid` is idle: it used at most `busyShare` of one core over a window of
 * `windowMs` (e.g. once the server's note-moments consumer has classified every seeded note).
 * @returns whether it became idle within `timeoutMs`, and the time waited in ms.
 */
export async function waitUntilIdle(
  pid: number,
  options: { timeoutMs: number; windowMs?: number; busyShare?: number },
): Promise<{ idle: boolean; waitedMs: number }> {
  const windowMs = options.windowMs ?? 1000;
  const busyShare = options.busyShare ?? 0.05;
  const started = performance.now();
  let before = await processCpuMs(pid);
  while (performance.now() - started < options.timeoutMs) {
    await sleep(windowMs);
    const after = await processCpuMs(pid);
    if (after - before <= busyShare * windowMs) {
      return { idle: true, waitedMs: performance.now() - started };
    }
    before = after;
  }
  return { idle: false, waitedMs: performance.now() - started };
}
