/**
 * Configuration of the AI layer, read from environment variables and validated with zod on first
 * use (docs/operations.md#configuration: only configuration chooses the adapters). The engine is
 * `openai` when a key is configured — `OPENAI_API_KEY` (local), or `OPENAI_API_KEY_SECRET_ARN`, the
 * Secrets Manager secret holding it (cloud: the stack sets the ARN, never the key) — and `builtin`
 * otherwise, so a fresh machine has every feature offline. Throws a readable error naming every bad
 * variable.
 */
import * as z from '../../../shared/zod';
import { parseEnvironment } from '../config';

/** A current small model with structured outputs; override with OPENAI_MODEL. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini';
/** Give up on the model after this long (per attempt), ms. */
export const DEFAULT_OPENAI_TIMEOUT_MS = 10_000;

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value?.trim() ? value.trim() : undefined)),
);

const aiConfigSchema = z.pipe(
  z.object({
    /** 'builtin' forces the offline engine even when a key is configured. */
    AI_ENGINE: z._default(z.enum(['auto', 'openai', 'builtin']), 'auto'),
    OPENAI_API_KEY: optionalText,
    OPENAI_API_KEY_SECRET_ARN: z.pipe(
      optionalText,
      z.optional(
        z
          .string()
          .check(
            z.regex(/^arn:aws[a-z-]*:secretsmanager:/, 'must be a Secrets Manager secret ARN'),
          ),
      ),
    ),
    /** Any OpenAI-compatible server (Azure, Ollama, vLLM); the SDK's default when unset. */
    OPENAI_BASE_URL: z.pipe(optionalText, z.optional(z.url())),
    OPENAI_MODEL: optionalText,
    OPENAI_TIMEOUT_MS: z.optional(z.coerce.number().check(z.int(), z.gte(100), z.lte(60_000))),
  }),
  z.transform((env) => {
    const keyConfigured = Boolean(env.OPENAI_API_KEY ?? env.OPENAI_API_KEY_SECRET_ARN);
    return {
      engine: (env.AI_ENGINE !== 'builtin' && keyConfigured ? 'openai' : 'builtin') as
        'openai' | 'builtin',
      openai: {
        apiKey: env.OPENAI_API_KEY,
        apiKeySecretArn: env.OPENAI_API_KEY_SECRET_ARN,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
        timeoutMs: env.OPENAI_TIMEOUT_MS ?? DEFAULT_OPENAI_TIMEOUT_MS,
      },
    };
  }),
);

export type AiConfig = z.output<typeof aiConfigSchema>;

/** Parses an environment (process.env by default); throws naming every bad variable. */
export function readAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  return parseEnvironment(aiConfigSchema, env, 'AI');
}
