import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Paging } from '../domain/paging.js';
import { dynamo, tableName } from './client.js';
import { consistentItems, itemKey } from './batch.js';
import { fromItem } from './items.js';
import { duePartition, keys, type Entity } from './keys.js';
import { listLive } from './lists.js';
import { CUSTOMER_INDEX, DUE_INDEX, STATUS_INDEX } from './table.js';

/**
 * Lists and expiry sweeps of the entities with a state machine and a deadline (charges, checkouts):
 * the same index layout (GSI2 status, GSI3 customer, GSI4 due) and the same read-time expiry, so one
 * implementation serves both.
 */
export interface Expiring<S extends string> {
  id: string;
  createdAt: string;
  status: S;
  expiresAt: string;
}

export interface StatusFilters<S extends string> {
  status?: S | undefined;
  customerId?: string | undefined;
}

export interface StatusListSpec<S extends string> {
  entity: Entity;
  /** The state that reads as `expired` once `expiresAt` has passed (`PENDING`, `OPEN`). */
  waiting: S;
  expired: S;
  /** The state a reader sees now, whatever the sweep has persisted. */
  effectiveStatus: (entry: Pick<Expiring<S>, 'status' | 'expiresAt'>, now: Date) => S;
}

async function queryEntries<S extends string>(
  index: string,
  partitionKey: string,
  value: string,
): Promise<Expiring<S>[]> {
  const entries: Expiring<S>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const input: QueryCommandInput = {
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': value },
      ExpressionAttributeNames: { '#status': 'status' },
      ProjectionExpression: 'id, createdAt, #status, expiresAt',
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
    };
    const result = await dynamo().send(new QueryCommand(input));
    entries.push(...((result.Items ?? []) as Expiring<S>[]));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

/**
 * The index entries a filter matches, newest first. Only the partitions that can hold a match are
 * read, never the merchant's other items: a customer's (GSI3), or one status (GSI2), where read-time
 * expiry decides between waiting and expired: waiting is its partition still ahead of `expiresAt`,
 * expired the expired partition plus the waiting entries past it (not swept yet), merged.
 */
async function matchingEntries<S extends string>(
  spec: StatusListSpec<S>,
  merchantId: string,
  filters: StatusFilters<S>,
  now: Date,
): Promise<Expiring<S>[]> {
  const { status, customerId } = filters;
  let entries: Expiring<S>[];
  if (customerId !== undefined) {
    entries = await queryEntries<S>(
      CUSTOMER_INDEX.indexName,
      CUSTOMER_INDEX.partitionKey,
      keys.customerIndex(spec.entity, merchantId, customerId, '', '').GSI3PK,
    );
  } else {
    const partitions: S[] =
      status === spec.expired ? [spec.expired, spec.waiting] : status === undefined ? [] : [status];
    const read = await Promise.all(
      partitions.map((partition) =>
        queryEntries<S>(
          STATUS_INDEX.indexName,
          STATUS_INDEX.partitionKey,
          keys.statusIndex(spec.entity, merchantId, partition, '', '').GSI2PK,
        ),
      ),
    );
    entries = read.flat();
  }
  const matching =
    status === undefined ? entries : entries.filter((entry) => spec.effectiveStatus(entry, now) === status);
  const order = (entry: Expiring<S>) => `${entry.createdAt}#${entry.id}`;
  return matching.sort((a, b) => (order(a) < order(b) ? 1 : order(a) > order(b) ? -1 : 0));
}

/** The full items of a page of ids, in that order (one consistent BatchGetItem). */
async function byIds<T>(entity: Entity, merchantId: string, ids: string[]): Promise<T[]> {
  const found = await consistentItems(ids.map((id) => keys.entity(entity, merchantId, id)));
  return ids.flatMap((id) => {
    const item = found.get(itemKey(keys.entity(entity, merchantId, id)));
    return item ? [fromItem<T>(item)] : [];
  });
}

/**
 * Without filters: one page of the list index and the counter. With filters: the matching index
 * entries (keys and states only), the page cut from them, then that page's items in one batch.
 */
export async function listWithStatus<S extends string, T extends Expiring<S>>(
  spec: StatusListSpec<S>,
  merchantId: string,
  paging: Paging,
  filters: StatusFilters<S>,
  now: Date,
): Promise<{ items: T[]; total: number }> {
  if (filters.status === undefined && filters.customerId === undefined) {
    const { items, total } = await listLive(spec.entity, merchantId, paging);
    return { items: items.map((item) => fromItem<T>(item)), total };
  }
  const entries = await matchingEntries(spec, merchantId, filters, now);
  const from = paging.page * paging.size;
  const page = entries.slice(from, from + paging.size);
  const items = await byIds<T>(
    spec.entity,
    merchantId,
    page.map((entry) => entry.id),
  );
  // On AWS the index can still show the state an item just left: the item read consistently is
  // what decides whether it belongs to a status filter (the page is then one short).
  const { status } = filters;
  return {
    items: status === undefined ? items : items.filter((item) => spec.effectiveStatus(item, now) === status),
    total: entries.length,
  };
}

const SWEEP_PAGE = 100;
const SWEEP_CONCURRENCY = 8;

/**
 * The GSI4 items of `entity` due by `until` (an ISO instant), a page at a time. The index holds
 * only waiting items, so this reads only what is due.
 */
export async function* duePages(entity: Entity, until: string): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: DUE_INDEX.indexName,
        KeyConditionExpression: `${DUE_INDEX.partitionKey} = :pk AND ${DUE_INDEX.sortKey} < :bound`,
        // Sort keys are `<dueAt>#…`: every key of an instant up to `until` sorts before `<until>$`.
        ExpressionAttributeValues: { ':pk': duePartition(entity), ':bound': `${until}$` },
        Limit: SWEEP_PAGE,
        ExclusiveStartKey: startKey,
      }),
    );
    yield result.Items ?? [];
    startKey = result.LastEvaluatedKey;
  } while (startKey);
}

/**
 * One page of the GSI4 items of `entity` due by `now`, oldest first; only one merchant's when
 * asked (tests, so that files running in parallel leave each other's items alone: such a filter
 * reads past other merchants' items, so it takes no limit). For the webhook dispatcher and driver.
 */
export async function dueItems(
  entity: Entity,
  now: Date,
  options: { merchantId?: string | undefined; limit?: number | undefined } = {},
): Promise<Record<string, unknown>[]> {
  const { merchantId } = options;
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: DUE_INDEX.indexName,
      KeyConditionExpression: `${DUE_INDEX.partitionKey} = :pk AND ${DUE_INDEX.sortKey} <= :now`,
      ...(merchantId ? { FilterExpression: 'merchantId = :merchant' } : {}),
      ExpressionAttributeValues: {
        ':pk': duePartition(entity),
        ':now': `${now.toISOString()}#~`,
        ...(merchantId ? { ':merchant': merchantId } : {}),
      },
      ...(merchantId ? {} : { Limit: options.limit ?? SWEEP_PAGE }),
    }),
  );
  return result.Items ?? [];
}

/**
 * Runs `expire` on every item of `entity` due by `now`, a few at a time. `expire` answers whether
 * it expired the item (false when it was paid or cancelled since the index was read). Returns how
 * many it expired.
 */
export async function sweepDue<T>(
  entity: Entity,
  now: Date,
  expire: (record: T) => Promise<boolean>,
  keep: (record: T) => boolean = () => true,
): Promise<number> {
  let expired = 0;
  for await (const page of duePages(entity, now.toISOString())) {
    const due = page.map((item) => fromItem<T>(item)).filter(keep);
    for (let i = 0; i < due.length; i += SWEEP_CONCURRENCY) {
      const outcomes = await Promise.all(due.slice(i, i + SWEEP_CONCURRENCY).map(expire));
      expired += outcomes.filter(Boolean).length;
    }
  }
  return expired;
}
