/**
 * Direct report entity: `USER#<userId>` / `DR#<directReportId>` (docs/product.md#entities 'Direct
 * report'). Ids are ULIDs, so a partition query returns people in the order they were added.
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bookkeepingAttributes, userIndex, userSchema } from '../keys';
import { personAttributes } from './person-attributes';

const directReportSchema = userSchema({
  entity: 'directReport',
  attributes: {
    directReportId: { type: 'string', required: true },
    ...personAttributes,
    strengths: { type: 'list', items: { type: 'string' }, required: true },
    opportunities: { type: 'list', items: { type: 'string' }, required: true },
    goals: { type: 'list', items: { type: 'string' }, required: true },
    ...bookkeepingAttributes,
  },
  indexes: {
    byUser: userIndex('DR#${directReportId}', ['directReportId']),
  },
});

export const createDirectReportEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(directReportSchema, { client, table });

export type DirectReportEntity = ReturnType<typeof createDirectReportEntity>;
