/**
 * Cold-start floor (`npm run bench:cold`): the DynamoDB document client with ElectroDB, one entity
 * (the profile's keys) built and one `get` made through it, answering 200. The data layer every
 * route stands on: the cold-start goal (docs/performance.md#cold-starts) is measured against this
 * floor — a route may take at most 1.2 times as long, one that calls the AI layer twice as long.
 */
import { Entity } from 'electrodb';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { floorClient } from './floor-client';

export async function handler(): Promise<APIGatewayProxyResultV2> {
  const { client, table } = floorClient();
  const profile = new Entity(
    {
      model: { entity: 'profile', version: '1', service: 'coach' },
      attributes: {
        userId: { type: 'string', required: true },
        firstName: { type: 'string' },
      },
      indexes: {
        byUser: {
          pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
        },
      },
    },
    { client, table },
  );
  const { data } = await profile.get({ userId: 'cold-start-floor' }).go();
  return { statusCode: 200, body: JSON.stringify({ found: data !== null }) };
}
