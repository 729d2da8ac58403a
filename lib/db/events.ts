import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import {
  EVENT_RETENTION_DAYS,
  eventExpiry,
  newEvent,
  type EventType,
  type StoredEvent,
} from '../domain/event.js';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import type { Delivery } from '../domain/webhook.js';
import { v7 as uuidv7 } from 'uuid';
import { dynamo, tableName } from './client.js';
import { countAll, fromItem, queryAll } from './items.js';
import type { TransactItem } from './transact.js';
import { deliveryPrefix, EVENT_COUNTER_PREFIX, keys, listPartition } from './keys.js';
import { MAX_QUERY_LIMIT } from './lists.js';
import { randomShard } from './shards.js';
import { dueItems } from './status-lists.js';
import { LIST_INDEX, STATUS_INDEX, TABLE_KEYS, TTL_ATTRIBUTE } from './table.js';

/**
 * The outbox half of every state change: the event item, to be written in the same
 * TransactWriteItems as the change, so there is never a change without its event nor an event
 * without its change. Its `entity` is `EVENT`, which is what the stream filter of the webhook
 * dispatcher selects; `ttl` removes it after 30 days.
 *
 * It is also written "undispatched": in the sparse due index (GSI4, `DUE#EVENT`) until the
 * dispatcher has made its deliveries, which removes the entry in the same transaction. That is what
 * the local driver polls (DynamoDB Local gives us no stream), and on AWS it makes a re-run of the
 * dispatcher for one event harmless.
 *
 * Beside it, the counter of its type and day goes up in the same transaction, so the list's total
 * is exact without reading the window (`countEvents`). A transaction holds at most one event of a
 * type (every state change emits one per resource it moves): two would add to the same counter
 * item when their shards met, which DynamoDB refuses in one transaction.
 */
export function eventPut(
  merchantId: string,
  type: EventType,
  data: unknown,
  now: Date,
): { items: TransactItem[]; event: StoredEvent } {
  const event = newEvent(merchantId, uuidv7(), type, data, now);
  const day = dayOf(event.createdAt);
  const put: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.entity('EVENT', merchantId, event.id),
        ...keys.listIndex('EVENT', merchantId, event.createdAt, event.id),
        ...keys.statusIndex('EVENT', merchantId, type, event.createdAt, event.id),
        ...keys.dueIndex('EVENT', event.createdAt, merchantId, event.id),
        entity: 'EVENT',
        ttl: eventExpiry(now),
        ...event,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  return {
    event,
    items: [put, eventCounterUp(merchantId, day, type)],
  };
}

/** The UTC day of an instant, `2026-11-23`: what the event counters are kept by. */
const dayOf = (instant: string): string => instant.slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * +1 on a random shard of the day's counter (a merchant's concurrent payments do not meet on one
 * item; `transactWrite` moves it to another shard on a conflict). It expires a day after its day
 * has left the window, as its events do.
 */
const eventCounterUp = (merchantId: string, day: string, type: EventType): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.eventCounterShard(merchantId, day, type, randomShard()),
    UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': TTL_ATTRIBUTE },
    ExpressionAttributeValues: { ':one': 1, ':ttl': eventExpiry(new Date(Date.parse(day) + 2 * DAY_MS)) },
  },
});

/** Events older than this are not listed nor returned, even before TTL (which lags) deletes them. */
export const retentionCutoff = (now: Date): string =>
  new Date(now.getTime() - EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();

const isLive = (event: Pick<StoredEvent, 'createdAt'>, now: Date): boolean =>
  event.createdAt > retentionCutoff(now);

/** The index a list reads: the merchant's events (GSI1), or one type's own partition (GSI2). */
const indexOf = (type: EventType | undefined) => (type === undefined ? LIST_INDEX : STATUS_INDEX);

/**
 * The merchant's events of the 30-day window (of one type: its own GSI2 partition), newest first;
 * with `until`, only those up to that sort key.
 */
function windowQuery(
  merchantId: string,
  type: EventType | undefined,
  now: Date,
  until?: string,
): QueryCommandInput {
  const { indexName, partitionKey, sortKey } = indexOf(type);
  return {
    TableName: tableName(),
    IndexName: indexName,
    KeyConditionExpression:
      until === undefined
        ? `${partitionKey} = :pk AND ${sortKey} > :from`
        : // `<cutoff>#` is the first sort key after the cutoff, as `> <cutoff>` is.
          `${partitionKey} = :pk AND ${sortKey} BETWEEN :from AND :until`,
    ExpressionAttributeValues: {
      ':pk':
        type === undefined
          ? listPartition('EVENT', merchantId)
          : keys.statusIndex('EVENT', merchantId, type, '', '').GSI2PK,
      ':from': until === undefined ? retentionCutoff(now) : `${retentionCutoff(now)}#`,
      ...(until === undefined ? {} : { ':until': until }),
    },
    ScanIndexForward: false,
  };
}

/** The index Query's `ExclusiveStartKey` that resumes right after `item`. */
function resumeAfter(item: Record<string, unknown>, type: EventType | undefined): Record<string, string> {
  const index = indexOf(type);
  const names = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, index.partitionKey, index.sortKey];
  return Object.fromEntries(names.map((name) => [name, String(item[name])]));
}

export interface EventPage {
  events: StoredEvent[];
  total: number;
  /** Where the next page starts when there may be one (signed into `nextCursor` by the caller). */
  next?: CursorPosition | undefined;
}

/**
 * How many of the merchant's events (of one type, or all) are inside the 30-day window: the
 * counters of every whole day after the window's first (one Query of small items: at most 30 days
 * × 9 types × 10 shards, whatever the number of events), plus the first day's events after the
 * cutoff, counted in the index (the only events read: at most one day's). Events written before
 * the counters existed are not counted; 30 days after they shipped, none are left.
 */
export async function countEvents(
  merchantId: string,
  type: EventType | undefined,
  now: Date,
): Promise<number> {
  const cutoff = retentionCutoff(now);
  const firstDay = dayOf(cutoff);
  const secondDay = dayOf(new Date(Date.parse(firstDay) + DAY_MS).toISOString());
  const counters = queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.eventCounterShard(merchantId, firstDay, '', 0).PK,
      ':from': `${EVENT_COUNTER_PREFIX}${secondDay}#`,
      ':to': `${EVENT_COUNTER_PREFIX}${dayOf(now.toISOString())}#~`,
    },
    ConsistentRead: true,
  });
  // The cutoff's own day: its events after the cutoff, up to the day's last sort key.
  const firstDayRest = countAll(windowQuery(merchantId, type, now, `${firstDay}~`));
  const [items, rest] = await Promise.all([counters, firstDayRest]);
  // `EVCOUNT#<day>#<type>#<shard>`
  const days = items
    .filter((item) => type === undefined || String(item.SK).split('#')[2] === type)
    .reduce((total, item) => total + Number(item.count ?? 0), 0);
  return days + rest;
}

/**
 * A page of the merchant's events of the last 30 days, newest first, optionally of one type (its
 * own GSI2 partition, so a type filter reads only that type). The total (`countEvents`: the day
 * counters and the window's first day) runs beside the page asked by number; a walk by cursor
 * carries that first total, so its later pages read only their own events (see `eventsAfter`) and
 * the walk's total stays the one it started with.
 *
 * The items come straight from the index, with no consistent re-read of their keys (which the
 * other lists do): an event is immutable and never removed, so the index cannot hold a stale copy
 * nor one removed before the request. TTL does delete events, but only past their 30 days, which
 * the window's key condition already leaves out whatever the index still holds. What the index can
 * do is lag by missing an event just written, and a re-read of the page's keys could not bring
 * that one back: the page is the one a request made a moment earlier would have read.
 */
export async function listEvents(
  merchantId: string,
  { page, size, after }: CursorPaging,
  type: EventType | undefined,
  now = new Date(),
): Promise<EventPage> {
  const query = windowQuery(merchantId, type, now);
  if (after) return eventsAfter(query, type, size, after, now);
  const wanted = (page + 1) * size;
  let last: Record<string, unknown> | undefined;
  const readPage = async () => {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await dynamo().send(
        new QueryCommand({
          ...query,
          // DynamoDB's Limit is a 32-bit integer: a page far past the end must not overflow it.
          Limit: Math.min(wanted - items.length, MAX_QUERY_LIMIT),
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(result.Items ?? []));
      startKey = result.LastEvaluatedKey;
    } while (startKey && items.length < wanted);
    if (items.length === wanted) last = items[wanted - 1];
    return items.slice(page * size, wanted);
  };
  const [items, total] = await Promise.all([readPage(), countEvents(merchantId, type, now)]);
  return {
    events: items.map((item) => fromItem<StoredEvent>(item)),
    total,
    // The total travels in the cursor: the next pages read only their own events.
    next: last && total > wanted ? { key: resumeAfter(last, type), total } : undefined,
  };
}

/**
 * A page by cursor: `size` events of the window from where the previous page stopped, one Query
 * (more only past 1 MB), no COUNT: the total is the one counted when the walk began. The window is
 * the request's own, so an event that passed its 30 days during the walk is not listed; the last
 * page may come back empty when the one before ended exactly at the end of the window.
 */
async function eventsAfter(
  query: QueryCommandInput,
  type: EventType | undefined,
  size: number,
  after: CursorPosition,
  now: Date,
): Promise<EventPage> {
  const total = after.total ?? 0;
  // The walk has passed the window's end (its last event aged out while it was held): nothing is
  // left, and DynamoDB would refuse a start key outside the key condition (a 400, not a page).
  if (!(String(after.key[indexOf(type).sortKey]) > retentionCutoff(now))) return { events: [], total };
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined = after.key;
  do {
    const result: QueryCommandOutput = await dynamo().send(
      new QueryCommand({ ...query, Limit: size - items.length, ExclusiveStartKey: startKey }),
    );
    items.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey;
  } while (startKey && items.length < size);
  const last = items.at(-1);
  return {
    events: items.map((item) => fromItem<StoredEvent>(item)),
    total,
    next: startKey && last ? { key: resumeAfter(last, type), total } : undefined,
  };
}

/** The event and its deliveries: one query, as they share a partition and a key prefix. */
export async function getEventWithDeliveries(
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<{ event: StoredEvent; deliveries: Delivery[] } | undefined> {
  const { PK, SK } = keys.entity('EVENT', merchantId, id);
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': PK, ':sk': SK },
    ConsistentRead: true,
  });
  const eventItem = items.find((item) => item.SK === SK);
  if (!eventItem) return undefined;
  const event = fromItem<StoredEvent>(eventItem);
  if (!isLive(event, now)) return undefined;
  const deliveries = items
    .filter((item) => String(item.SK).startsWith(deliveryPrefix(id)))
    .map((item) => fromItem<Delivery>(item));
  return { event, deliveries };
}

/**
 * Undispatched events (GSI4 `DUE#EVENT`) created up to `now`, oldest first; only one merchant's
 * when asked (tests, so that files running in parallel leave each other's events alone).
 */
export const undispatchedEvents = async (
  now: Date,
  options: { merchantId?: string; limit?: number } = {},
): Promise<StoredEvent[]> =>
  (await dueItems('EVENT', now, options)).map((item) => fromItem<StoredEvent>(item));
