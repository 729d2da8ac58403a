import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import { dynamo, tableName } from './client.js';
import { consistentItems, itemKey } from './batch.js';
import { countAll, fromItem } from './items.js';
import { duePartition, keys, type Entity } from './keys.js';
import { listLive, MAX_QUERY_LIMIT } from './lists.js';
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

/**
 * One index partition that can hold matches of a filter, read newest first. The sort keys of
 * GSI2 and GSI3 are `<createdAt>#<id>`, the list's order, so partitions merge by sort key.
 */
interface Side {
  /** Its name in a cursor's position. */
  name: string;
  index: typeof STATUS_INDEX | typeof CUSTOMER_INDEX;
  partition: string;
}

/**
 * The status filter as DynamoDB evaluates it, read-time expiry included: `effectiveStatus` says a
 * waiting item is expired from the instant `expiresAt` itself, and `expiresAt` is always written by
 * `toISOString()` (one fixed-width UTC format), so comparing the strings compares the instants.
 */
function statusCondition<S extends string>(spec: StatusListSpec<S>, status: S | undefined, now: Date) {
  if (status === undefined) return undefined;
  const names = { '#status': 'status' };
  if (status === spec.waiting)
    return {
      expression: '#status = :waiting AND expiresAt > :now',
      names,
      values: { ':waiting': spec.waiting, ':now': now.toISOString() },
    };
  if (status === spec.expired)
    return {
      expression: '#status = :expired OR (#status = :waiting AND expiresAt <= :now)',
      names,
      values: { ':expired': spec.expired, ':waiting': spec.waiting, ':now': now.toISOString() },
    };
  return { expression: '#status = :status', names, values: { ':status': status } };
}

type Condition = ReturnType<typeof statusCondition>;

/**
 * The partitions a filter reads, never the merchant's other items: a customer's (GSI3), or one
 * status (GSI2), where read-time expiry decides between waiting and expired: waiting is its own
 * partition still ahead of `expiresAt`, expired the expired partition merged with the waiting
 * entries past it (not swept yet).
 */
function sidesOf<S extends string>(
  spec: StatusListSpec<S>,
  merchantId: string,
  filters: StatusFilters<S>,
): Side[] {
  const { status, customerId } = filters;
  if (customerId !== undefined)
    return [
      {
        name: 'customer',
        index: CUSTOMER_INDEX,
        partition: keys.customerIndex(spec.entity, merchantId, customerId, '', '').GSI3PK,
      },
    ];
  const partitions: S[] =
    status === spec.expired ? [spec.expired, spec.waiting] : status === undefined ? [] : [status];
  return partitions.map((partition) => ({
    name: partition,
    index: STATUS_INDEX,
    partition: keys.statusIndex(spec.entity, merchantId, partition, '', '').GSI2PK,
  }));
}

function sideQuery(side: Side, condition: Condition, below: string | undefined): QueryCommandInput {
  const { partitionKey, sortKey } = side.index;
  return {
    TableName: tableName(),
    IndexName: side.index.indexName,
    KeyConditionExpression: `${partitionKey} = :pk${below === undefined ? '' : ` AND ${sortKey} < :below`}`,
    ScanIndexForward: false,
    ...(condition ? { FilterExpression: condition.expression } : {}),
    ExpressionAttributeNames: condition?.names,
    ExpressionAttributeValues: {
      ':pk': side.partition,
      ...(below === undefined ? {} : { ':below': below }),
      ...condition?.values,
    },
  };
}

/**
 * The matches a reader has not handed out: those it read and did not take, plus a COUNT Query of
 * the rest of its partition from where it stopped (no item travels back).
 */
async function countRest(reader: Reader, condition: Condition): Promise<number> {
  if (reader.exhausted || !reader.startKey) return reader.buffer.length;
  const rest = await countAll({
    ...sideQuery(reader.side, condition, reader.below),
    ExclusiveStartKey: reader.startKey,
  });
  return reader.buffer.length + rest;
}

/** A side during one request: the matches read and not yet taken, and where its Query stopped. */
interface Reader {
  side: Side;
  /** Exclusive upper bound of the sort keys still to read; '' once the side is exhausted. */
  below: string | undefined;
  buffer: { id: string; sortKey: string }[];
  startKey: Record<string, unknown> | undefined;
  exhausted: boolean;
  /** Queries made for this page: each asks for twice as many items as the one before. */
  queries: number;
}

const EXHAUSTED = '';
/**
 * A bound just above `sortKey` and below every greater key: sort keys all have the same shape
 * (`<24-character instant>#<36-character UUID>`), so none starts with another.
 */
const justAbove = (sortKey: string): string => `${sortKey}~`;

/**
 * Skips `skip` matches, then takes `size`, newest first across the sides (a merge by sort key).
 * Each side's Query asks only for as many items as are still wanted (its `Limit` counts the items
 * evaluated, filter or not), so a page by cursor reads about `size` items per side, whatever the
 * depth. The position returned resumes every side where it stopped: a match read but not taken
 * is read again on the next page, nothing else is.
 */
async function mergedPage(
  sides: Side[],
  condition: Condition,
  from: Record<string, string> | undefined,
  skip: number,
  size: number,
): Promise<{ ids: string[]; next: Record<string, string> | undefined; taken: number; readers: Reader[] }> {
  const readers: Reader[] = sides.map((side) => {
    const below = from?.[side.name];
    return { side, below, buffer: [], startKey: undefined, exhausted: below === EXHAUSTED, queries: 0 };
  });
  let taken = 0;
  const wanted = skip + size;
  const ids: string[] = [];
  const fill = async (reader: Reader): Promise<void> => {
    while (reader.buffer.length === 0 && !reader.exhausted) {
      const result: QueryCommandOutput = await dynamo().send(
        new QueryCommand({
          ...sideQuery(reader.side, condition, reader.below),
          ProjectionExpression: `id, ${reader.side.index.sortKey}`,
          // A filter can skip long runs: doubling keeps that to a few round trips.
          Limit: Math.min((wanted - taken) * 2 ** reader.queries, MAX_QUERY_LIMIT),
          ExclusiveStartKey: reader.startKey,
        }),
      );
      for (const item of result.Items ?? [])
        reader.buffer.push({ id: String(item.id), sortKey: String(item[reader.side.index.sortKey]) });
      reader.startKey = result.LastEvaluatedKey;
      reader.exhausted = reader.startKey === undefined;
      reader.queries = Math.min(reader.queries + 1, 20);
    }
  };
  while (taken < wanted) {
    await Promise.all(readers.map(fill));
    let newest: Reader | undefined;
    for (const reader of readers)
      if (reader.buffer[0] && (!newest || reader.buffer[0].sortKey > newest.buffer[0]!.sortKey))
        newest = reader;
    if (!newest) break;
    const entry = newest.buffer.shift()!;
    if (taken >= skip) ids.push(entry.id);
    taken++;
  }
  if (readers.every((reader) => reader.exhausted && reader.buffer.length === 0))
    return { ids, next: undefined, taken, readers };
  const next: Record<string, string> = {};
  for (const reader of readers) {
    const pending = reader.buffer[0];
    next[reader.side.name] = pending
      ? justAbove(pending.sortKey)
      : reader.startKey
        ? String(reader.startKey[reader.side.index.sortKey])
        : EXHAUSTED;
  }
  return { ids, next, taken, readers };
}

/** The full items of a page of ids, in that order (one consistent BatchGetItem). */
async function byIds<T>(entity: Entity, merchantId: string, ids: string[]): Promise<T[]> {
  const found = await consistentItems(ids.map((id) => keys.entity(entity, merchantId, id)));
  return ids.flatMap((id) => {
    const item = found.get(itemKey(keys.entity(entity, merchantId, id)));
    return item ? [fromItem<T>(item)] : [];
  });
}

export interface StatusListResult<T> {
  items: T[];
  total: number;
  /** Where the next page starts when there may be one (signed into `nextCursor` by the caller). */
  next?: CursorPosition | undefined;
}

/**
 * Without filters: one page of the list index and the counter (`listLive`). With filters: the page
 * merged from the matching partitions (keys only, the filter evaluated by DynamoDB), then that
 * page's items in one consistent batch. By page number, the rest of the partitions is then
 * counted (COUNT Queries) for the total; by cursor, the total counted when the walk began travels
 * in the cursor, and the page reads only from where the previous one stopped.
 */
export async function listWithStatus<S extends string, T extends Expiring<S>>(
  spec: StatusListSpec<S>,
  merchantId: string,
  paging: CursorPaging,
  filters: StatusFilters<S>,
  now: Date,
): Promise<StatusListResult<T>> {
  if (filters.status === undefined && filters.customerId === undefined) {
    const { items, total, next } = await listLive(spec.entity, merchantId, paging);
    return { items: items.map((item) => fromItem<T>(item)), total, next };
  }
  const sides = sidesOf(spec, merchantId, filters);
  const condition = statusCondition(spec, filters.status, now);
  const { page, size, after } = paging;
  const { ids, next, taken, readers } = await mergedPage(
    sides,
    condition,
    after?.key,
    after ? 0 : page * size,
    size,
  );
  // By number, the total is what the page walked past plus the rest counted: every matching key
  // is read once, as a page-0 walk plus its cursor pages read them.
  const counting = after
    ? Promise.resolve(after.total ?? 0)
    : Promise.all(readers.map((reader) => countRest(reader, condition))).then((rest) =>
        rest.reduce((sum, count) => sum + count, taken),
      );
  const [total, items] = await Promise.all([counting, byIds<T>(spec.entity, merchantId, ids)]);
  // On AWS the index can still show the state an item just left: the item read consistently is
  // what decides whether it belongs to a status filter (the page is then one short).
  const { status } = filters;
  return {
    items: status === undefined ? items : items.filter((item) => spec.effectiveStatus(item, now) === status),
    total,
    next: next && { key: next, total },
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
