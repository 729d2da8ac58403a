import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { runSweeps } from '../../lib/jobs/sweeps.service.js';
import { logger } from '../../lib/logger.js';

/** Run by an EventBridge rule every minute (`infra/sweeper.ts`): persists due expiries. */
export const handler = middy(async () => runSweeps(new Date())).use(
  injectLambdaContext(logger, { resetKeys: true, logEvent: false }),
);
