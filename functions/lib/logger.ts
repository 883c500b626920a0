/**
 * Structured JSON logging for every function (Powertools Logger). Level from
 * POWERTOOLS_LOG_LEVEL (default INFO). Request bodies and note texts are never logged.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'coach-api',
});
