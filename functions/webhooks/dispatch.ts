import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { fromItem } from '../../lib/db/items.js';
import type { StoredEvent } from '../../lib/domain/event.js';
import { logger } from '../../lib/logger.js';
import { dispatchEvent } from '../../lib/webhooks/deliveries.service.js';

/**
 * The table's stream, filtered by the event source to inserted event items (`entity = EVENT`),
 * to deliveries. A record that fails is reported, so the stream retries from it (bisecting the
 * batch); dispatching one event twice is harmless (`dispatchEvent`).
 */
export const handler = async (input: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const record of input.Records) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) continue;
    const item = unmarshall(image as Record<string, AttributeValue>);
    if (item.entity !== 'EVENT') continue;
    try {
      await dispatchEvent(fromItem<StoredEvent>(item));
    } catch (error) {
      logger.error('dispatch failed', { error: error as Error, eventId: item.id as string });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
};
