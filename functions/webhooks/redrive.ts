import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../../lib/logger.js';
import { redriveStranded } from '../../lib/webhooks/deliveries.service.js';

/** Run by an EventBridge rule (`infra/webhooks.ts`): re-dispatches and re-enqueues stranded work. */
export const handler = middy(async () => redriveStranded(new Date())).use(
  injectLambdaContext(logger, { resetKeys: true, logEvent: false }),
);
