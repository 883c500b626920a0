/**
 * Boss entity: `USER#<userId>` / `BOSS#<bossId>` (spec §3 'Boss (manager)'), and the boss slot
 * `USER#<userId>` / `BOSS_SLOT` naming the one non-archived boss. The slot is what makes "at most
 * one manager" hold under concurrent requests without transactions: a boss becomes active only by
 * a conditional write that claims the slot.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BOSS_RELATIONSHIP_TYPES } from '../../../shared/domain/constants';
import { bookkeepingAttributes, entityModel, userIdAttribute, userIndex } from '../data/keys';
import { personAttributes } from './person-attributes';

export function createBossEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: entityModel('boss'),
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
    },
    { client, table },
  );
}

export function createBossSlotEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: entityModel('bossSlot'),
      attributes: {
        userId: userIdAttribute,
        /** The boss that holds the slot. */
        bossId: { type: 'string', required: true },
        /** ISO 8601 UTC time of the claim. */
        claimedAt: { type: 'string', required: true },
      },
      indexes: {
        byUser: userIndex('BOSS_SLOT', []),
      },
    },
    { client, table },
  );
}

export type BossEntity = ReturnType<typeof createBossEntity>;
export type BossSlotEntity = ReturnType<typeof createBossSlotEntity>;
