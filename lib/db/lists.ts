import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import { consistentItems, itemKey } from './batch.js';
import { dynamo, tableName } from './client.js';
import { counterPrefix, keys, listPartition, type Entity } from './keys.js';
import { LIST_INDEX, TABLE_KEYS } from './table.js';

/** Largest `Limit` DynamoDB accepts; a query returns at most 1 MB per call anyway. */
export const MAX_QUERY_LIMIT = 2_147_483_647;

/**
 * Up to this many skipped items the counter and the page are read in parallel (one round trip of
 * latency); beyond it the counter is read first, so a page past the end costs one read.
 */
const PARALLEL_SKIP_LIMIT = 10_000;

export interface ListResult {
  items: Record<string, unknown>[];
  total: number;
  /** Where the next page starts when there may be one (signed into `nextCursor` by the caller). */
  next?: CursorPosition | undefined;
}

/** The list-index Query's `ExclusiveStartKey` that resumes right after `item`. */
function resumeAfter(item: Record<string, unknown>): Record<string, string> {
  const names = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, LIST_INDEX.partitionKey, LIST_INDEX.sortKey];
  return Object.fromEntries(names.map((name) => [name, String(item[name])]));
}

/**
 * The merchant's live items of `entity`: the sum of the counter's shards and of the unsharded
 * counter written before sharding, in one strongly consistent Query of at most 11 small items.
 */
export async function countLive(entity: Entity, merchantId: string): Promise<number> {
  const prefix = counterPrefix(entity);
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.counter(entity, merchantId).PK, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  let total = 0;
  for (const item of Items ?? []) {
    const sk = String(item.SK);
    // begins_with alone would also match an entity whose name extends this one.
    if (sk === prefix || sk.startsWith(`${prefix}#`)) total += Number(item.count ?? 0);
  }
  // A removal may land on a shard before the create it undoes reaches another: shards go below
  // zero, their sum never does once both are written.
  return Math.max(0, total);
}

export interface Filter {
  expression: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
  /**
   * The same filter on a stored item, for the values that can change after creation (a
   * product's status): the page is re-read consistently and an item that no longer matches is
   * dropped. Without it, an item that matched in the (eventually consistent) index stays.
   */
  matches?: (item: Record<string, unknown>) => boolean;
}

/**
 * The page's items as they are now. The list index is eventually consistent: on AWS it can
 * still hold, for a moment, an item removed before the request or the old values of an updated
 * one. One strongly consistent BatchGetItem of the page's keys drops what was removed (or no
 * longer matches) and answers the current values, in the index's order.
 */
async function currentItems(
  items: Record<string, unknown>[],
  matches?: (item: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>[]> {
  if (items.length === 0) return items;
  const current = await consistentItems(items);
  const fresh: Record<string, unknown>[] = [];
  for (const item of items) {
    const now = current.get(itemKey(item));
    if (now && now.deletedAt === undefined && (matches === undefined || matches(now))) fresh.push(now);
  }
  return fresh;
}

function newestFirst(entity: Entity, merchantId: string, filter?: Filter): QueryCommandInput {
  return {
    TableName: tableName(),
    IndexName: LIST_INDEX.indexName,
    KeyConditionExpression: 'GSI1PK = :pk',
    ScanIndexForward: false,
    ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
    ExpressionAttributeValues: { ':pk': listPartition(entity, merchantId), ...filter?.values },
  };
}

/**
 * One page of live items, newest first. The total comes from the merchant's counter (one read,
 * whatever the size); the page's keys are read from the sparse list index, which holds no removed
 * items, and the items themselves by one consistent BatchGetItem (see `currentItems`).
 * Reaching page p reads the p * size items before it: deep pages cost more (docs/architecture.md).
 */
export async function listLive(
  entity: Entity,
  merchantId: string,
  { page, size, after }: CursorPaging,
): Promise<ListResult> {
  if (after) return listLiveAfter(entity, merchantId, size, after);
  const wanted = (page + 1) * size;
  let last: Record<string, unknown> | undefined;
  const readPage = async (): Promise<Record<string, unknown>[]> => {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await dynamo().send(
        new QueryCommand({
          ...newestFirst(entity, merchantId),
          // DynamoDB's Limit is a 32-bit integer: a page far past the end must not overflow it.
          Limit: Math.min(wanted - items.length, MAX_QUERY_LIMIT),
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(result.Items ?? []));
      startKey = result.LastEvaluatedKey;
    } while (startKey && items.length < wanted);
    if (items.length === wanted) last = items[wanted - 1];
    return currentItems(items.slice(page * size, wanted));
  };
  const withNext = (items: Record<string, unknown>[], total: number): ListResult => ({
    items,
    total,
    next: last && total > wanted ? { key: resumeAfter(last) } : undefined,
  });
  if (page * size <= PARALLEL_SKIP_LIMIT) {
    const [total, items] = await Promise.all([countLive(entity, merchantId), readPage()]);
    return withNext(items, total);
  }
  // A deep page waits for the total first, so a page past the end reads nothing more.
  const total = await countLive(entity, merchantId);
  return withNext(page * size >= total ? [] : await readPage(), total);
}

/**
 * A page by cursor: `size` index items from where the previous page stopped, so walking the
 * whole list reads every item once, whatever its depth. The last page may come back empty when
 * the one before ended exactly at the end of the list.
 */
async function listLiveAfter(
  entity: Entity,
  merchantId: string,
  size: number,
  after: CursorPosition,
): Promise<ListResult> {
  const readPage = async () => {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined = after.key;
    do {
      const result: QueryCommandOutput = await dynamo().send(
        new QueryCommand({
          ...newestFirst(entity, merchantId),
          Limit: size - items.length,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(result.Items ?? []));
      startKey = result.LastEvaluatedKey;
    } while (startKey && items.length < size);
    const last = items.at(-1);
    const next = startKey && last ? { key: resumeAfter(last) } : undefined;
    return { items: await currentItems(items), next };
  };
  const [total, { items, next }] = await Promise.all([countLive(entity, merchantId), readPage()]);
  return { items, total, next };
}

/**
 * A filtered page: the filter runs in DynamoDB, but every live item of the merchant is read to
 * count the matches, so the cost grows with the merchant's item count (docs/architecture.md).
 */
export async function listFiltered(
  entity: Entity,
  merchantId: string,
  { page, size, after }: CursorPaging,
  filter: Filter,
): Promise<ListResult> {
  if (after) return listFilteredAfter(entity, merchantId, size, filter, after);
  const from = page * size;
  const items: Record<string, unknown>[] = [];
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo().send(
      new QueryCommand({ ...newestFirst(entity, merchantId, filter), ExclusiveStartKey: startKey }),
    );
    for (const item of result.Items ?? []) {
      if (total >= from && total < from + size) items.push(item);
      total++;
    }
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  const last = items.at(-1);
  // The total travels in the cursor: the next pages read only their own items.
  const next = last && total > from + size ? { key: resumeAfter(last), total } : undefined;
  return { items: await currentItems(items, filter.matches), total, next };
}

/**
 * A filtered page by cursor: matches from where the previous page stopped, `size` items evaluated
 * per Query (a Query's `Limit` counts items before the filter). The total is the one counted on
 * the first page, carried in the cursor: counting again would read the whole partition per page.
 */
async function listFilteredAfter(
  entity: Entity,
  merchantId: string,
  size: number,
  filter: Filter,
  after: CursorPosition,
): Promise<ListResult> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined = after.key;
  let more: boolean;
  let queries = 0;
  do {
    const result: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        ...newestFirst(entity, merchantId, filter),
        // A selective filter skips long runs: each Query asks for twice as many items as the one
        // before, so a page takes a few round trips whatever the filter's share of the list.
        Limit: Math.min(size * 2 ** queries, MAX_QUERY_LIMIT),
        ExclusiveStartKey: startKey,
      }),
    );
    const found = result.Items ?? [];
    queries = Math.min(queries + 1, 20);
    const room = size - items.length;
    items.push(...found.slice(0, room));
    startKey = result.LastEvaluatedKey;
    more = startKey !== undefined || found.length > room;
  } while (startKey && items.length < size);
  const last = items.at(-1);
  const total = after.total ?? 0;
  const next = more && last && items.length === size ? { key: resumeAfter(last), total } : undefined;
  return { items: await currentItems(items, filter.matches), total, next };
}
