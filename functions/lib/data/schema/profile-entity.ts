/**
 * Profile entity: one item per user at `USER#<userId>` / `PROFILE`, holding the onboarding answers
 * and settings (docs/product.md#entities 'Profile'; the integration flags come from the integration
 * items). Indexed on gsi1 by time zone for the Monday rollover job (`TZ#<zone>` / `USER#<userId>`).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { COACHING_STYLES, NUDGE_FREQUENCIES } from '../../../../shared/domain/constants';
import { bookkeepingAttributes, userIndex, userSchema, usersByIndex } from '../keys';

const profileSchema = userSchema({
  entity: 'profile',
  attributes: {
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    email: { type: 'string', required: true },
    role: { type: 'string', required: true },
    teamSize: { type: 'number', required: true },
    goals: { type: 'list', items: { type: 'string' }, required: true },
    challenges: { type: 'list', items: { type: 'string' }, required: true },
    topStressors: { type: 'list', items: { type: 'string' }, required: true },
    nudgeFrequency: { type: NUDGE_FREQUENCIES, required: true },
    /** 'Nudge me on weekends too'; absent (profiles saved before it existed) means false. */
    nudgeOnWeekends: { type: 'boolean' },
    coachingStyle: { type: COACHING_STYLES, required: true },
    timeZone: { type: 'string', required: true },
    /** 'Use AI assistance'; absent (profiles saved before it existed) means true. */
    useAiAssistance: { type: 'boolean' },
    onboardingCompleted: { type: 'boolean', required: true },
    onboardingCompletedAt: { type: 'string' },
    ...bookkeepingAttributes,
  },
  indexes: {
    byUser: userIndex('PROFILE', []),
    byTimeZone: usersByIndex('TZ#${timeZone}', ['timeZone']),
  },
});

export const createProfileEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(profileSchema, { client, table });

export type ProfileEntity = ReturnType<typeof createProfileEntity>;
