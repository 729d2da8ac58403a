import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import { consistentItems, itemKey } from './batch.js';
import { dynamo, tableName } from './client.js';
import { countAll } from './items.js';
import { counterPartition, keys, listPartition } from './keys.js';
import { counterLayout, listShards, type Entity } from './layout.js';
import { LIST_INDEX, type IndexDefinition } from './table.js';

/** Largest `Limit` DynamoDB accepts; a query returns at most 1 MB per call anyway. */
export const MAX_QUERY_LIMIT = 2_147_483_647;

/**
 * Up to this many skipped items the total and the page are read in parallel (one round trip of
 * latency); beyond it the total is read first, so a page past the end costs nothing more.
 */
const PARALLEL_SKIP_LIMIT = 10_000;

/**
 * One index partition a list reads: a shard of a merchant's list, status or type, or a customer's
 * partition. Sort keys are `<createdAt>#<id>` everywhere, the list's order, so partitions merge by
 * sort key into one newest-first list.
 */
export interface Side {
  /** Its name in a cursor's position. */
  name: string;
  index: IndexDefinition;
  partition: string;
}

/** A FilterExpression evaluated by DynamoDB on each index entry a side reads. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
}

/** The sides of a merchant's list of `entity`: one per shard. */
export const listSides = (entity: Entity, merchantId: string): Side[] =>
  Array.from({ length: listShards(entity) }, (_, shard) => ({
    name: String(shard),
    index: LIST_INDEX,
    partition: listPartition(entity, merchantId, shard),
  }));

export interface SideQuery {
  condition?: Condition | undefined;
  /** Only entries whose sort key is greater (a window's start). */
  after?: string | undefined;
  /** Only entries whose sort key is smaller (a window's end). */
  before?: string | undefined;
}

function sideQuery(side: Side, query: SideQuery, resumed: string | undefined): QueryCommandInput {
  const { partitionKey, sortKey } = side.index;
  // A window's end and a cursor's position both bound the keys from above: the lower one holds.
  const below =
    query.before === undefined || (resumed !== undefined && resumed < query.before) ? resumed : query.before;
  const range = [
    ...(query.after === undefined ? [] : [`${sortKey} > :after`]),
    ...(below === undefined ? [] : [`${sortKey} < :below`]),
  ];
  const keyCondition =
    range.length === 2
      ? `${partitionKey} = :pk AND ${sortKey} BETWEEN :afterJust AND :belowJust`
      : [`${partitionKey} = :pk`, ...range].join(' AND ');
  const bounds =
    range.length === 2
      ? // BETWEEN is inclusive: the first key after `after` and the last before `below`.
        { ':afterJust': `${query.after}#`, ':belowJust': justBelow(below!) }
      : {
          ...(query.after === undefined ? {} : { ':after': query.after }),
          ...(below === undefined ? {} : { ':below': below }),
        };
  return {
    TableName: tableName(),
    IndexName: side.index.indexName,
    KeyConditionExpression: keyCondition,
    ScanIndexForward: false,
    ...(query.condition ? { FilterExpression: query.condition.expression } : {}),
    ExpressionAttributeNames: query.condition?.names,
    ExpressionAttributeValues: { ':pk': side.partition, ...bounds, ...query.condition?.values },
  };
}

/** A side during one request: the matches read and not yet taken, and where its Query stopped. */
interface Reader {
  side: Side;
  /** Exclusive upper bound of the sort keys still to read; '' once the side is exhausted. */
  below: string | undefined;
  buffer: Record<string, unknown>[];
  startKey: Record<string, unknown> | undefined;
  exhausted: boolean;
  /** Queries made for this page: each asks for twice as many items as the one before. */
  queries: number;
  /** The sort key of the last entry its Queries returned. */
  lastRead: string | undefined;
}

const EXHAUSTED = '';
/**
 * Bounds just above and below a sort key: sort keys all have the same shape
 * (`<24-character instant>#<36-character UUID>`), so none starts with another.
 */
const justAbove = (sortKey: string): string => `${sortKey}~`;
const justBelow = (sortKey: string): string =>
  sortKey.slice(0, -1) + String.fromCharCode(sortKey.charCodeAt(sortKey.length - 1) - 1) + '~';

export interface MergedPage {
  /** The entries taken, newest first (index items: full items where the index projects them). */
  entries: Record<string, unknown>[];
  /** Where the next page starts, by side; undefined after the last. */
  next: Record<string, string> | undefined;
  /** How many matches the page walked past, skipped ones included. */
  taken: number;
  readers: Reader[];
}

/**
 * Skips `skip` matches, then takes `size`, newest first across the sides (a merge by sort key).
 * Each side's first Query asks for its share of what is wanted, and a side that runs dry before the
 * page is full asks again for twice as many, so a page reads about `size` entries whatever the
 * number of sides and the depth. The position returned resumes every side where it stopped: an
 * entry read but not taken is read again on the next page, nothing else is.
 */
export async function mergedPage(
  sides: Side[],
  query: SideQuery,
  from: Record<string, string> | undefined,
  skip: number,
  size: number,
): Promise<MergedPage> {
  const readers: Reader[] = sides.map((side) => {
    const below = from?.[side.name];
    // A side resumed below the window's start (it moved on since the walk began) has nothing left.
    const exhausted =
      below === EXHAUSTED || (below !== undefined && query.after !== undefined && below <= query.after);
    return { side, below, buffer: [], startKey: undefined, exhausted, queries: 0, lastRead: undefined };
  });
  let taken = 0;
  const wanted = skip + size;
  const entries: Record<string, unknown>[] = [];
  const share = (): number => Math.ceil((wanted - taken) / readers.length);
  const fill = async (reader: Reader): Promise<void> => {
    while (reader.buffer.length === 0 && !reader.exhausted) {
      const result: QueryCommandOutput = await dynamo().send(
        new QueryCommand({
          ...sideQuery(reader.side, query, reader.below),
          Limit: Math.min(share() * 2 ** reader.queries, MAX_QUERY_LIMIT),
          ExclusiveStartKey: reader.startKey,
        }),
      );
      reader.buffer.push(...(result.Items ?? []));
      const last = result.Items?.at(-1);
      if (last) reader.lastRead = String(last[reader.side.index.sortKey]);
      reader.startKey = result.LastEvaluatedKey;
      reader.exhausted = reader.startKey === undefined;
      reader.queries = Math.min(reader.queries + 1, 20);
    }
  };
  const sortKeyOf = (reader: Reader, entry: Record<string, unknown>): string =>
    String(entry[reader.side.index.sortKey]);
  while (taken < wanted) {
    await Promise.all(readers.map(fill));
    let newest: Reader | undefined;
    for (const reader of readers)
      if (
        reader.buffer[0] &&
        (!newest || sortKeyOf(reader, reader.buffer[0]) > sortKeyOf(newest, newest.buffer[0]!))
      )
        newest = reader;
    if (!newest) break;
    const entry = newest.buffer.shift()!;
    if (taken >= skip) entries.push(entry);
    taken++;
  }
  if (readers.every((reader) => reader.exhausted && reader.buffer.length === 0))
    return { entries, next: undefined, taken, readers };
  const next: Record<string, string> = {};
  for (const reader of readers) {
    const pending = reader.buffer[0];
    next[reader.side.name] = pending
      ? justAbove(sortKeyOf(reader, pending))
      : reader.startKey
        ? String(reader.startKey[reader.side.index.sortKey])
        : // A side that ran out at a window's start has more below it for a wider window: the
          // position stays where its reading stopped.
          query.after !== undefined
          ? (reader.lastRead ?? reader.below ?? query.after)
          : EXHAUSTED;
  }
  return { entries, next, taken, readers };
}

/**
 * The matches a page's readers have not handed out: those read and not taken, plus a COUNT Query
 * of the rest of each side from where it stopped (no item travels back).
 */
export async function countRest(readers: Reader[], query: SideQuery): Promise<number> {
  const rests = await Promise.all(
    readers.map((reader) =>
      reader.exhausted || !reader.startKey
        ? reader.buffer.length
        : countAll({
            ...sideQuery(reader.side, query, reader.below),
            ExclusiveStartKey: reader.startKey,
          }).then((rest) => reader.buffer.length + rest),
    ),
  );
  return rests.reduce((sum, count) => sum + count, 0);
}

/**
 * The merchant's live items of `entity`: the sum of its counter's items, one strongly consistent
 * Query per counter partition (a handful of small items each).
 */
export async function countLive(entity: Entity, merchantId: string): Promise<number> {
  const { partitions } = counterLayout(entity);
  const sums = await Promise.all(
    Array.from({ length: partitions }, async (_, partition) => {
      const { Items } = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': counterPartition(entity, merchantId, partition) },
          ConsistentRead: true,
        }),
      );
      return (Items ?? []).reduce((sum, item) => sum + Number(item.count ?? 0), 0);
    }),
  );
  // A removal may land on an item before the create it undoes reaches another: items go below
  // zero, their sum never does once both are written.
  return Math.max(
    0,
    sums.reduce((sum, count) => sum + count, 0),
  );
}

/**
 * The page's items as they are now, by the ids the index gave. The index is eventually
 * consistent: on AWS it can still hold, for a moment, an item removed before the request or the
 * old values of an updated one. One strongly consistent BatchGetItem of the page's ids drops what
 * was removed (or no longer matches, or is not the merchant's) and answers the current values, in
 * the index's order.
 */
export async function currentItems(
  entity: Entity,
  merchantId: string,
  entries: Record<string, unknown>[],
  matches?: (item: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>[]> {
  if (entries.length === 0) return [];
  const ids = entries.map((entry) => String(entry.id));
  const found = await consistentItems(ids.map((id) => keys.entity(entity, id)));
  return ids.flatMap((id) => {
    const item = found.get(itemKey(keys.entity(entity, id)));
    return item && item.merchantId === merchantId && item.deletedAt === undefined && (matches?.(item) ?? true)
      ? [item]
      : [];
  });
}

export interface ListResult {
  items: Record<string, unknown>[];
  total: number;
  /** Where the next page starts when there may be one (signed into `nextCursor` by the caller). */
  next?: CursorPosition | undefined;
}

/**
 * One page of live items, newest first: the merged page of the list's shards (a removed item
 * leaves the list index), the items themselves by one consistent BatchGetItem, and the total from
 * the counters (whatever the size). Reaching page p reads the p × size entries before it: deep
 * pages cost more (docs/architecture.md); a cursor resumes where the last page stopped.
 */
export async function listLive(
  entity: Entity,
  merchantId: string,
  paging: CursorPaging,
): Promise<ListResult> {
  const { page, size, after } = paging;
  const sides = listSides(entity, merchantId);
  const readPage = async (): Promise<{
    items: Record<string, unknown>[];
    next: Record<string, string> | undefined;
  }> => {
    const merged = await mergedPage(sides, {}, after?.key, after ? 0 : page * size, size);
    return { items: await currentItems(entity, merchantId, merged.entries), next: merged.next };
  };
  // By number, a page that reaches the total is the last, whatever its shards' reads could tell.
  const position = (next: Record<string, string> | undefined, total: number) =>
    next && (after !== undefined || (page + 1) * size < total) ? { key: next } : undefined;
  if (after || page * size <= PARALLEL_SKIP_LIMIT) {
    const [total, { items, next }] = await Promise.all([countLive(entity, merchantId), readPage()]);
    return { items, total, next: position(next, total) };
  }
  // A deep page waits for the total first, so a page past the end reads nothing more.
  const total = await countLive(entity, merchantId);
  if (page * size >= total) return { items: [], total };
  const { items, next } = await readPage();
  return { items, total, next: position(next, total) };
}

export interface Filter extends Condition {
  /**
   * The same filter on a stored item, for the values that can change after creation (a
   * product's status): the page is re-read consistently and an item that no longer matches is
   * dropped. Without it, an item that matched in the (eventually consistent) index stays.
   */
  matches?: (item: Record<string, unknown>) => boolean;
}

/**
 * A filtered page: the filter runs in DynamoDB on the list's shards. By page number, the rest of
 * the shards is counted too (COUNT Queries), so the cost grows with the merchant's item count
 * (docs/architecture.md); by cursor, the total counted on the first page travels in the cursor.
 */
export async function listFiltered(
  entity: Entity,
  merchantId: string,
  { page, size, after }: CursorPaging,
  filter: Filter,
): Promise<ListResult> {
  const sides = listSides(entity, merchantId);
  const query = { condition: filter };
  const merged = await mergedPage(sides, query, after?.key, after ? 0 : page * size, size);
  const [total, items] = await Promise.all([
    after
      ? Promise.resolve(after.total ?? 0)
      : countRest(merged.readers, query).then((rest) => rest + merged.taken),
    currentItems(entity, merchantId, merged.entries, filter.matches),
  ]);
  const more = after !== undefined || (page + 1) * size < total;
  return { items, total, next: merged.next && more ? { key: merged.next, total } : undefined };
}
