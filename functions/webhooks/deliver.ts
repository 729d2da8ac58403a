import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { DeliveryRef } from '../../lib/webhooks/webhook.domain.js';
import { logger } from '../../lib/logger.js';
import { attemptDelivery } from '../../lib/webhooks/deliveries.service.js';

/**
 * One attempt per SQS message. A message whose attempt crashed is reported as failed, so SQS
 * hands it out again after the visibility timeout (and to the dead-letter queue after a few);
 * the delivery's lease keeps the retry from running before the crashed attempt's time is up.
 */
export const handler = async (input: SQSEvent): Promise<SQSBatchResponse> => {
  const outcomes = await Promise.allSettled(
    input.Records.map((record) => attemptDelivery(JSON.parse(record.body) as DeliveryRef)),
  );
  const batchItemFailures = input.Records.flatMap((record, i) => {
    const outcome = outcomes[i]!;
    if (outcome.status === 'fulfilled') return [];
    logger.error('delivery attempt failed', { error: outcome.reason as Error, messageId: record.messageId });
    return [{ itemIdentifier: record.messageId }];
  });
  return { batchItemFailures };
};
