/**
 * The per-user AI call counter (docs/architecture.md#the-ai-layer): one item per user and
 * clock-aligned window at `USER#<userId>` / `AICALLS#<window>`, where `window` is the window's
 * number since the epoch. `calls` counts the AI requests in that window; `expiresAt` (epoch
 * seconds) lets TTL remove the item once the window is long gone.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE } from '../../../../shared/data/table';
import { userIndex, userSchema } from '../keys';

const aiCallWindowSchema = userSchema({
  entity: 'aiCallWindow',
  attributes: {
    window: { type: 'number', required: true },
    calls: { type: 'number' },
    expiresAt: { type: 'number', field: TTL_ATTRIBUTE },
  },
  indexes: { byUser: userIndex('AICALLS#${window}', ['window']) },
});

export const createAiCallWindowEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(aiCallWindowSchema, { client, table });

export type AiCallWindowEntity = ReturnType<typeof createAiCallWindowEntity>;
