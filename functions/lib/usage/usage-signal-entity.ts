/**
 * Usage signal entity (spec §7 'POST /api/usage-signals'): `USER#<userId>` / `SIGNAL#<signalId>`
 * (a ULID, so the user's signals list in the order they were recorded). What the user did with
 * suggestions — for now 'add-to-agenda' — for a later ranking of prep prompts to learn from.
 * Written once, never updated.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { USAGE_ACTIONS } from '../../../shared/contract/schemas/usage';
import { userPartitionKey } from '../data/keys';

export function createUsageSignalEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'usageSignal', version: '1', service: 'coach' },
      attributes: {
        userId: { type: 'string', required: true },
        signalId: { type: 'string', required: true },
        action: { type: USAGE_ACTIONS, required: true },
        meetingId: { type: 'string', required: true },
        directReportId: { type: 'string' },
        bossId: { type: 'string' },
        suggestionsCount: { type: 'number', required: true },
        createdAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byUser: {
          pk: userPartitionKey,
          sk: {
            field: 'sk',
            composite: ['signalId'],
            template: 'SIGNAL#${signalId}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  );
}

export type UsageSignalEntity = ReturnType<typeof createUsageSignalEntity>;
