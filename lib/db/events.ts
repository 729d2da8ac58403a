import { v7 as uuidv7 } from 'uuid';
import {
  dayOf,
  eventExpiry,
  newEvent,
  windowStart,
  type EventType,
  type StoredEvent,
} from '../domain/event.js';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import { config } from '../config.js';
import { tableName } from './client.js';
import { counterAdd, fromItem, queryAll } from './items.js';
import { ALL_EVENT_TYPES, eventCounterPartition, keys, listPartition, statusPartition } from './keys.js';
import { layout, listShards, statusShards } from './layout.js';
import { mergedPage, type Side } from './lists.js';
import { dueItems } from './status-lists.js';
import { LIST_INDEX, STATUS_INDEX, TTL_ATTRIBUTE } from './table.js';
import type { TransactItem } from './transact.js';

const randomBelow = (n: number): number => Math.floor(Math.random() * n);

/** +1 on a random item of a random partition of the merchant's day counter of `type`. */
function eventCounterUp(merchantId: string, type: string, day: string, now: Date): TransactItem {
  const { partitions, items } = layout().eventCounters;
  const key = keys.eventCounter(merchantId, type, randomBelow(partitions), day, randomBelow(items));
  return counterAdd({ ...key }, 1, eventExpiry(now));
}

/**
 * The outbox half of every state change: the event item, to be written in the same
 * TransactWriteItems as the change, so there is never a change without its event nor an event
 * without its change. Its `entity` is `EVENT`, which is what the stream filter of the webhook
 * dispatcher selects; `ttl` removes it once it has left every window.
 *
 * It is also written "undispatched": in the due index (GSI4) until the dispatcher has made its
 * deliveries, which removes the entry in the same transaction. That is what the local driver polls
 * (DynamoDB Local gives us no stream), and on AWS it makes a re-run of the dispatcher harmless.
 *
 * Beside it, the day counters of its type and of every type go up in the same transaction, so a
 * list's total is exact without reading the window (`countEvents`).
 */
export function eventPut(
  merchantId: string,
  type: EventType,
  data: unknown,
  now: Date,
): { items: TransactItem[]; event: StoredEvent } {
  // The event's day counters first: the event is created at `now`, so its day is now's.
  const day = dayOf(now.toISOString());
  const counters = [
    eventCounterUp(merchantId, type, day, now),
    eventCounterUp(merchantId, ALL_EVENT_TYPES, day, now),
  ];
  const event = newEvent(merchantId, uuidv7(), type, config().environment, data, now);
  const put: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.entity('EVENT', event.id),
        ...keys.listIndex('EVENT', merchantId, event.createdAt, event.id),
        ...keys.statusIndex('EVENT', merchantId, type, event.createdAt, event.id),
        ...keys.dueIndex('EVENT', event.createdAt, merchantId, event.id),
        entity: 'EVENT',
        [TTL_ATTRIBUTE]: eventExpiry(now),
        ...event,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  return {
    event,
    items: [put, ...counters],
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many of the merchant's events (of one type, or all) are in the window: the day counters of
 * its days, one Query per counter partition over the window's days (a handful of small items per
 * day), whatever the number of events.
 */
export async function countEvents(
  merchantId: string,
  type: EventType | undefined,
  now: Date,
): Promise<number> {
  const first = dayOf(windowStart(now));
  const last = dayOf(new Date(now.getTime() + DAY_MS).toISOString());
  const { partitions } = layout().eventCounters;
  const sums = await Promise.all(
    Array.from({ length: partitions }, async (_, partition) => {
      const items = await queryAll({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': eventCounterPartition(merchantId, type ?? ALL_EVENT_TYPES, partition),
          ':from': `${first}#`,
          // Today's counters, and tomorrow's for an event created on a clock slightly ahead.
          ':to': `${last}#~`,
        },
        ConsistentRead: true,
      });
      return items.reduce((sum, item) => sum + Number(item.count ?? 0), 0);
    }),
  );
  return sums.reduce((sum, count) => sum + count, 0);
}

/** The partitions a list of events reads: every shard of the merchant's events, or of one type. */
function eventSides(merchantId: string, type: EventType | undefined): Side[] {
  return type === undefined
    ? Array.from({ length: listShards('EVENT') }, (_, shard) => ({
        name: String(shard),
        index: LIST_INDEX,
        partition: listPartition('EVENT', merchantId, shard),
      }))
    : Array.from({ length: statusShards('EVENT') }, (_, shard) => ({
        name: String(shard),
        index: STATUS_INDEX,
        partition: statusPartition('EVENT', merchantId, type, shard),
      }));
}

export interface EventPage {
  events: StoredEvent[];
  total: number;
  /** Where the next page starts when there may be one (signed into `nextCursor` by the caller). */
  next?: CursorPosition | undefined;
}

/**
 * A page of the merchant's events of the window, newest first, optionally of one type (its own
 * partitions, so a type filter reads only that type): the merge of the shards, read from the index
 * itself (an event never changes, so the index cannot hold a stale copy), beside the total of the
 * day counters. A walk by cursor carries the total it began with, and a page only reads from where
 * the previous one stopped; the window is the request's own, so an event that left it during the
 * walk is not listed.
 */
export async function listEvents(
  merchantId: string,
  { page, size, after }: CursorPaging,
  type: EventType | undefined,
  now = new Date(),
): Promise<EventPage> {
  const reading = mergedPage(
    eventSides(merchantId, type),
    { after: windowStart(now) },
    after?.key,
    after ? 0 : page * size,
    size,
  );
  const [merged, total] = await Promise.all([
    reading,
    after ? Promise.resolve(after.total ?? 0) : countEvents(merchantId, type, now),
  ]);
  return {
    events: merged.entries.map((item) => fromItem<StoredEvent>(item)),
    total,
    next:
      merged.next && (after !== undefined || (page + 1) * size < total)
        ? { key: merged.next, total }
        : undefined,
  };
}

/** Undispatched events (GSI4) created up to `now`, oldest first; only one merchant's when asked. */
export const undispatchedEvents = async (
  now: Date,
  options: { merchantId?: string; limit?: number } = {},
): Promise<StoredEvent[]> =>
  (await dueItems('EVENT', now, options)).map((item) => fromItem<StoredEvent>(item));
