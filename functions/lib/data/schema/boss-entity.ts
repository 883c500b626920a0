/**
 * Boss entity: `USER#<userId>` / `BOSS#<bossId>` (docs/product.md#entities 'Boss (manager)'), and
 * the boss slot `USER#<userId>` / `BOSS_SLOT` naming the one non-archived boss. The slot is what
 * makes "at most one manager" hold under concurrent requests without transactions: a boss becomes
 * active only by a conditional write that claims the slot.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BOSS_RELATIONSHIP_TYPES } from '../../../../shared/domain/constants';
import { bookkeepingAttributes, userIndex, userSchema } from '../keys';
import { personAttributes } from './person-attributes';

const bossSchema = userSchema({
  entity: 'boss',
  attributes: {
    bossId: { type: 'string', required: true },
    ...personAttributes,
    relationshipType: { type: BOSS_RELATIONSHIP_TYPES, required: true },
    priorities: { type: 'list', items: { type: 'string' }, required: true },
    ...bookkeepingAttributes,
  },
  indexes: {
    byUser: userIndex('BOSS#${bossId}', ['bossId']),
  },
});

export const createBossEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(bossSchema, { client, table });

const bossSlotSchema = userSchema({
  entity: 'bossSlot',
  attributes: {
    /** The boss that holds the slot. */
    bossId: { type: 'string', required: true },
    /** ISO 8601 UTC time of the claim. */
    claimedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: userIndex('BOSS_SLOT', []),
  },
});

export const createBossSlotEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(bossSlotSchema, { client, table });

export type BossEntity = ReturnType<typeof createBossEntity>;
export type BossSlotEntity = ReturnType<typeof createBossSlotEntity>;
