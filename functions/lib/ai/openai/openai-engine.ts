/**
 * The `openai` engine (docs/architecture.md#the-ai-layer): the official `openai` SDK, Chat
 * Completions, `store: false`, a timeout per attempt (OPENAI_TIMEOUT_MS, 10 s) and one retry (the
 * SDK's own). Works with any OpenAI-compatible server (OpenAI, Azure, Ollama, llama.cpp's server,
 * vLLM, LM Studio) through OPENAI_BASE_URL.
 *
 * Output modes (docs/architecture.md#the-ai-layer; functions/lib/ai/openai/output-mode.ts): a task
 * is asked with a `json_schema` response format built from its zod schema first. When the server
 * rejects that format (format-rejection.ts) or ignores it (the answer is not a JSON object of the
 * schema, json-answer.ts), the same task is asked once more with `json_object` and the schema
 * described in the system prompt (json-object-prompt.ts), checked by the same zod schema; what the
 * server supports is remembered per base URL and model for later calls. Timeouts, connection
 * errors, other HTTP errors, refusals and answers cut off at the token limit do not switch modes.
 *
 * Privacy: names and emails are replaced by placeholders before the request and restored in the
 * answer; the message is sent only as delimited data under a fixed system prompt; nothing of the
 * prompt, the texts or the answer is logged — only the mode and reason words.
 *
 * @throws AiEngineError for every failure: 'timeout', 'http_error' (4xx/5xx, with the status),
 * 'connection_error', 'refusal', 'invalid_output' (not JSON, fails the schema, cut off),
 * 'missing_key', 'unexpected'; its message names the output mode of the last attempt. The caller
 * falls back to the builtin engine.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import type OpenAI from 'openai';
import type * as OpenAiErrors from 'openai/core/error';
import type { zodResponseFormat as ZodResponseFormat } from 'openai/helpers/zod';
import type { AiConfig } from '../ai-config';
import type * as z from 'zod/mini';
import {
  capMomentSentence,
  momentTypesOf,
  type MomentType,
} from '../../../../shared/domain/moments';
import { AiEngineError, type AiEngine, type FoundMoment } from '../engine';
import { understandMessage } from '../builtin/understand-message';
import { pseudonymize } from '../privacy/pseudonymize';
import { rejectsResponseFormat } from './format-rejection';
import { jsonObjectInAnswer } from './json-answer';
import { withJsonSchemaInPrompt } from './json-object-prompt';
import { resolveOpenAiKey } from './openai-key';
import { momentsOutputSchema, momentsSystemPrompt, momentsUserPrompt } from './moments-prompt';
import {
  firstOutputMode,
  forgetOutputMode,
  rememberJsonObject,
  serverKey,
  type OutputMode,
} from './output-mode';
import {
  PHRASING_SYSTEM_PROMPT,
  phrasingOutputSchema,
  phrasingUserPrompt,
} from './phrasing-prompt';

/** Retries after a failed attempt (timeouts, 408/409/429 and 5xx are retried by the SDK). */
export const OPENAI_MAX_RETRIES = 1;
/**
 * Output tokens per answer: three texts of at most ~120 words, six moments with sentences, or a
 * dozen commitments.
 */
const MAX_COMPLETION_TOKENS = 1_200;

/** Where the engine logs the output mode it used and why it switched (never a text). */
export type EngineLog = Pick<Logger, 'info' | 'warn'>;

const silentLog: EngineLog = { info: () => undefined, warn: () => undefined };

/** The SDK, imported on first use: the builtin path never loads it (it ships beside the bundle). */
interface Sdk {
  OpenAI: typeof OpenAI;
  errors: typeof OpenAiErrors;
  zodResponseFormat: typeof ZodResponseFormat;
}
let sdk: Promise<Sdk> | undefined;

function loadSdk(): Promise<Sdk> {
  sdk ??= Promise.all([
    import('openai'),
    import('openai/core/error'),
    import('openai/helpers/zod'),
  ]).then(([main, errors, helpers]) => ({
    OpenAI: main.default,
    errors,
    zodResponseFormat: helpers.zodResponseFormat,
  }));
  return sdk;
}

let client: { signature: string; instance: OpenAI } | undefined;

function clientFor({ OpenAI }: Sdk, apiKey: string, config: AiConfig['openai']): OpenAI {
  const signature = JSON.stringify([apiKey, config.baseUrl, config.timeoutMs]);
  if (client?.signature !== signature) {
    client = {
      signature,
      instance: new OpenAI({
        apiKey,
        ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
        timeout: config.timeoutMs,
        maxRetries: OPENAI_MAX_RETRIES,
      }),
    };
  }
  return client.instance;
}

/** Any failure as an AiEngineError whose message names no text of the request. */
export function toEngineError(error: unknown, errors?: Sdk['errors']): AiEngineError {
  if (error instanceof AiEngineError) return error;
  if (!errors) return new AiEngineError('unexpected', 'The OpenAI SDK could not be loaded');
  const { APIConnectionError, APIConnectionTimeoutError, APIError } = errors;
  if (error instanceof APIConnectionTimeoutError) {
    return new AiEngineError('timeout', 'The model did not answer in time');
  }
  if (error instanceof APIConnectionError) {
    return new AiEngineError('connection_error', 'The model server could not be reached');
  }
  if (error instanceof APIError) {
    return new AiEngineError(
      'http_error',
      `The model server answered ${error.status ?? 'an error'}`,
      error.status,
    );
  }
  return new AiEngineError('unexpected', `Unexpected ${(error as Error)?.name ?? 'error'}`);
}

/** An answer that arrived but holds no JSON object of the schema: the format was not honoured. */
class UnusableAnswer extends AiEngineError {
  constructor(readonly problem: 'not_json' | 'schema_mismatch') {
    super(
      'invalid_output',
      problem === 'not_json'
        ? 'The answer is not a JSON object'
        : 'The answer does not match the schema',
    );
  }
}

/** One task for the model: its prompts, the zod schema of its answer and its sampling. */
export interface StructuredTask<T> {
  /** The task's name in the logs. */
  task: 'phrasing' | 'moments' | 'commitments';
  system: string;
  user: string;
  schema: z.ZodMiniType<T>;
  schemaName: string;
  temperature: number;
}

/** What one structured call needs besides the task. */
interface CallContext {
  loaded: Sdk;
  client: OpenAI;
  config: AiConfig['openai'];
  log: EngineLog;
}

/**
 * One Chat Completions call (with the SDK's timeout and retry) asking for `task`'s answer in
 * `mode`; the answer read by that mode's rule (json-answer.ts) and checked against the schema.
 * @throws the SDK's errors as they are; AiEngineError for a refusal or a cut-off answer;
 * UnusableAnswer when the answer holds no JSON object of the schema.
 */
async function answerInMode<T>(
  { loaded, client, config }: CallContext,
  task: StructuredTask<T>,
  mode: OutputMode,
): Promise<T> {
  const schemaFormat = loaded.zodResponseFormat(task.schema, task.schemaName);
  const completion = await client.chat.completions.create({
    model: config.model,
    store: false,
    temperature: task.temperature,
    max_completion_tokens: MAX_COMPLETION_TOKENS,
    messages: [
      {
        role: 'system',
        content:
          mode === 'json_schema'
            ? task.system
            : withJsonSchemaInPrompt(task.system, schemaFormat.json_schema.schema),
      },
      { role: 'user', content: task.user },
    ],
    response_format: mode === 'json_schema' ? schemaFormat : { type: 'json_object' },
  });
  const choice = completion.choices[0];
  if (choice?.message.refusal || choice?.finish_reason === 'content_filter') {
    throw new AiEngineError('refusal', 'The model refused to answer');
  }
  if (choice?.finish_reason === 'length') {
    throw new AiEngineError('invalid_output', 'The answer was cut off at the token limit');
  }
  const json = jsonObjectInAnswer(choice?.message.content, mode);
  if (!json) throw new UnusableAnswer('not_json');
  const parsed = task.schema.safeParse(json);
  if (!parsed.success) throw new UnusableAnswer('schema_mismatch');
  return parsed.data;
}

/** `error` as an AiEngineError whose message also names the output mode it happened in. */
function failureIn(mode: OutputMode, error: unknown, errors: Sdk['errors']): AiEngineError {
  const failure = toEngineError(error, errors);
  return new AiEngineError(failure.reason, `${failure.message} (${mode})`, failure.status);
}

/** True when `error` is the server refusing the request's response format. */
function isFormatRejection(error: unknown, { APIError }: Sdk['errors']): boolean {
  return error instanceof APIError && rejectsResponseFormat(error);
}

/**
 * `task`'s answer from the model: in the mode remembered for the server and model, else in
 * `json_schema` and, when the server rejects or ignores it, in `json_object` (module comment).
 * Logs the mode that answered, and why it switched, with reason words only.
 */
async function structuredAnswer<T>(context: CallContext, task: StructuredTask<T>): Promise<T> {
  const { config, log, loaded } = context;
  const key = serverKey(config.baseUrl, config.model);
  const answered = (mode: OutputMode, modeReason: string) =>
    log.info('Model answered', { task: task.task, outputMode: mode, outputModeReason: modeReason });

  /** The `json_object` attempt; forgets the server's mode when it rejects that format too. */
  const inJsonObject = async (modeReason: string): Promise<T> => {
    try {
      const value = await answerInMode(context, task, 'json_object');
      answered('json_object', modeReason);
      return value;
    } catch (error) {
      if (isFormatRejection(error, loaded.errors)) forgetOutputMode(key);
      throw failureIn('json_object', error, loaded.errors);
    }
  };

  if (firstOutputMode(key) === 'json_object') return inJsonObject('remembered');
  let switchReason: 'json_schema_rejected' | 'json_schema_ignored';
  try {
    const value = await answerInMode(context, task, 'json_schema');
    answered('json_schema', 'default');
    return value;
  } catch (error) {
    if (isFormatRejection(error, loaded.errors)) {
      switchReason = 'json_schema_rejected';
      rememberJsonObject(key);
      log.warn('Model server rejected json_schema, asking with json_object', {
        task: task.task,
        reason: switchReason,
        status: (error as OpenAiErrors.APIError).status,
      });
    } else if (error instanceof UnusableAnswer) {
      switchReason = 'json_schema_ignored';
      log.warn('Model server ignored json_schema, asking with json_object', {
        task: task.task,
        reason: switchReason,
        detail: error.problem,
      });
    } else {
      throw failureIn('json_schema', error, loaded.errors);
    }
  }
  const value = await inJsonObject(switchReason);
  // An ignored json_schema is remembered only once json_object has proved usable.
  rememberJsonObject(key);
  return value;
}

/** Runs a task with the SDK and a client for `config`; every failure becomes an AiEngineError. */
async function runWith<T>(
  config: AiConfig['openai'],
  log: EngineLog,
  task: (context: CallContext) => Promise<T>,
): Promise<T> {
  let loaded: Sdk | undefined;
  try {
    const apiKey = await resolveOpenAiKey(config);
    loaded = await loadSdk();
    return await task({ loaded, client: clientFor(loaded, apiKey, config), config, log });
  } catch (error) {
    throw toEngineError(error, loaded?.errors);
  }
}

/**
 * One structured task on the model of `config`, outside the engine object, for a task whose route
 * should not carry the other tasks' code (the engine object holds them all): the same SDK, output
 * modes, logs and errors as the engine's tasks.
 * @throws AiEngineError for every failure (module comment).
 */
export function askModel<T>(
  config: AiConfig['openai'],
  log: EngineLog,
  task: StructuredTask<T>,
): Promise<T> {
  return runWith(config, log, (call) => structuredAnswer(call, task));
}

/**
 * The engine for `config` (one OpenAI-compatible server and model). `log` receives the output
 * mode of every answer and the reason of every switch (none by default, e.g. for the eval script).
 */
export function createOpenAiEngine(
  config: AiConfig['openai'],
  log: EngineLog = silentLog,
): AiEngine {
  const run = <T>(task: (context: CallContext) => Promise<T>) => runWith(config, log, task);

  return {
    name: 'openai',
    suggestPhrasings: ({ message, context, knownNames = [] }) =>
      run(async (call) => {
        // The builtin engine's reading of the message guides the model the same way.
        const { intent } = understandMessage(message, context);
        const masked = pseudonymize(message, knownNames);
        const answer = await structuredAnswer(call, {
          task: 'phrasing',
          system: PHRASING_SYSTEM_PROMPT,
          user: phrasingUserPrompt(masked.text, context, intent),
          schema: phrasingOutputSchema,
          schemaName: 'phrasing_suggestions',
          temperature: 0.4,
        });
        return {
          empathetic: masked.restore(answer.empathetic),
          direct: masked.restore(answer.direct),
          balanced: masked.restore(answer.balanced),
        };
      }),
    classifyMoments: ({ texts, kind, knownNames = [] }) =>
      run(async (call) => {
        const masked = pseudonymize(momentsUserPrompt(texts), knownNames);
        const answer = await structuredAnswer(call, {
          task: 'moments',
          system: momentsSystemPrompt(kind),
          user: masked.text,
          schema: momentsOutputSchema,
          schemaName: 'note_moments',
          temperature: 0,
        });
        const allowed = new Set<string>(momentTypesOf(kind));
        const found = new Map<MomentType, FoundMoment>();
        for (const moment of answer.moments) {
          if (!allowed.has(moment.type) || found.has(moment.type)) continue;
          found.set(moment.type, {
            type: moment.type,
            sentence: capMomentSentence(masked.restore(moment.sentence)),
          });
        }
        return [...found.values()];
      }),
  };
}
