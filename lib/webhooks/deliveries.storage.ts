import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import { eventExpiry, inWindow, newEvent, PING_EVENT, type StoredEvent } from '../domain/event.js';
import {
  chargeOfEvent,
  newDelivery,
  type Delivery,
  type DeliveryRef,
  type DeliveryStatus,
} from './webhook.domain.js';

export type { DeliveryRef };
import { dynamo, tableName } from '../db/client.js';
import type { Commit } from '../db/idempotency.js';
import { fromItem, queryAll } from '../db/items.js';
import { chargeDeliveryPartition, DELIVERY_PREFIX, keys, statusPartition } from '../db/keys.js';
import { statusShards } from '../db/layout.js';
import { mergedPage } from '../db/lists.js';
import { dueItems } from '../db/status-lists.js';
import { CUSTOMER_INDEX, STATUS_INDEX, TTL_ATTRIBUTE } from '../db/table.js';
import { ConditionFailed, transact, type TransactItem } from '../db/transact.js';
import { liveEndpointCheck } from './endpoints.storage.js';

/** The event and its deliveries: one Query, as they share the event's partition. */
export async function getEventWithDeliveries(
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<{ event: StoredEvent; deliveries: Delivery[] } | undefined> {
  const { PK, SK } = keys.entity('EVENT', id);
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': PK },
    ConsistentRead: true,
  });
  const eventItem = items.find((item) => item.SK === SK);
  if (!eventItem || eventItem.merchantId !== merchantId) return undefined;
  const event = fromItem<StoredEvent>(eventItem);
  if (!inWindow(event.createdAt, now)) return undefined;
  const deliveries = items
    .filter((item) => String(item.SK).startsWith(DELIVERY_PREFIX))
    .map((item) => fromItem<Delivery>(item));
  return { event, deliveries };
}

/** A delivery's id in the indexes: its event's and its endpoint's. */
const refKey = (ref: DeliveryRef): string => `${ref.eventId}:${ref.endpointId}`;

const dueIndexOf = (ref: DeliveryRef, dueAt: string) =>
  keys.dueIndex('WEBHOOK_DELIVERY', dueAt, ref.merchantId, refKey(ref));

/** Where a delivery whose last attempt (at `at`) failed is listed: the merchant's failing deliveries. */
const failingIndexOf = (ref: DeliveryRef, at: string) =>
  keys.statusIndex('WEBHOOK_DELIVERY', ref.merchantId, FAILING, at, refKey(ref));

/** The name of the failing deliveries' partitions of GSI2 (a delivery has no such status itself). */
const FAILING = 'FAILING';

/**
 * The merchant's deliveries whose last attempt failed, latest failure first: those waiting for a
 * retry and those given up (`FAILED`). One Query per shard of their GSI2 partitions, merged.
 */
export async function failingDeliveries(merchantId: string, size: number): Promise<Delivery[]> {
  const sides = Array.from({ length: statusShards('WEBHOOK_DELIVERY') }, (_, shard) => ({
    name: String(shard),
    index: STATUS_INDEX,
    partition: statusPartition('WEBHOOK_DELIVERY', merchantId, FAILING, shard),
  }));
  const { entries } = await mergedPage(sides, {}, undefined, 0, size);
  return entries.map((item) => fromItem<Delivery>(item));
}

export const refOf = (delivery: Delivery): DeliveryRef => ({
  merchantId: delivery.merchantId,
  eventId: delivery.eventId,
  endpointId: delivery.endpointId,
});

/**
 * A new PENDING delivery, due at its `nextAttemptAt`; it goes with its event (the same `ttl`),
 * carries its event's type and, for an event about a charge, is listed under that charge (GSI3).
 */
function deliveryPut(event: StoredEvent, delivery: Delivery): TransactItem {
  const chargeId = chargeOfEvent(event);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.delivery(event.id, delivery.endpointId),
        ...dueIndexOf(delivery, delivery.nextAttemptAt!),
        ...(chargeId === undefined
          ? {}
          : keys.chargeDeliveryIndex(delivery.merchantId, chargeId, delivery.createdAt, refKey(delivery))),
        entity: 'WEBHOOK_DELIVERY',
        ttl: eventExpiry(new Date(event.createdAt)),
        ...delivery,
        eventType: event.type,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** A charge's deliveries this many at most, newest first: a charge has a handful of events. */
export const CHARGE_DELIVERIES_MAX = 100;

/**
 * The webhook deliveries of the merchant's events about one charge, newest first: one Query of the
 * charge's partition of GSI3 (the index projects the whole item).
 */
export async function chargeDeliveries(merchantId: string, chargeId: string): Promise<Delivery[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: CUSTOMER_INDEX.indexName,
      KeyConditionExpression: `${CUSTOMER_INDEX.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': chargeDeliveryPartition(merchantId, chargeId) },
      ScanIndexForward: false,
      Limit: CHARGE_DELIVERIES_MAX,
    }),
  );
  return (Items ?? []).map((item) => fromItem<Delivery>(item));
}

/**
 * The dispatch of one event, in one transaction: a PENDING delivery per subscribed endpoint and
 * the removal of the event's "undispatched" entry. Returns the deliveries to enqueue: the new
 * ones, or, if an earlier run already dispatched this event (a retried stream batch, a second
 * poller), the ones still pending, since that run may have crashed before enqueueing them.
 */
export async function recordDispatch(
  event: StoredEvent,
  endpointIds: string[],
  now: Date,
): Promise<DeliveryRef[]> {
  const { merchantId } = event;
  const deliveries = endpointIds.map((endpointId) => newDelivery(merchantId, event.id, endpointId, now));
  try {
    await transact({
      dispatched: {
        Update: {
          TableName: tableName(),
          Key: keys.entity('EVENT', event.id),
          UpdateExpression: 'REMOVE GSI4PK, GSI4SK',
          ConditionExpression: 'attribute_exists(GSI4PK)',
        },
      },
      deliveries: deliveries.map((delivery) => deliveryPut(event, delivery)),
    });
    return deliveries.map(refOf);
  } catch (error) {
    if (!(error instanceof ConditionFailed && error.has('dispatched'))) throw error;
    return (await deliveriesOf(merchantId, event.id)).filter((d) => d.status === 'PENDING').map(refOf);
  }
}

/**
 * The item of a ping to one endpoint (`PING_EVENT`, `data` `{"endpointId"}`), to be written in
 * the transaction that writes its delivery: an event item like any (retrieved and kept the same),
 * but in no list (GSI1), no type partition (GSI2) and no day counter, so lists and totals never
 * count it; and never undispatched (GSI4): its delivery is written with it. On AWS its insert
 * still reaches the dispatcher through the stream, which leaves pings alone. Here, not beside the
 * other event items in `events.ts`, so the functions that write events do not carry it.
 */
export function pingPut(
  merchantId: string,
  endpointId: string,
  now: Date,
): { item: TransactItem; event: StoredEvent } {
  const event = newEvent(merchantId, uuidv7(), PING_EVENT, config().environment, { endpointId }, now);
  return {
    event,
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.entity('EVENT', event.id),
          entity: 'EVENT',
          [TTL_ATTRIBUTE]: eventExpiry(now),
          ...event,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
}

/**
 * A ping to one endpoint, in one transaction: the ping event, its PENDING delivery (due now) and
 * the request's idempotency marker, only while the merchant's endpoint exists (`ConditionFailed`
 * on `endpoint` otherwise, and nothing is written).
 */
export async function recordPing(
  merchantId: string,
  endpointId: string,
  now: Date,
  commit?: Commit,
): Promise<{ event: StoredEvent; delivery: Delivery }> {
  const { item, event } = pingPut(merchantId, endpointId, now);
  const delivery = newDelivery(merchantId, event.id, endpointId, now);
  await transact({
    endpoint: liveEndpointCheck(merchantId, endpointId),
    event: item,
    delivery: deliveryPut(event, delivery),
    idempotency: commit?.({ kind: 'EVENT', id: event.id }),
  });
  return { event, delivery };
}

/**
 * Makes each of `deliveries` due now for a new attempt (PENDING, back in the due index), in one
 * transaction with the request's idempotency marker. Each write holds only on the state it was read
 * in: the same status and attempt count, and no attempt running (no lease, or one that has ended).
 * So a redelivery that races an attempt either lands before the attempt's claim (which then makes
 * the one attempt) or is refused (`ConditionFailed` on `deliveries`) and read again; it never
 * makes a second attempt run beside the first.
 */
export async function redeliver(deliveries: Delivery[], now: Date, commit?: TransactItem): Promise<void> {
  const at = now.toISOString();
  await transact({
    deliveries: deliveries.map((delivery): TransactItem => {
      const due = dueIndexOf(delivery, at);
      return {
        Update: {
          TableName: tableName(),
          Key: keys.delivery(delivery.eventId, delivery.endpointId),
          UpdateExpression: 'SET #status = :pending, nextAttemptAt = :now, GSI4PK = :duePk, GSI4SK = :dueSk',
          ConditionExpression:
            'merchantId = :merchant AND #status = :read AND attempts = :attempts AND ' +
            '(attribute_not_exists(leasedUntil) OR leasedUntil <= :now)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pending': 'PENDING',
            ':now': at,
            ':duePk': due.GSI4PK,
            ':dueSk': due.GSI4SK,
            ':merchant': delivery.merchantId,
            ':read': delivery.status,
            ':attempts': delivery.attempts,
          },
        },
      };
    }),
    idempotency: commit,
  });
}

export async function deliveriesOf(merchantId: string, eventId: string): Promise<Delivery[]> {
  const { PK } = keys.entity('EVENT', eventId);
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': PK, ':sk': DELIVERY_PREFIX },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => fromItem<Delivery>(item));
}

export async function getDelivery(ref: DeliveryRef): Promise<Delivery | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.delivery(ref.eventId, ref.endpointId),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem<Delivery>(Item) : undefined;
}

export type Claim =
  { claimed: true; delivery: Delivery } | { claimed: false; delivery: Delivery | undefined };

/**
 * Takes a due PENDING delivery for one attempt: its next attempt moves to `leaseUntil`, so no
 * other worker (a duplicate SQS message, a second poller) attempts it meanwhile, and if this
 * worker dies mid-attempt the delivery comes due again at `leaseUntil` (at least once).
 */
export async function claimDelivery(ref: DeliveryRef, now: Date, leaseUntil: Date): Promise<Claim> {
  const lease = leaseUntil.toISOString();
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.delivery(ref.eventId, ref.endpointId),
        // `leasedUntil` marks the attempt as running, so a redelivery leaves it alone.
        UpdateExpression: 'SET nextAttemptAt = :lease, leasedUntil = :lease, GSI4SK = :dueKey',
        ConditionExpression: '#status = :pending AND nextAttemptAt <= :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':lease': lease,
          ':dueKey': dueIndexOf(ref, lease).GSI4SK,
          ':pending': 'PENDING',
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { claimed: true, delivery: fromItem<Delivery>(Attributes!) };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // The item of a refused condition comes in the low-level format: the document client does not
    // translate errors.
    return { claimed: false, delivery: error.Item ? fromItem<Delivery>(unmarshall(error.Item)) : undefined };
  }
}

export interface AttemptRecord {
  status: DeliveryStatus;
  /** Whether this was an attempt (a POST, or a refused address); false when dropped without one. */
  counted: boolean;
  responseStatus: number | null;
  error: string | null;
  at: Date;
  nextAttemptAt: Date | null;
}

/**
 * Records the attempt made under a claim, conditionally on the attempt count the claim read, so
 * a worker whose lease ran out cannot overwrite a newer attempt's result.
 */
export async function recordAttempt(claimed: Delivery, record: AttemptRecord): Promise<boolean> {
  const ref = refOf(claimed);
  const next = record.nextAttemptAt?.toISOString();
  // A delivery whose last attempt failed is listed among the merchant's failing ones (GSI2) until an
  // attempt delivers it: the same write sets or removes the entry.
  const failing = record.status !== 'DELIVERED';
  const set = [
    '#status = :status',
    'attempts = :attempts',
    'lastResponseStatus = :response',
    'lastError = :error',
    'lastAttemptAt = :at',
    'nextAttemptAt = :next',
    ...(next ? ['GSI4SK = :dueKey'] : []),
    ...(failing ? ['GSI2PK = :failingPk', 'GSI2SK = :failingSk'] : []),
  ];
  const remove = [
    'leasedUntil',
    ...(next ? [] : ['GSI4PK', 'GSI4SK']),
    ...(failing ? [] : ['GSI2PK', 'GSI2SK']),
  ];
  const failingIndex = failingIndexOf(ref, record.at.toISOString());
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.delivery(ref.eventId, ref.endpointId),
        UpdateExpression: `SET ${set.join(', ')} REMOVE ${remove.join(', ')}`,
        ConditionExpression: '#status = :pending AND attempts = :read',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': record.status,
          ':attempts': claimed.attempts + (record.counted ? 1 : 0),
          ':response': record.responseStatus,
          ':error': record.error,
          ':at': record.counted ? record.at.toISOString() : claimed.lastAttemptAt,
          ':next': next ?? null,
          ':pending': 'PENDING',
          ':read': claimed.attempts,
          ...(next ? { ':dueKey': dueIndexOf(ref, next).GSI4SK } : {}),
          ...(failing ? { ':failingPk': failingIndex.GSI2PK, ':failingSk': failingIndex.GSI2SK } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    // Another worker recorded this attempt first (our lease had run out): its record stands.
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** PENDING deliveries due by `now`, oldest first (the local driver's queue). */
export const dueDeliveries = async (
  now: Date,
  options: { merchantId?: string; limit?: number } = {},
): Promise<DeliveryRef[]> =>
  (await dueItems('WEBHOOK_DELIVERY', now, options)).map((item) => refOf(fromItem<Delivery>(item)));
