/**
 * Loaded into `npm run bench:api`'s server child with `--import` (Node strips the types; this
 * module imports only Node's own modules): on the IPC message `{ cpuProfile: 'start' }` it starts
 * V8's sampling CPU profiler of the main thread (the inspector's Profiler domain, in this
 * process) and answers `{ cpuProfile: 'started' }`; on `{ cpuProfile: 'stop' }` it stops it and
 * answers `{ cpuProfile: 'stopped', profile }` (a Profiler.Profile). A failure is answered
 * `{ cpuProfile: 'error', message }`. The server itself is unchanged.
 */
import { Session } from 'node:inspector/promises';

/** Microseconds between samples: a sample per ms of the main thread's time. */
const SAMPLING_INTERVAL_US = 1000;

const session = new Session();
session.connect();

async function handle(command: unknown): Promise<object | undefined> {
  if (command === 'start') {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await session.post('Profiler.start');
    return { cpuProfile: 'started' };
  }
  if (command === 'stop') {
    const { profile } = await session.post('Profiler.stop');
    await session.post('Profiler.disable');
    return { cpuProfile: 'stopped', profile };
  }
  return undefined;
}

process.on('message', (message: { cpuProfile?: unknown }) => {
  handle(message?.cpuProfile).then(
    (answer) => answer && process.send?.(answer),
    (error: unknown) => process.send?.({ cpuProfile: 'error', message: String(error) }),
  );
});
// The IPC channel must not keep the server alive once it closes.
process.channel?.unref();
