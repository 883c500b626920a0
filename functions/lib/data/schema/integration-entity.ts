/**
 * Integration entity (docs/architecture.md#integrations): one item per user and provider at
 * `USER#<userId>` / `INTEGRATION#<provider>` (`google`, `slack`), holding the connection's state
 * and account and its tokens — only as ciphertext from the token cipher (tokens/token-cipher.ts),
 * bound to the user and provider. Written by the OAuth callbacks (a put on the version read),
 * refreshed Google access tokens by a conditional update, deleted by a disconnect.
 *
 * - `status`: `connected`, or `needsReconnect` once the provider refused the grant (`invalid_grant`,
 *   a revoked Slack token); the tokens are then removed and the UI asks to reconnect.
 * - Google: `accessTokenCiphertext` with `accessTokenExpiresAt` (ISO 8601 UTC) and
 *   `refreshTokenCiphertext`; `account` is the Google account's email.
 * - Slack: `botTokenCiphertext` (`xoxb-`, scopes chat:write and im:write), `teamId`, `teamName`
 *   (the `account`), `botUserId`, `appId` and `installerUserId`, the Slack user who installed the
 *   app, whom nudges are sent to by DM.
 *
 * Indexed on gsi1 by provider (`INTEGRATION#<provider>` / `USER#<userId>`) for the hourly calendar
 * sync's fan-out.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GSI3 } from '../../../../shared/data/table';
import { INTEGRATION_PROVIDERS } from '../../../../shared/domain/integrations';
import { bookkeepingAttributes, userIndex, userSchema, usersByIndex } from '../keys';

/** Stored statuses (`notConnected` is the absence of the item). */
export const STORED_INTEGRATION_STATUSES = ['connected', 'needsReconnect'] as const;

const integrationSchema = userSchema({
  entity: 'integration',
  attributes: {
    provider: { type: INTEGRATION_PROVIDERS, required: true },
    status: { type: STORED_INTEGRATION_STATUSES, required: true },
    account: { type: 'string' },
    /** Scopes the provider granted. */
    scopes: { type: 'list', items: { type: 'string' }, required: true },
    connectedAt: { type: 'string', required: true },
    /** Why the provider refused the grant, e.g. `invalid_grant` (with `needsReconnect`). */
    needsReconnectReason: { type: 'string' },
    accessTokenCiphertext: { type: 'string' },
    accessTokenExpiresAt: { type: 'string' },
    refreshTokenCiphertext: { type: 'string' },
    botTokenCiphertext: { type: 'string' },
    teamId: { type: 'string' },
    teamName: { type: 'string' },
    botUserId: { type: 'string' },
    appId: { type: 'string' },
    installerUserId: { type: 'string' },
    /** Slack: the next nudge slot (ISO 8601 UTC); absent when no nudge is scheduled. */
    nextNudgeAt: { type: 'string' },
    /** Slack: the users-due index's shard ('0'…), set with nextNudgeAt. */
    nudgeShard: { type: 'string' },
    /** Slack: the last slot claimed by the nudge job (ISO 8601 UTC). */
    lastNudgeSlot: { type: 'string' },
    ...bookkeepingAttributes,
  },
  indexes: {
    byUser: userIndex('INTEGRATION#${provider}', ['provider']),
    byNudgeDue: {
      index: GSI3.indexName,
      pk: {
        field: GSI3.partitionKey,
        composite: ['nudgeShard'],
        template: 'NUDGEDUE#${nudgeShard}',
        casing: 'none',
      },
      sk: {
        field: GSI3.sortKey,
        composite: ['nextNudgeAt'],
        template: '${nextNudgeAt}',
        casing: 'none',
      },
    },
    /** Everyone who connected a provider, for the hourly calendar sync (integration-users.ts). */
    byProvider: usersByIndex('INTEGRATION#${provider}', ['provider']),
  },
});

export const createIntegrationEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(integrationSchema, { client, table });

export type IntegrationEntity = ReturnType<typeof createIntegrationEntity>;
