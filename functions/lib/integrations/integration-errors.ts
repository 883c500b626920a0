/**
 * Errors of the integrations (docs/architecture.md#integrations):
 *
 * - ConnectionFailure: a callback that cannot connect (bad, reused, expired or foreign state, a
 *   denied consent, a failed exchange, a scope not granted). Its `reason` is logged — never a code,
 *   state or token — and the browser is sent back with `connectionError=<provider>`.
 * - IntegrationNotConnectedError (`conflict`, 409): a token was asked for a provider that is not
 *   connected or needs a reconnect (items 3 and 4 stop on it; the UI asks to reconnect).
 */
import {
  PROVIDER_LABELS,
  type IntegrationProvider,
  type IntegrationStatus,
} from '../../../shared/domain/integrations';
import { ConflictError } from '../errors';

export class ConnectionFailure extends Error {
  constructor(
    /** e.g. 'unknown_state', 'expired_state', 'other_browser', 'denied', 'exchange_failed'. */
    readonly reason: string,
  ) {
    super(`Connection failed: ${reason}`);
    this.name = 'ConnectionFailure';
  }
}

export class IntegrationNotConnectedError extends ConflictError {
  constructor(
    readonly provider: IntegrationProvider,
    readonly status: Exclude<IntegrationStatus, 'connected'>,
  ) {
    super(
      status === 'needsReconnect'
        ? `${PROVIDER_LABELS[provider]} needs to be reconnected`
        : `${PROVIDER_LABELS[provider]} is not connected`,
    );
  }
}

/**
 * What may be logged of a provider SDK's error: its name, HTTP status and OAuth/Slack error code.
 * Never the error itself — its request config holds the client secret and the code.
 */
export function describeProviderError(error: unknown): Record<string, string | number> {
  const value = error as {
    name?: unknown;
    code?: unknown;
    status?: unknown;
    response?: { status?: unknown; data?: { error?: unknown } };
    data?: { error?: unknown };
  };
  const fields: Record<string, string | number> = {};
  if (typeof value?.name === 'string') fields.errorName = value.name;
  const status = value?.response?.status ?? value?.status;
  if (typeof status === 'number') fields.status = status;
  const code = value?.response?.data?.error ?? value?.data?.error ?? value?.code;
  if (typeof code === 'string' && /^[A-Za-z0-9_.:-]{1,64}$/.test(code)) fields.errorCode = code;
  return fields;
}
