/**
 * The bench's side of cpu-profile-agent.ts: starts the server child with the agent loaded and an
 * IPC channel (`CPU_PROFILE_AGENT_OPTIONS` for startLocalServerProcess), and profiles the child's
 * CPU while a piece of load runs.
 */
import type { ChildProcess } from 'node:child_process';
import type { Profiler } from 'node:inspector';
import { fileURLToPath } from 'node:url';

/** startLocalServerProcess options that load the agent into the child and open its IPC channel. */
export const CPU_PROFILE_AGENT_OPTIONS = {
  execArgv: ['--import', fileURLToPath(new URL('./cpu-profile-agent.ts', import.meta.url))],
  ipc: true,
} as const;

interface AgentAnswer {
  cpuProfile: 'started' | 'stopped' | 'error';
  profile?: Profiler.Profile;
  message?: string;
}

/**
 * Sends `command` to the agent and resolves with its answer.
 * @throws when the agent answers with an error, the child exits, or no answer comes in `timeoutMs`.
 */
function ask(child: ChildProcess, command: 'start' | 'stop', timeoutMs = 60_000) {
  return new Promise<AgentAnswer>((resolve, reject) => {
    const done = (error?: Error, answer?: AgentAnswer) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(answer!);
    };
    const onMessage = (message: unknown) => {
      const answer = message as AgentAnswer;
      if (answer?.cpuProfile === 'error') {
        done(new Error(`CPU profiler: ${answer.message}`));
      } else if (answer?.cpuProfile === (command === 'start' ? 'started' : 'stopped')) {
        done(undefined, answer);
      }
    };
    const onExit = () => done(new Error(`The server exited before the profiler's ${command}`));
    const timer = setTimeout(
      () => done(new Error(`The CPU profiler did not answer '${command}' in time`)),
      timeoutMs,
    );
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (!child.send({ cpuProfile: command })) {
      done(new Error('The server has no IPC channel: start it with CPU_PROFILE_AGENT_OPTIONS'));
    }
  });
}

/**
 * Runs `load` while the child's main thread is profiled.
 * @returns what `load` returned and V8's sampling profile of the child over it.
 * @throws when the child has no agent or IPC channel, or the agent fails.
 */
export async function profileWhile<T>(
  child: ChildProcess,
  load: () => Promise<T>,
): Promise<{ result: T; profile: Profiler.Profile }> {
  await ask(child, 'start');
  // The profiler is stopped even when the load fails, so the next profile can start.
  const outcome = await load().then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  const stopped = await ask(child, 'stop');
  if ('error' in outcome) throw outcome.error;
  return { result: outcome.result, profile: stopped.profile! };
}
