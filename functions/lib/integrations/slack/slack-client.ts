/**
 * Slack's Web API client (docs/architecture.md#integrations, docs/product.md#slack-nudges,
 * docs/operations.md#configuration): @slack/web-api's WebClient pointed at the configured
 * SLACK_API_URL, logging errors only (never tokens), with a short timeout and one retry so a route
 * function stays within its time. Also the Slack errors that mean the grant is gone.
 *
 * @slack/web-api is imported on the first client made, not with the module: starting a connection
 * needs no client, and loading the package costs a cold start about 50 ms of CPU
 * (docs/performance.md#cold-starts).
 */
import type { WebClient } from '@slack/web-api';
import { readIntegrationConfig, type IntegrationConfig } from '../integration-config';

/** The bot scopes asked for: DM the installing user (docs/product.md#slack-nudges). */
export const SLACK_BOT_SCOPES = ['chat:write', 'im:write'] as const;

/** Each call to Slack gives up after this long, ms. */
export const SLACK_TIMEOUT_MS = 8_000;

/** A WebClient for `token` (none for oauth.v2.access). */
export async function slackClient(
  token?: string,
  config: IntegrationConfig = readIntegrationConfig(),
): Promise<WebClient> {
  const { LogLevel, WebClient } = await import('@slack/web-api');
  return new WebClient(token, {
    slackApiUrl: config.slack.apiUrl,
    logLevel: LogLevel.ERROR,
    timeout: SLACK_TIMEOUT_MS,
    retryConfig: { retries: 1 },
    allowAbsoluteUrls: false,
  });
}

/** Slack's error code of a failed call (`invalid_code`, `token_revoked`, …), if any. */
export function slackErrorCode(error: unknown): string | undefined {
  const code = (error as { data?: { error?: unknown } })?.data?.error;
  return typeof code === 'string' ? code : undefined;
}

/** Errors meaning the token no longer works: the integration needs a reconnect. */
const GRANT_GONE = new Set([
  'invalid_auth',
  'not_authed',
  'token_revoked',
  'token_expired',
  'account_inactive',
]);

/** Whether a Slack error says the stored token is revoked or otherwise dead. */
export function isSlackGrantGone(error: unknown): boolean {
  const code = slackErrorCode(error);
  return code !== undefined && GRANT_GONE.has(code);
}
