import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured JSON logger for every function. Request headers are never logged whole, so the
 * Authorization header and API keys cannot reach the logs; the request id is appended per request.
 */
export const logger = new Logger({ serviceName: 'merchant-payments' });
