/**
 * AI settings of a deployment (docs/architecture.md#the-ai-layer), read from CDK context
 * (cdk.json or `cdk synth -c key=value`), all optional:
 *
 * - `openAiKeySecretArn`: the Secrets Manager secret holding the OpenAI API key (the key itself,
 *   or JSON with an `apiKey` field). The routes that call the AI layer get its ARN as
 *   OPENAI_API_KEY_SECRET_ARN and `secretsmanager:GetSecretValue` on that one secret; the key is
 *   read once per container and never sits in the template or the environment. Unset: every
 *   function runs the offline builtin engine.
 * - `openAiModel`: OPENAI_MODEL (default in functions/lib/ai/ai-config.ts).
 * - `openAiBaseUrl`: OPENAI_BASE_URL, any OpenAI-compatible server (Azure, a vLLM endpoint).
 */
import type { Node } from 'constructs';
import { optionalSecretArn, optionalString } from './context-values';

export interface AiSettings {
  /** Full ARN of the secret with the OpenAI key; undefined runs builtin everywhere. */
  readonly openAiKeySecretArn?: string | undefined;
  readonly openAiModel?: string | undefined;
  readonly openAiBaseUrl?: string | undefined;
}

/** Reads and validates the AI context; throws a readable error naming the bad key. */
export function readAiSettings(node: Node): AiSettings {
  const openAiKeySecretArn = optionalSecretArn(node, 'openAiKeySecretArn');
  const openAiBaseUrl = optionalString(node, 'openAiBaseUrl');
  if (openAiBaseUrl) {
    let url: URL;
    try {
      url = new URL(openAiBaseUrl);
    } catch {
      throw new Error(`CDK context 'openAiBaseUrl': '${openAiBaseUrl}' is not a URL`);
    }
    if (url.protocol !== 'https:') {
      throw new Error(`CDK context 'openAiBaseUrl': '${openAiBaseUrl}' must be an https URL`);
    }
  }
  return { openAiKeySecretArn, openAiModel: optionalString(node, 'openAiModel'), openAiBaseUrl };
}

/** The environment variables of an AI route's Lambda (never the key itself). */
export function aiEnvironment(settings: AiSettings): Record<string, string> {
  return {
    ...(settings.openAiKeySecretArn
      ? { OPENAI_API_KEY_SECRET_ARN: settings.openAiKeySecretArn }
      : {}),
    ...(settings.openAiModel ? { OPENAI_MODEL: settings.openAiModel } : {}),
    ...(settings.openAiBaseUrl ? { OPENAI_BASE_URL: settings.openAiBaseUrl } : {}),
  };
}

/**
 * What every function may know about the AI set-up (no secret): whether a model is configured
 * and which server it runs on, for `GET /api/feature-flags` and the privacy page.
 */
export function aiPublicEnvironment(settings: AiSettings | undefined): Record<string, string> {
  if (!settings?.openAiKeySecretArn) return {};
  return {
    AI_PROVIDER: 'openai',
    ...(settings.openAiBaseUrl ? { AI_PROCESSOR_BASE_URL: settings.openAiBaseUrl } : {}),
  };
}
