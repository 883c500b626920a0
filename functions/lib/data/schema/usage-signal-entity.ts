/**
 * Usage signal entity (docs/product.md#calls 'POST /api/usage-signals'): `USER#<userId>` /
 * `SIGNAL#<signalId>` (a ULID, so the user's signals list in the order they were recorded). What
 * the user did with suggestions — for now 'add-to-agenda' — for a later ranking of prep prompts to
 * learn from. Written once, never updated.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { USAGE_ACTIONS } from '../../../../shared/domain/constants';
import { userIndex, userSchema } from '../keys';

const usageSignalSchema = userSchema({
  entity: 'usageSignal',
  attributes: {
    signalId: { type: 'string', required: true },
    action: { type: USAGE_ACTIONS, required: true },
    meetingId: { type: 'string', required: true },
    directReportId: { type: 'string' },
    bossId: { type: 'string' },
    suggestionsCount: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: userIndex('SIGNAL#${signalId}', ['signalId']),
  },
});

export const createUsageSignalEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(usageSignalSchema, { client, table });

export type UsageSignalEntity = ReturnType<typeof createUsageSignalEntity>;
