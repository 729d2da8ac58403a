import { v7 as uuidv7 } from 'uuid';
import { eventExpiry, newEvent, type EventType, type StoredEvent } from '../domain/event.js';
import { tableName } from './client.js';
import type { TransactItem } from './items.js';
import { keys } from './keys.js';

/**
 * The outbox half of every state change: the event item, to be written in the same
 * TransactWriteItems as the change, so there is never a change without its event nor an event
 * without its change. Its `entity` is `EVENT`, which is what the stream filter of the webhook
 * dispatcher selects; `ttl` removes it after 30 days.
 */
export function eventPut(
  merchantId: string,
  type: EventType,
  data: unknown,
  now: Date,
): { item: TransactItem; event: StoredEvent } {
  const event = newEvent(merchantId, uuidv7(), type, data, now);
  return {
    event,
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.entity('EVENT', merchantId, event.id),
          ...keys.listIndex('EVENT', merchantId, event.createdAt, event.id),
          ...keys.statusIndex('EVENT', merchantId, type, event.createdAt, event.id),
          entity: 'EVENT',
          ttl: eventExpiry(now),
          ...event,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
}
