/**
 * The `openai` engine (issue 'Coaching intelligence' item 1): the official `openai` SDK, Chat
 * Completions with a structured `response_format` built from a zod schema (`zodResponseFormat`),
 * `store: false`, a timeout per attempt (OPENAI_TIMEOUT_MS, 10 s) and one retry. Works with any
 * OpenAI-compatible server (OpenAI, Azure, Ollama, vLLM) through OPENAI_BASE_URL.
 *
 * Privacy: names and emails are replaced by placeholders before the request and restored in the
 * answer; the message is sent only as delimited data under a fixed system prompt; nothing of the
 * prompt or the texts is logged.
 *
 * @throws AiEngineError for every failure: 'timeout', 'http_error' (4xx/5xx, with the status),
 * 'connection_error', 'refusal', 'invalid_output' (not JSON, fails the schema, cut off),
 * 'missing_key', 'unexpected'. The caller falls back to the builtin engine.
 */
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
import { pseudonymize } from '../privacy/pseudonymize';
import { resolveOpenAiKey } from './openai-key';
import { momentsOutputSchema, momentsSystemPrompt, momentsUserPrompt } from './moments-prompt';
import {
  PHRASING_SYSTEM_PROMPT,
  phrasingOutputSchema,
  phrasingUserPrompt,
} from './phrasing-prompt';

/** Retries after a failed attempt (timeouts, 408/409/429 and 5xx are retried by the SDK). */
export const OPENAI_MAX_RETRIES = 1;
/** Output tokens per answer: three texts of at most ~120 words, or six moments with sentences. */
const MAX_COMPLETION_TOKENS = 1_200;
/** The names of zod's parse errors: classic zod's, and zod/mini's (the prompts' schemas). */
const ZOD_ERROR_NAMES = new Set(['ZodError', '$ZodError']);

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
  const {
    APIConnectionError,
    APIConnectionTimeoutError,
    APIError,
    ContentFilterFinishReasonError,
    LengthFinishReasonError,
  } = errors;
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
  if (error instanceof ContentFilterFinishReasonError) {
    return new AiEngineError('refusal', 'The answer was stopped by the content filter');
  }
  if (error instanceof LengthFinishReasonError) {
    return new AiEngineError('invalid_output', 'The answer was cut off at the token limit');
  }
  // A schema failure inside the SDK's parse: 'ZodError' from classic zod, '$ZodError' from zod/mini.
  if (error instanceof SyntaxError || ZOD_ERROR_NAMES.has((error as Error)?.name)) {
    return new AiEngineError('invalid_output', 'The answer does not match the schema');
  }
  return new AiEngineError('unexpected', `Unexpected ${(error as Error)?.name ?? 'error'}`);
}

/** One structured Chat Completions call: the parsed answer, checked against `schema`. */
async function structuredAnswer<T>(
  loaded: Sdk,
  client: OpenAI,
  request: {
    model: string;
    system: string;
    user: string;
    schema: z.ZodMiniType<T>;
    schemaName: string;
    temperature: number;
    maxTokens: number;
  },
): Promise<T> {
  const completion = await client.chat.completions.parse({
    model: request.model,
    store: false,
    temperature: request.temperature,
    max_completion_tokens: request.maxTokens,
    messages: [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ],
    response_format: loaded.zodResponseFormat(request.schema, request.schemaName),
  });
  const answer = completion.choices[0]?.message;
  if (answer?.refusal) throw new AiEngineError('refusal', 'The model refused to answer');
  const parsed = request.schema.safeParse(answer?.parsed);
  if (!parsed.success) {
    throw new AiEngineError('invalid_output', 'The answer does not match the schema');
  }
  return parsed.data;
}

export function createOpenAiEngine(config: AiConfig['openai']): AiEngine {
  /** Runs a task with the SDK and a client; every failure becomes an AiEngineError. */
  async function run<T>(task: (loaded: Sdk, client: OpenAI) => Promise<T>): Promise<T> {
    let loaded: Sdk | undefined;
    try {
      const apiKey = await resolveOpenAiKey(config);
      loaded = await loadSdk();
      return await task(loaded, clientFor(loaded, apiKey, config));
    } catch (error) {
      throw toEngineError(error, loaded?.errors);
    }
  }

  return {
    name: 'openai',
    suggestPhrasings: ({ message, context, knownNames = [] }) =>
      run(async (loaded, client) => {
        const masked = pseudonymize(message, knownNames);
        const answer = await structuredAnswer(loaded, client, {
          model: config.model,
          system: PHRASING_SYSTEM_PROMPT,
          user: phrasingUserPrompt(masked.text, context),
          schema: phrasingOutputSchema,
          schemaName: 'phrasing_suggestions',
          temperature: 0.4,
          maxTokens: MAX_COMPLETION_TOKENS,
        });
        return {
          empathetic: masked.restore(answer.empathetic),
          direct: masked.restore(answer.direct),
          balanced: masked.restore(answer.balanced),
        };
      }),
    classifyMoments: ({ texts, kind, knownNames = [] }) =>
      run(async (loaded, client) => {
        const masked = pseudonymize(momentsUserPrompt(texts), knownNames);
        const answer = await structuredAnswer(loaded, client, {
          model: config.model,
          system: momentsSystemPrompt(kind),
          user: masked.text,
          schema: momentsOutputSchema,
          schemaName: 'note_moments',
          temperature: 0,
          maxTokens: MAX_COMPLETION_TOKENS,
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
