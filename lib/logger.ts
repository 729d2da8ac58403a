import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured JSON logger for every function. An API request's lines carry its `requestId`
 * (the `X-Request-Id` answered) as a temporary key, and the Lambda context through Powertools'
 * `injectLambdaContext`; both are reset when the request ends (`lib/http/api.ts`). Request headers
 * are never logged, so the Authorization header and API keys cannot reach the logs.
 */
export const logger = new Logger({ serviceName: 'merchant-payments' });
