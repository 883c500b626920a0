/**
 * `GET /api/feature-flags`: what this deployment has configured, from the environment (no I/O).
 *
 * - `ai.provider`: `openai` when a model is configured for the AI routes — `AI_PROVIDER`, which
 *   the stack sets on every function, or else this process's own AI configuration (locally) —
 *   else `builtin`.
 * - `ai.processor`: who processes the texts sent to the model, named on the privacy page:
 *   `AI_PROCESSOR` when set, else 'OpenAI' for OpenAI's API and the host name of any other
 *   OpenAI-compatible server; null with `builtin`.
 * - `googleCalendar`, `slack`: whether the provider's OAuth client is configured
 *   (`GOOGLE_CLIENT_ID` / `SLACK_CLIENT_ID`, integrations/integration-config.ts): the Connect
 *   buttons work, else they say in visible text that the connection is not configured.
 */
import type { FeatureFlags } from '../../../shared/contract';
import { readAiConfig } from '../ai/ai-config';
import { providerConfigured } from '../integrations/integration-config';

/** The processor named when the model is OpenAI's own API. */
export const OPENAI_PROCESSOR = 'OpenAI';

/** 'OpenAI' for api.openai.com (or no base URL), else the server's host name. */
export function processorOf(baseUrl: string | undefined): string {
  if (!baseUrl) return OPENAI_PROCESSOR;
  try {
    const host = new URL(baseUrl).hostname;
    return host === 'api.openai.com' ? OPENAI_PROCESSOR : host;
  } catch {
    return OPENAI_PROCESSOR;
  }
}

export function featureFlags(env: NodeJS.ProcessEnv = process.env): FeatureFlags {
  const forcedBuiltin = env.AI_ENGINE === 'builtin';
  const config = readAiConfig(env);
  const provider =
    !forcedBuiltin && (env.AI_PROVIDER === 'openai' || config.engine === 'openai')
      ? 'openai'
      : 'builtin';
  const processor =
    provider === 'openai'
      ? env.AI_PROCESSOR?.trim() || processorOf(env.AI_PROCESSOR_BASE_URL ?? config.openai.baseUrl)
      : null;
  return {
    ai: { provider, processor },
    googleCalendar: providerConfigured('google', env),
    slack: providerConfigured('slack', env),
  };
}
