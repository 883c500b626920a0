/**
 * Cold-start floor (`npm run bench:cold`): the DynamoDB document client alone, making one GetItem
 * (the profile item of a user that has none) and answering 200. Shown for what the AWS SDK costs
 * by itself; the goal (docs/performance.md#cold-starts) is measured against the floor with
 * ElectroDB (dynamodb-electrodb.ts).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { floorClient } from './floor-client';

export async function handler(): Promise<APIGatewayProxyResultV2> {
  const { client, table, pk } = floorClient();
  const { Item } = await client.send(
    new GetCommand({ TableName: table, Key: { pk, sk: 'PROFILE' } }),
  );
  return { statusCode: 200, body: JSON.stringify({ found: Item !== undefined }) };
}
