import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import { dynamo, tableName } from './client.js';
import { fromItem } from './items.js';
import { ownerPartition, duePartition, statusPartition } from './keys.js';
import { layout, statusShards, type DueFamily, type Entity } from './layout.js';
import {
  countRest,
  currentItems,
  listLive,
  listSides,
  mergedPage,
  type Condition,
  type Side,
} from './lists.js';
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
  /** Only items created at or after this instant (ISO, UTC): a bound on the index's sort key. */
  createdFrom?: string | undefined;
  /** Only items created before this instant. */
  createdBefore?: string | undefined;
}

export interface StatusListSpec<S extends string, T = Pick<Expiring<S>, 'status' | 'expiresAt'>> {
  entity: Entity;
  /** The state that reads as `expired` once its deadline has passed (`PENDING`, `OPEN`). */
  waiting: S;
  expired: S;
  /** The attribute holding the waiting state's deadline: `expiresAt` when absent. */
  deadline?: string;
  /** The state a reader sees now, whatever the sweep has persisted. */
  effectiveStatus: (entry: T, now: Date) => S;
}

/**
 * The status filter as DynamoDB evaluates it, read-time expiry included: `effectiveStatus` says a
 * waiting item is expired from the instant `expiresAt` itself, and `expiresAt` is always written by
 * `toISOString()` (one fixed-width UTC format), so comparing the strings compares the instants.
 */
function statusCondition<S extends string, T>(
  spec: StatusListSpec<S, T>,
  status: S | undefined,
  now: Date,
): Condition | undefined {
  if (status === undefined) return undefined;
  const names = { '#status': 'status', '#deadline': spec.deadline ?? 'expiresAt' };
  if (status === spec.waiting)
    return {
      expression: '#status = :waiting AND #deadline > :now',
      names,
      values: { ':waiting': spec.waiting, ':now': now.toISOString() },
    };
  if (status === spec.expired)
    return {
      expression: '#status = :expired OR (#status = :waiting AND #deadline <= :now)',
      names,
      values: { ':expired': spec.expired, ':waiting': spec.waiting, ':now': now.toISOString() },
    };
  return { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': status } };
}

/**
 * The partitions a filter reads, never the merchant's other items: the merchant's list (GSI1) for a
 * creation range alone, a customer's (GSI3), or every
 * shard of one status (GSI2), where read-time expiry decides between waiting and expired: waiting
 * is its own partitions still ahead of `expiresAt`, expired the expired partitions merged with the
 * waiting entries past it (not swept yet).
 */
function sidesOf<S extends string, T>(
  spec: StatusListSpec<S, T>,
  merchantId: string,
  filters: StatusFilters<S>,
): Side[] {
  const { status, customerId } = filters;
  if (customerId === undefined && status === undefined) return listSides(spec.entity, merchantId);
  if (customerId !== undefined)
    return [
      {
        name: 'customer',
        index: CUSTOMER_INDEX,
        partition: ownerPartition(spec.entity, merchantId, customerId),
      },
    ];
  const statuses: S[] =
    status === spec.expired ? [spec.expired, spec.waiting] : status === undefined ? [] : [status];
  return statuses.flatMap((partition) =>
    Array.from({ length: statusShards(spec.entity) }, (_, shard) => ({
      name: `${partition}.${shard}`,
      index: STATUS_INDEX,
      partition: statusPartition(spec.entity, merchantId, partition, shard),
    })),
  );
}

export interface StatusListResult<T> {
  items: T[];
  total: number;
  /** Where the next page starts when there may be one (signed into `nextCursor` by the caller). */
  next?: CursorPosition | undefined;
}

/**
 * Without filters: the merchant's list and its counters (`listLive`). With filters (a creation
 * range among them): the page
 * merged from the matching partitions (the filter evaluated by DynamoDB), then that page's items
 * in one consistent batch. By page number, the rest of the partitions is then counted (COUNT
 * Queries) for the total; by cursor, the total counted when the walk began travels in the cursor,
 * and the page reads only from where the previous one stopped.
 */
export async function listWithStatus<
  S extends string,
  T extends Pick<Expiring<S>, 'id' | 'createdAt' | 'status'>,
>(
  spec: StatusListSpec<S, T>,
  merchantId: string,
  paging: CursorPaging,
  filters: StatusFilters<S>,
  now: Date,
): Promise<StatusListResult<T>> {
  const { createdFrom, createdBefore } = filters;
  if (
    filters.status === undefined &&
    filters.customerId === undefined &&
    createdFrom === undefined &&
    createdBefore === undefined
  ) {
    const { items, total, next } = await listLive(spec.entity, merchantId, paging);
    return { items: items.map((item) => fromItem<T>(item)), total, next };
  }
  // Every side's sort key is `<createdAt>#<id>`: a creation range bounds the key condition itself,
  // so the Queries read only the range's entries.
  const query = {
    condition: statusCondition(spec, filters.status, now),
    after: createdFrom,
    before: createdBefore,
  };
  const { page, size, after } = paging;
  const merged = await mergedPage(
    sidesOf(spec, merchantId, filters),
    query,
    after?.key,
    after ? 0 : page * size,
    size,
  );
  // By number, the total is what the page walked past plus the rest counted: every matching key
  // is read once, as a page-0 walk plus its cursor pages read them.
  const counting = after
    ? Promise.resolve(after.total ?? 0)
    : countRest(merged.readers, query).then((rest) => rest + merged.taken);
  const [total, items] = await Promise.all([counting, currentItems(spec.entity, merchantId, merged.entries)]);
  // On AWS the index can still show the state an item just left: the item read consistently is
  // what decides whether it belongs to a status filter (the page is then one short).
  const { status } = filters;
  const records = items.map((item) => fromItem<T>(item));
  return {
    items:
      status === undefined ? records : records.filter((item) => spec.effectiveStatus(item, now) === status),
    total,
    next:
      merged.next && (after !== undefined || (page + 1) * size < total)
        ? { key: merged.next, total }
        : undefined,
  };
}

const SWEEP_PAGE = 100;
const SWEEP_CONCURRENCY = 8;
/** Shards of one due family read at a time. */
const DUE_SHARD_CONCURRENCY = 16;

/** The due entries of one shard of `family` up to `until`, a page at a time, oldest first. */
async function* dueShardPages(
  family: DueFamily,
  shard: number,
  until: string,
  merchantId: string | undefined,
): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: DUE_INDEX.indexName,
        KeyConditionExpression: `${DUE_INDEX.partitionKey} = :pk AND ${DUE_INDEX.sortKey} < :bound`,
        // Sort keys are `<dueAt>#<merchant>#<id>`: every key of an instant up to `until` sorts
        // before `<until>$`.
        ...(merchantId ? { FilterExpression: 'merchantId = :merchant' } : {}),
        ExpressionAttributeValues: {
          ':pk': duePartition(family, shard),
          ':bound': `${until}$`,
          ...(merchantId ? { ':merchant': merchantId } : {}),
        },
        Limit: SWEEP_PAGE,
        ExclusiveStartKey: startKey,
      }),
    );
    yield result.Items ?? [];
    startKey = result.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Every due entry of `family` up to `until` (an ISO instant), a page at a time, across the
 * family's shards; only one merchant's when asked (tests, beside other test files). The index
 * holds only waiting items, so this reads only what is due.
 */
export async function* duePages(
  family: DueFamily,
  until: string,
  merchantId?: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const shards = layout().due[family];
  for (let first = 0; first < shards; first += DUE_SHARD_CONCURRENCY) {
    const group = Array.from(
      { length: Math.min(DUE_SHARD_CONCURRENCY, shards - first) },
      (_, i) => first + i,
    );
    const pages = await Promise.all(
      group.map(async (shard) => {
        const items: Record<string, unknown>[] = [];
        for await (const page of dueShardPages(family, shard, until, merchantId)) items.push(...page);
        return items;
      }),
    );
    for (const page of pages) if (page.length > 0) yield page;
  }
}

/**
 * The due items of `family` up to `now`, oldest first; only one merchant's when asked (tests,
 * beside other test files). The index projects whole items: what it holds may lag the table by a
 * moment, and the conditional write that acts on an item decides.
 */
export async function dueItems(
  family: DueFamily,
  now: Date,
  options: { merchantId?: string | undefined; limit?: number | undefined } = {},
): Promise<Record<string, unknown>[]> {
  const entries: Record<string, unknown>[] = [];
  for await (const page of duePages(family, now.toISOString(), options.merchantId)) entries.push(...page);
  entries.sort((a, b) => String(a[DUE_INDEX.sortKey]).localeCompare(String(b[DUE_INDEX.sortKey])));
  return options.limit === undefined ? entries : entries.slice(0, options.limit);
}

/**
 * Runs `expire` on every item of `family` due by `now`, a few at a time. `expire` answers whether
 * it expired the item (false when it was paid or cancelled since the index was read). Returns how
 * many it expired.
 */
export async function sweepDue<T>(
  family: DueFamily,
  now: Date,
  expire: (record: T) => Promise<boolean>,
  keep: (record: T) => boolean = () => true,
): Promise<number> {
  let expired = 0;
  for await (const page of duePages(family, now.toISOString())) {
    const due = page.map((item) => fromItem<T>(item)).filter(keep);
    for (let i = 0; i < due.length; i += SWEEP_CONCURRENCY) {
      const outcomes = await Promise.all(due.slice(i, i + SWEEP_CONCURRENCY).map(expire));
      expired += outcomes.filter(Boolean).length;
    }
  }
  return expired;
}
