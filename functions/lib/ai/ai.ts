/**
 * The AI layer's entry (docs/architecture.md#the-ai-layer): picks the engine from the
 * configuration (functions/lib/ai/ai-config.ts) on every call — `openai` when a key is
 * configured, `builtin` otherwise — and runs a task on it. Any failure of the `openai` engine
 * (timeout, 4xx/5xx, refusal, output failing the schema) falls back to `builtin` for that request
 * and is logged with its reason, never with a prompt or a message; the caller never sees a 5xx
 * from the AI. The `openai` engine also logs the output mode that answered (`json_schema` or
 * `json_object`) and why it switched (functions/lib/ai/openai/output-mode.ts). The `openai`
 * engine (and so the SDK) is imported only when it is configured.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import type { PhrasingSuggestions } from '../../../shared/contract/schemas/coaching';
import { readAiConfig, type AiConfig } from './ai-config';
import { suggestCommitments } from './commitments/suggest-commitments';
import { builtinEngine } from './builtin/builtin-engine';
import { checkedCommitments } from './commitments-output';
import {
  AiEngineError,
  type AiEngine,
  type AiEngineName,
  type CommitmentsInput,
  type FoundCommitment,
  type FoundMoment,
  type MomentsInput,
  type PhrasingInput,
} from './engine';
import { checkedSuggestions } from './suggestions-output';

export interface AiResult<T> {
  value: T;
  /** The engine that answered. */
  engine: AiEngineName;
}

/** Where the AI layer logs: its fallbacks (warn) and the openai engine's output modes (info). */
export type AiLog = Pick<Logger, 'info' | 'warn'>;

/** The configured engine, logging to `log`; `builtin` when no key is configured. */
export async function configuredEngine(log?: AiLog): Promise<AiEngine> {
  const config = readAiConfig();
  if (config.engine === 'builtin') return builtinEngine;
  const { createOpenAiEngine } = await import('./openai/openai-engine');
  return createOpenAiEngine(config.openai, log);
}

/** Whether the configured engine sends texts off the machine (then names are worth looking up). */
export function usesRemoteModel(): boolean {
  return readAiConfig().engine === 'openai';
}

export interface AiOptions {
  /**
   * The user's 'Use AI assistance' preference: false runs only the builtin engine, so none of
   * the user's texts leave the machine. Default true.
   */
  useAi?: boolean;
}

/** How a task runs on each engine: the openai engine's way (with its settings) and builtin's. */
interface TaskRuns<T> {
  openai(config: AiConfig['openai'], log: AiLog): Promise<T>;
  builtin(): Promise<T>;
}

/** A task of the AiEngine interface, on the openai engine (imported on first use) or builtin. */
function onEngines<T>(task: (engine: AiEngine) => Promise<T>): TaskRuns<T> {
  return {
    openai: async (config, log) =>
      task((await import('./openai/openai-engine')).createOpenAiEngine(config, log)),
    builtin: () => task(builtinEngine),
  };
}

/**
 * Runs a task on the configured engine (builtin only when `useAi` is false); when that engine is
 * not builtin and fails, logs why (never a text) and answers with the task on the builtin engine.
 * Each task brings its own runs, so a route bundles only the code of the tasks it calls.
 */
async function withFallback<T>(
  taskName: string,
  runs: TaskRuns<T>,
  log: AiLog,
  useAi: boolean,
): Promise<AiResult<T>> {
  const config = readAiConfig();
  if (useAi && config.engine === 'openai') {
    const startedAt = performance.now();
    try {
      return { value: await runs.openai(config.openai, log), engine: 'openai' };
    } catch (error) {
      const failure =
        error instanceof AiEngineError
          ? error
          : new AiEngineError('unexpected', `Unexpected ${(error as Error)?.name ?? 'error'}`);
      log.warn('AI engine failed, answering with builtin', {
        task: taskName,
        engine: 'openai',
        reason: failure.reason,
        status: failure.status,
        detail: failure.message,
        durationMs: Math.round(performance.now() - startedAt),
      });
    }
  }
  return { value: await runs.builtin(), engine: 'builtin' };
}

/**
 * Three suggestions for a message; falls back to builtin when the configured engine fails, and
 * runs builtin only when the user turned AI assistance off.
 */
export function suggestPhrasings(
  input: PhrasingInput,
  log: AiLog,
  { useAi = true }: AiOptions = {},
): Promise<AiResult<PhrasingSuggestions>> {
  return withFallback(
    'phrasing',
    onEngines(async (engine) => checkedSuggestions(await engine.suggestPhrasings(input))),
    log,
    useAi,
  );
}

/**
 * The moments a saved note records (docs/product.md#moments-inferred-from-notes), each with its
 * sentence; falls back to builtin like suggestPhrasings.
 */
export function classifyMoments(
  input: MomentsInput,
  log: AiLog,
  { useAi = true }: AiOptions = {},
): Promise<AiResult<FoundMoment[]>> {
  return withFallback(
    'moments',
    onEngines((engine) => engine.classifyMoments(input)),
    log,
    useAi,
  );
}

/**
 * The commitments a 1:1's reflection records (docs/product.md#commitments-suggested-from-reflections),
 * each with its due phrase as written, checked and capped (commitments-output.ts); falls back to
 * builtin like suggestPhrasings.
 */
export function findCommitments(
  input: CommitmentsInput,
  log: AiLog,
  { useAi = true }: AiOptions = {},
): Promise<AiResult<FoundCommitment[]>> {
  const { text, kind, personName } = input;
  return withFallback(
    'commitments',
    {
      openai: async (config, engineLog) =>
        checkedCommitments(
          await (
            await import('./openai/openai-commitments')
          ).openAiCommitments(config, engineLog, input),
        ),
      builtin: () =>
        Promise.resolve(
          checkedCommitments(
            suggestCommitments(text, { kind: kind === 'boss' ? 'boss' : 'dr', personName }),
          ),
        ),
    },
    log,
    useAi,
  );
}
