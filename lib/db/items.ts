import { GetCommand, PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { keys, type Entity, type TableKey } from './keys.js';
import { counterLayout } from './layout.js';
import { TTL_ATTRIBUTE } from './table.js';
import {
  conditionalWrite,
  ConditionFailed,
  COUNTER_ADDITION,
  OPTIMISTIC_ATTEMPTS,
  transact,
  TransactionRetriesExhausted,
  type TransactionParts,
  type TransactItem,
} from './transact.js';

/**
 * Building blocks shared by the entity modules: every merchant-owned entity is stored the same
 * way (its record, a live-list index entry, a counter, optional uniqueness guards), so creation,
 * removal and guard handling are written once here.
 */
export interface OwnedRecord {
  id: string;
  merchantId: string;
  createdAt: string;
}

export type Versioned = OwnedRecord & { version: number };

const STORAGE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'GSI4PK',
  'GSI4SK',
  'ttl',
  'entity',
  'deletedAt',
]);

/** The domain record inside a stored item: the item without its keys and storage attributes. */
export function fromItem<T>(item: Record<string, unknown>): T {
  const record: Record<string, unknown> = {};
  for (const name in item) if (!STORAGE_ATTRIBUTES.has(name)) record[name] = item[name];
  return record as T;
}

export function toItem(entity: Entity, record: OwnedRecord): Record<string, unknown> {
  return {
    ...keys.entity(entity, record.id),
    ...keys.listIndex(entity, record.merchantId, record.createdAt, record.id),
    entity,
    ...record,
  };
}

/** Whether a stored item is a live (not removed) item of the merchant. */
export const isLiveOf = (item: Record<string, unknown> | undefined, merchantId: string): boolean =>
  item !== undefined && item.merchantId === merchantId && item.deletedAt === undefined;

/**
 * A merchant's live (not removed) item by id; strongly consistent so a write is visible to the
 * next read. Another merchant's item is as missing as an unknown one.
 */
export async function getLive<T>(entity: Entity, merchantId: string, id: string): Promise<T | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.entity(entity, id), ConsistentRead: true }),
  );
  return isLiveOf(Item, merchantId) ? fromItem<T>(Item!) : undefined;
}

export const putNew = (entity: Entity, record: OwnedRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: toItem(entity, record),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** Logical removal: the item stays (history) but leaves the list index and every lookup. */
const removal = (entity: Entity, record: Versioned, now: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.entity(entity, record.id),
    UpdateExpression: 'SET deletedAt = :now, updatedAt = :now, version = :next REMOVE GSI1PK, GSI1SK',
    ConditionExpression: 'merchantId = :merchant AND version = :read AND attribute_not_exists(deletedAt)',
    ExpressionAttributeValues: {
      ':merchant': record.merchantId,
      ':now': now,
      ':read': record.version,
      ':next': record.version + 1,
    },
  },
});

const randomBelow = (n: number): number => Math.floor(Math.random() * n);

/**
 * An unconditional ADD of `delta` to the `count` of the item at `key` (setting its `ttl` when it
 * has none). Several on one item in one transaction are sent as one (`transact`).
 */
export function counterAdd(key: Record<string, string>, delta: number, ttl?: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression:
        ttl === undefined ? COUNTER_ADDITION : `${COUNTER_ADDITION} SET #ttl = if_not_exists(#ttl, :ttl)`,
      ExpressionAttributeNames: {
        '#count': 'count',
        ...(ttl === undefined ? {} : { '#ttl': TTL_ATTRIBUTE }),
      },
      ExpressionAttributeValues: { ':delta': delta, ...(ttl === undefined ? {} : { ':ttl': ttl }) },
    },
  };
}

/**
 * Adds to the merchant's live-item counter of `entity`, on a random item of a random partition:
 * concurrent creates and removals of one merchant spread over the items (no two transactions meet
 * on one) and over the partition keys (no key takes more than its share). `countLive` (lists.ts)
 * sums them.
 */
export function counterDelta(entity: Entity, merchantId: string, delta: 1 | -1): TransactItem {
  const { partitions, items } = counterLayout(entity);
  return counterAdd(
    { ...keys.counter(entity, merchantId, randomBelow(partitions), randomBelow(items)) },
    delta,
  );
}

/** Claims a unique value; its condition fails when a live owner already holds it. */
export const claimGuard = (key: TableKey, ownerId: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...key, ownerId },
    ConditionExpression: 'attribute_not_exists(PK)',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  },
});

/** Frees a unique value, but only the owner's claim. */
export const releaseGuard = (key: TableKey, ownerId: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: key,
    ConditionExpression: 'ownerId = :owner',
    ExpressionAttributeValues: { ':owner': ownerId },
  },
});

export async function getGuardOwner(key: TableKey): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item?.ownerId as string | undefined;
}

/**
 * Logical removal of a live entity, with its counter and (when it holds one) its unique value
 * released in the same transaction; false when there is no such live entity. Retried from a fresh
 * read if the item changed in between.
 */
export async function removeEntity<T extends Versioned>(
  entity: Entity,
  merchantId: string,
  id: string,
  options: {
    guardOf?: (record: T) => TableKey | undefined;
    /** The counter's part: a shard by default (`counterDelta`). */
    counter?: () => TransactItem;
  } = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const current = await getLive<T>(entity, merchantId, id);
    if (!current) return false;
    const guard = options.guardOf?.(current);
    try {
      await transact(() => ({
        item: removal(entity, current, new Date().toISOString()),
        counter: options.counter?.() ?? counterDelta(entity, merchantId, -1),
        guard: guard && releaseGuard(guard, id),
      }));
      return true;
    } catch (error) {
      if (!(error instanceof ConditionFailed && error.has('item'))) throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/**
 * Read, merge, write conditionally on the version read: one conditional PutItem when no unique
 * value moves, a transaction with the guard's claim (part `unique`) and release when one does, or
 * with the request's `Idempotency-Key` marker (part `idempotency`) when there is one.
 * When another writer got there first the version check fails and the merge starts over from the
 * fresh item, so no update is lost and the merged rules hold on what is stored. Undefined when
 * there is no such live entity; a unique value held by another is `ConditionFailed` on `unique`.
 */
export async function updateEntity<T extends Versioned>(
  entity: Entity,
  merchantId: string,
  id: string,
  merge: (current: T) => T,
  uniqueKeyOf?: (record: T) => TableKey | undefined,
  commit?: TransactItem,
): Promise<T | undefined> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const current = await getLive<T>(entity, merchantId, id);
    if (!current) return undefined;
    const next = merge(current);
    const replace = {
      TableName: tableName(),
      Item: toItem(entity, next),
      ConditionExpression: 'version = :read AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':read': current.version },
    };
    const held = uniqueKeyOf?.(current);
    const wanted = uniqueKeyOf?.(next);
    try {
      const moving =
        wanted !== undefined && (wanted.PK !== held?.PK || wanted.SK !== held.SK) ? wanted : undefined;
      if (moving === undefined && commit === undefined) {
        await conditionalWrite('item', () => dynamo().send(new PutCommand(replace)));
      } else {
        const parts: TransactionParts = {
          item: { Put: replace },
          unique: moving && claimGuard(moving, id),
          released: moving && held && releaseGuard(held, id),
          idempotency: commit,
        };
        await transact(parts);
      }
      return next;
    } catch (error) {
      // The version is checked first: a stale write retries rather than report a clash with a
      // value its own item took in the meantime.
      if (error instanceof ConditionFailed && error.has('item')) continue;
      throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/**
 * Every page of a Query, following `LastEvaluatedKey` from the input's `ExclusiveStartKey` (when it
 * has one) to the end: one call per 1 MB read.
 */
async function* queryPages(input: QueryCommandInput) {
  let startKey = input.ExclusiveStartKey;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    yield page;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Every item a Query matches. */
export async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input)) items.push(...(page.Items ?? []));
  return items;
}

/** How many items a Query matches, with `Select: 'COUNT'`: no item travels back. */
export async function countAll(input: QueryCommandInput): Promise<number> {
  let count = 0;
  for await (const page of queryPages({ ...input, Select: 'COUNT' })) count += page.Count ?? 0;
  return count;
}
