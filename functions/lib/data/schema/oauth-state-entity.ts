/**
 * OAuth state entity (docs/architecture.md#integrations): one short-lived item per started
 * connection at `OAUTHSTATE#<stateHash>` / `OAUTHSTATE` — the one item outside a user partition,
 * because the provider's callback carries no bearer token: the state is the only key it has. The
 * key is the SHA-256 of the state, so reading the table gives no usable state. The item binds the
 * state to the user, the provider, the redirect, the PKCE verifier (Google) and the browser that
 * started the flow (the SHA-256 of a cookie nonce). `expiresAt` (epoch seconds, 10 minutes ahead)
 * is checked on read; TTL removes it in the cloud.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE } from '../../../../shared/data/table';
import { INTEGRATION_PROVIDERS } from '../../../../shared/domain/integrations';
import { entityModel, userIdAttribute } from '../keys';

const oauthStateSchema = {
  model: entityModel('oauthState'),
  attributes: {
    stateHash: { type: 'string', required: true },
    userId: userIdAttribute,
    provider: { type: INTEGRATION_PROVIDERS, required: true },
    redirect: { type: 'string', required: true },
    codeVerifier: { type: 'string' },
    browserBindingHash: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true, field: TTL_ATTRIBUTE },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byState: {
      pk: {
        field: 'pk',
        composite: ['stateHash'],
        template: 'OAUTHSTATE#${stateHash}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: [], template: 'OAUTHSTATE', casing: 'none' },
    },
  },
} as const;

export const createOAuthStateEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(oauthStateSchema, { client, table });

export type OAuthStateEntity = ReturnType<typeof createOAuthStateEntity>;
