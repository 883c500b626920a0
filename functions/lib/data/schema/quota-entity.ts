/**
 * The per-user quota counters (docs/api.md#quotas): one item per user at
 * `USER#<userId>` / `QUOTA` counting active direct reports, archived people (direct reports and
 * managers), notes (general and meeting notes) and commitments (open and done). Counters are changed by conditional
 * `ADD`s (quota-store.ts); a missing attribute counts as 0.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { userIndex, userSchema } from '../keys';

const quotaSchema = userSchema({
  entity: 'quota',
  attributes: {
    activePeople: { type: 'number' },
    archivedPeople: { type: 'number' },
    notes: { type: 'number' },
    commitments: { type: 'number' },
  },
  indexes: { byUser: userIndex('QUOTA', []) },
});

export const createQuotaEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(quotaSchema, { client, table });

export type QuotaEntity = ReturnType<typeof createQuotaEntity>;
