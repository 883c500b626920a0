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
import { AiEngineError, type AiEngine } from '../engine';
import { pseudonymize } from '../privacy/pseudonymize';
import { resolveOpenAiKey } from './openai-key';
import {
  PHRASING_SYSTEM_PROMPT,
  phrasingOutputSchema,
  phrasingUserPrompt,
} from './phrasing-prompt';

/** Retries after a failed attempt (timeouts, 408/409/429 and 5xx are retried by the SDK). */
export const OPENAI_MAX_RETRIES = 1;
/** Output tokens per answer: three texts of at most ~120 words. */
const MAX_COMPLETION_TOKENS = 1_200;

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
  if (error instanceof SyntaxError || (error as Error)?.name === 'ZodError') {
    return new AiEngineError('invalid_output', 'The answer does not match the schema');
  }
  return new AiEngineError('unexpected', `Unexpected ${(error as Error)?.name ?? 'error'}`);
}

export function createOpenAiEngine(config: AiConfig['openai']): AiEngine {
  return {
    name: 'openai',
    async suggestPhrasings({ message, context, knownNames = [] }) {
      let loaded: Sdk | undefined;
      try {
        const apiKey = await resolveOpenAiKey(config);
        loaded = await loadSdk();
        const masked = pseudonymize(message, knownNames);
        const completion = await clientFor(loaded, apiKey, config).chat.completions.parse({
          model: config.model,
          store: false,
          temperature: 0.4,
          max_completion_tokens: MAX_COMPLETION_TOKENS,
          messages: [
            { role: 'system', content: PHRASING_SYSTEM_PROMPT },
            { role: 'user', content: phrasingUserPrompt(masked.text, context) },
          ],
          response_format: loaded.zodResponseFormat(phrasingOutputSchema, 'phrasing_suggestions'),
        });
        const answer = completion.choices[0]?.message;
        if (answer?.refusal) throw new AiEngineError('refusal', 'The model refused to answer');
        const parsed = phrasingOutputSchema.safeParse(answer?.parsed);
        if (!parsed.success) {
          throw new AiEngineError('invalid_output', 'The answer does not match the schema');
        }
        return {
          empathetic: masked.restore(parsed.data.empathetic),
          direct: masked.restore(parsed.data.direct),
          balanced: masked.restore(parsed.data.balanced),
        };
      } catch (error) {
        throw toEngineError(error, loaded?.errors);
      }
    },
  };
}
