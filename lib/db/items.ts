import {
  GetCommand,
  PutCommand,
  QueryCommand,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { notFound, type ApiError } from '../errors.js';
import { dynamo, tableName } from './client.js';
import { keys, type Entity, type TableKey } from './keys.js';
import { randomShard } from './shards.js';
import {
  conditionalWrite,
  conditionFailed,
  conditionFailedAt,
  transactWrite,
  TransactionRetriesExhausted,
} from './transact.js';

/**
 * Building blocks shared by the entity modules: every merchant-owned entity is stored the same
 * way (its record, a live-list index entry, a counter, optional uniqueness guards), so creation,
 * removal and guard handling are written once here.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

interface OwnedRecord {
  id: string;
  merchantId: string;
  createdAt: string;
}

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

/**
 * The domain record inside a stored item. Copied attribute by attribute rather than spread and
 * `delete`d: deleting turns the copy into a slow dictionary object, which every view and
 * `JSON.stringify` after it pays for (about 40% more on a page of 20 events).
 */
export function fromItem<T>(item: Record<string, unknown>): T {
  const record: Record<string, unknown> = {};
  for (const name in item) if (!STORAGE_ATTRIBUTES.has(name)) record[name] = item[name];
  return record as T;
}

export function toItem(entity: Entity, record: OwnedRecord): Record<string, unknown> {
  return {
    ...keys.entity(entity, record.merchantId, record.id),
    ...keys.listIndex(entity, record.merchantId, record.createdAt, record.id),
    entity,
    ...record,
  };
}

/** A live (not removed) item by id; strongly consistent so a write is visible to the next read. */
export async function getLive<T>(entity: Entity, merchantId: string, id: string): Promise<T | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.entity(entity, merchantId, id),
      ConsistentRead: true,
    }),
  );
  if (!Item || Item.deletedAt !== undefined) return undefined;
  return fromItem<T>(Item);
}

export const putNewItem = (entity: Entity, record: OwnedRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: toItem(entity, record),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** Replaces a live item only if nobody changed or removed it since it was read. */
export const replaceInput = (
  entity: Entity,
  record: OwnedRecord & { version: number },
  readVersion: number,
): PutCommandInput => ({
  TableName: tableName(),
  Item: toItem(entity, record),
  ConditionExpression: 'version = :read AND attribute_not_exists(deletedAt)',
  ExpressionAttributeValues: { ':read': readVersion },
});

/** Logical removal: the item stays (history) but leaves the list index and every lookup. */
export const removeItem = (
  entity: Entity,
  record: OwnedRecord & { version: number },
  now: string,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.entity(entity, record.merchantId, record.id),
    UpdateExpression: 'SET deletedAt = :now, updatedAt = :now, version = :next REMOVE GSI1PK, GSI1SK',
    ConditionExpression: 'version = :read AND attribute_not_exists(deletedAt)',
    ExpressionAttributeValues: { ':now': now, ':read': record.version, ':next': record.version + 1 },
  },
});

/**
 * Adds to the merchant's live-item counter of `entity`, on one of its shards (random unless
 * given): concurrent creates and removals of one merchant spread over the shards instead of all
 * conflicting on one item. `countLive` (lists.ts) sums the shards.
 */
export const counterDelta = (
  entity: Entity,
  merchantId: string,
  delta: 1 | -1,
  shard: number = randomShard(),
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.counterShard(entity, merchantId, shard),
    UpdateExpression: 'ADD #count :delta',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** Claims a unique value; fails (ConditionalCheckFailed) when a live owner already holds it. */
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

/** Attempts of a read-modify-write before giving up on a record that keeps changing under us. */
export const OPTIMISTIC_ATTEMPTS = 5;

/**
 * Logical removal of a live entity, with its counter and (when it holds one) its unique value
 * released in the same transaction. Retried from a fresh read if the item changed in between;
 * a concurrent removal makes the next read answer 404.
 */
export async function removeEntity<T extends OwnedRecord & { version: number }>(
  entity: Entity,
  merchantId: string,
  id: string,
  guardOf: (record: T) => TableKey | undefined,
  // An entity whose count is also a limit keeps it on one item (webhook endpoints): its removal
  // must lower that item, not a shard.
  counterDown: () => TransactItem = () => counterDelta(entity, merchantId, -1),
): Promise<void> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const current = await getLive<T>(entity, merchantId, id);
    if (!current) throw notFound();
    const guard = guardOf(current);
    const items: TransactItem[] = [
      removeItem(entity, current, new Date().toISOString()),
      counterDown(),
      ...(guard ? [releaseGuard(guard, id)] : []),
    ];
    try {
      await transactWrite(items);
      return;
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/** A unique value an entity holds, and the error a clash on it is answered with. */
export interface UniqueValue<T> {
  keyOf: (record: T) => TableKey | undefined;
  taken: () => ApiError;
}

/** Resolves once a call just started has gone out: the SDK's middleware runs in microtasks. */
export const requestSent = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * A request body as checked, or the function that checks it. Given as a function, it is called
 * once the operation's first read is on its way, so the body is checked (zod, and for a webhook
 * URL its DNS lookup) while that read is out instead of before it is sent. A refused body is
 * still refused before anything is written or found missing; it costs that one read.
 */
export type Deferred<B> = B | (() => B | Promise<B>);

/**
 * `deferred`'s body, checked once `reading` has gone out; the caller's work after it runs while
 * the read is out too. If the body is refused, the read's outcome has no one waiting on it, and
 * is dropped.
 */
export async function checkWhileReading<B>(deferred: Deferred<B>, reading: Promise<unknown>): Promise<B> {
  reading.catch(() => undefined);
  await requestSent();
  return typeof deferred === 'function' ? (deferred as () => B | Promise<B>)() : deferred;
}

/**
 * Read, merge, write conditionally on the version read: one conditional PutItem when no unique
 * value moves, a transaction with the guard claim and release when one does. When another writer got there first the
 * version check fails and the merge starts over from the fresh item, so no update is lost and the
 * merged rules hold on what is stored. The version is checked before the unique value: a stale
 * write must retry, not report a clash with a value its own item took in the meantime.
 */
export async function updateEntity<T extends OwnedRecord & { version: number }, B>(
  entity: Entity,
  merchantId: string,
  id: string,
  body: Deferred<B>,
  merge: (current: T, body: B) => T,
  unique?: UniqueValue<T>,
): Promise<T> {
  let checked: { body: B } | undefined;
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const reading = getLive<T>(entity, merchantId, id);
    checked ??= { body: await checkWhileReading(body, reading) };
    const current = await reading;
    if (!current) throw notFound();
    const next = merge(current, checked.body);
    const replace = replaceInput(entity, next, current.version);
    const held = unique?.keyOf(current);
    const wanted = unique?.keyOf(next);
    if (!wanted || wanted.SK === held?.SK) {
      // No unique value moves: one conditional PutItem (1 WCU), no transaction (2 WCU).
      try {
        await conditionalWrite(() => dynamo().send(new PutCommand(replace)));
        return next;
      } catch (error) {
        if (conditionFailed(error)) continue;
        throw error;
      }
    }
    const items: TransactItem[] = [{ Put: replace }];
    const claimAt = items.push(claimGuard(wanted, id)) - 1;
    if (held) items.push(releaseGuard(held, id));
    try {
      await transactWrite(items);
      return next;
    } catch (error) {
      if (conditionFailedAt(error, 0)) continue;
      if (conditionFailedAt(error, claimAt)) throw unique!.taken();
      throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/**
 * Every page of a Query, following `LastEvaluatedKey` from the input's `ExclusiveStartKey` (when it
 * has one) to the end: one call per 1 MB read. Each call gets its own input object (the SDK's
 * paginator reuses one, which middleware that records inputs would see change).
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
