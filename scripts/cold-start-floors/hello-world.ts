/**
 * Cold-start floor (`npm run bench:cold`): a handler that imports nothing and answers 200. What
 * any bundle costs at the least: Node loading one ES module and running one call.
 */
import type { APIGatewayProxyResultV2 } from 'aws-lambda';

export const handler = (): Promise<APIGatewayProxyResultV2> =>
  Promise.resolve({ statusCode: 200, body: '{"hello":"world"}' });
