import { createHash } from 'node:crypto';
import {
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  DeleteCommand,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { EVENT_RETENTION_DAYS, eventExpiry } from '../../lib/domain/event.js';
import { dynamo, tableName } from '../../lib/db/client.js';
import type { DueFamily, Entity } from '../../lib/db/layout.js';
import { ALL_EVENT_TYPES, keys, type TableKey } from '../../lib/db/keys.js';
import { TTL_ATTRIBUTE } from '../../lib/db/table.js';

/**
 * The single-partition layout ("v1": every item of a merchant under `M#<merchantId>`, one index
 * key per merchant and entity, one due key per family for the whole platform) and how each of its
 * items maps onto the layout of `keys.ts`. Only the migration knows v1's keys.
 *
 * Copies are newer-wins and can be repeated while either layout takes writes: each copy carries
 * the digest of what was written (`v1Digest`). A later pass rewrites it only when the v1 item has
 * changed since and the copy is still exactly what was written; when both changed, it is a
 * conflict for the operator. Counters are carried as deltas (`v1Count` holds how much of the v1
 * total was added), so a counter the new code has moved since stays right.
 */
type Item = Record<string, unknown>;

export const DIGEST_ATTRIBUTE = 'v1Digest';
const CARRIED_ATTRIBUTE = 'v1Count';

/** Counters v1 kept per merchant: live items of an entity, events of a type on a day. */
export type V1Counter =
  | { kind: 'live'; merchantId: string; entity: Entity }
  | { kind: 'events'; merchantId: string; type: string; day: string };

export type V1Plan =
  /** A v1 item: its copy in the new layout. */
  | { action: 'copy'; kind: string; item: Item }
  /** An API key (shared by both layouts) whose list entry moves to the new list key. */
  | { action: 'reindex'; kind: 'APIKEY'; key: TableKey; from: string; to: string }
  /** One item of a v1 counter. */
  | { action: 'count'; kind: 'COUNTER'; counter: V1Counter; count: number }
  /** A stored QR image: the new layout draws it on demand. */
  | { action: 'drop'; kind: 'QRCODE' }
  /** An item both layouts share as it is (merchants, key pointers, txids, payment tokens). */
  | { action: 'keep'; kind: string }
  | { action: 'unknown'; kind: string };

const ENTITIES: ReadonlySet<string> = new Set<Entity>([
  'COUPON',
  'CUSTOMER',
  'PRODUCT',
  'CHARGE',
  'CHECKOUT',
  'EVENT',
  'WEBHOOK_ENDPOINT',
]);

const GUARDS: Record<string, (merchantId: string, value: string) => TableKey> = {
  COUPON_CODE: keys.couponCode,
  CUSTOMER_DOCUMENT: keys.customerDocument,
  PRODUCT_EXTERNAL_ID: keys.productExternalId,
};

const V1_MERCHANT_PREFIX = 'M#';
const DAY_S = 24 * 60 * 60;

/** `<createdAt>#<id>`, v1's and the new layout's index sort key. */
function splitSortKey(sortKey: unknown): [string, string] {
  const text = String(sortKey);
  const at = text.indexOf('#');
  return [text.slice(0, at), text.slice(at + 1)];
}

/** The item's index attributes in the new layout, from its v1 ones. */
function newIndexes(item: Item, merchantId: string): Item {
  const out: Item = {};
  if (typeof item.GSI1PK === 'string') {
    const entity = item.GSI1PK.split('#')[2] as Entity;
    const [createdAt, id] = splitSortKey(item.GSI1SK);
    Object.assign(out, keys.listIndex(entity, merchantId, createdAt, id));
  }
  if (typeof item.GSI2PK === 'string') {
    const [, , entity, status] = item.GSI2PK.split('#') as [string, string, Entity, string];
    const [createdAt, id] = splitSortKey(item.GSI2SK);
    Object.assign(out, keys.statusIndex(entity, merchantId, status, createdAt, id));
  }
  if (typeof item.GSI3PK === 'string') {
    const [, , entity, , customerId] = item.GSI3PK.split('#') as [string, string, Entity, string, string];
    const [createdAt, id] = splitSortKey(item.GSI3SK);
    Object.assign(out, keys.customerIndex(entity, merchantId, customerId, createdAt, id));
  }
  if (typeof item.GSI4PK === 'string') {
    const family = item.GSI4PK.split('#')[1] as DueFamily;
    const [dueAt, owner, ...id] = String(item.GSI4SK).split('#');
    Object.assign(out, keys.dueIndex(family, dueAt!, owner!, id.join('#')));
  }
  return out;
}

/** The item without its v1 key and index attributes. */
function body(item: Item): Item {
  const out: Item = {};
  for (const name in item) if (!/^(PK|SK|GSI[1-4](PK|SK))$/.test(name)) out[name] = item[name];
  return out;
}

/** What becomes of one v1 item (or of an item both layouts share). */
export function planV1(item: Item): V1Plan {
  const pk = String(item.PK);
  const sk = String(item.SK);
  if (!pk.startsWith(V1_MERCHANT_PREFIX)) {
    if (sk === 'APIKEY' && typeof item.GSI1PK === 'string' && item.GSI1PK.startsWith(V1_MERCHANT_PREFIX)) {
      const [createdAt, keyId] = splitSortKey(item.GSI1SK);
      const to = keys.apiKeyListIndex(String(item.merchantId), createdAt, keyId).GSI1PK;
      return { action: 'reindex', kind: 'APIKEY', key: { PK: pk, SK: sk }, from: item.GSI1PK, to };
    }
    return { action: 'keep', kind: sk };
  }
  const merchantId = pk.slice(V1_MERCHANT_PREFIX.length);
  const [head = '', ...rest] = sk.split('#');
  const copy = (kind: string, key: TableKey, extra: Item = {}): V1Plan => ({
    action: 'copy',
    kind,
    item: { ...body(item), ...key, ...newIndexes(item, merchantId), ...extra },
  });
  switch (head) {
    case 'QRCODE':
      return { action: 'drop', kind: 'QRCODE' };
    case 'COUNT':
      return {
        action: 'count',
        kind: 'COUNTER',
        counter: { kind: 'live', merchantId, entity: rest[0] as Entity },
        count: Number(item.count ?? 0),
      };
    case 'EVCOUNT':
      return {
        action: 'count',
        kind: 'COUNTER',
        counter: { kind: 'events', merchantId, day: rest[0]!, type: rest[1]! },
        count: Number(item.count ?? 0),
      };
    case 'UNIQUE': {
      const guard = GUARDS[rest[0]!];
      return guard ? copy(`UNIQUE#${rest[0]}`, guard(merchantId, rest.slice(1).join('#'))) : unknown(sk);
    }
    case 'IDEMPOTENCY':
      return copy('IDEMPOTENCY', keys.idempotency(merchantId, rest.join('#')));
    case 'PIXRECEIPT':
      return copy('PIX_RECEIPT', keys.pixReceipt(rest.join('#')));
  }
  if (head === 'EVENT' && rest[1] === 'DELIVERY') {
    // v1 kept a delivery as long as its event, whose creation time the TTL carries.
    const eventCreated = new Date((Number(item[TTL_ATTRIBUTE]) - EVENT_RETENTION_DAYS * DAY_S) * 1000);
    return copy('WEBHOOK_DELIVERY', keys.delivery(rest[0]!, rest.slice(2).join('#')), {
      [TTL_ATTRIBUTE]: eventExpiry(eventCreated),
    });
  }
  if (ENTITIES.has(head)) {
    const extra = head === 'EVENT' ? { [TTL_ATTRIBUTE]: eventExpiry(new Date(String(item.createdAt))) } : {};
    return copy(head, keys.entity(head as Entity, rest.join('#')), extra);
  }
  return unknown(sk);
}

const unknown = (sk: string): V1Plan => ({ action: 'unknown', kind: sk.split('#')[0] ?? sk });

/** Where a v1 counter's total is carried in the new layout: the first item of its first partition. */
export function counterKey(counter: V1Counter): TableKey {
  return counter.kind === 'live'
    ? keys.counter(counter.entity, counter.merchantId, 0, 0)
    : keys.eventCounter(counter.merchantId, counter.type, 0, counter.day, 0);
}

/** The v1 event counters of a day also make the day's count of every type. */
export const allTypesOf = (counter: V1Counter & { kind: 'events' }): V1Counter => ({
  ...counter,
  type: ALL_EVENT_TYPES,
});

function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Set) return { set: [...value].map(canonical).sort() };
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort())
      if (name !== DIGEST_ATTRIBUTE) out[name] = canonical((value as Item)[name]);
    return out;
  }
  return value;
}

/** A digest of an item's attributes other than `v1Digest`. */
export const digestOf = (item: Item): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(item)))
    .digest('base64url');

/** Attributes the new code changes on a copied item: a rewrite is conditional on all of them. */
const WATCHED = ['version', 'updatedAt', 'status', 'attempts', 'nextAttemptAt', 'GSI2PK', 'GSI4PK', 'GSI4SK'];

export type CopyOutcome = 'copied' | 'current' | 'updated' | 'changed' | 'conflict';

const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * Writes the copy of a v1 item unless it is already there: `copied` (new), `current` (already
 * this), `updated` (an older copy the new code had not touched), `changed` (the new code has
 * changed the copy since and the v1 item has not changed: the copy is newer), `conflict` (both
 * changed: left for the operator).
 */
export async function writeCopy(item: Item): Promise<CopyOutcome> {
  const digest = digestOf(item);
  const key = { PK: item.PK, SK: item.SK };
  for (;;) {
    const { Item: existing } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const written = existing?.[DIGEST_ATTRIBUTE];
    if (written === digest) return digestOf(existing!) === digest ? 'current' : 'changed';
    if (existing && (written === undefined || digestOf(existing) !== written)) return 'conflict';
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    let condition = 'attribute_not_exists(PK)';
    if (existing) {
      condition = `${DIGEST_ATTRIBUTE} = :digest`;
      values[':digest'] = written;
      WATCHED.forEach((name, i) => {
        names[`#w${i}`] = name;
        if (existing[name] === undefined) condition += ` AND attribute_not_exists(#w${i})`;
        else {
          condition += ` AND #w${i} = :w${i}`;
          values[`:w${i}`] = existing[name];
        }
      });
    }
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...item, [DIGEST_ATTRIBUTE]: digest },
          ConditionExpression: condition,
          ...(existing ? { ExpressionAttributeNames: names, ExpressionAttributeValues: values } : {}),
        }),
      );
      return existing ? 'updated' : 'copied';
    } catch (error) {
      // Written or changed by someone else since the read: look again.
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/**
 * Marks the copy of the v1 item at `key` as its current copy, whatever either holds: false when
 * there is no such v1 item or no copy of it.
 */
export async function acceptCopy(key: TableKey): Promise<boolean> {
  const { Item: original } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const plan = original && planV1(original);
  if (plan?.action !== 'copy') return false;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: plan.item.PK, SK: plan.item.SK },
        UpdateExpression: 'SET #digest = :digest',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#digest': DIGEST_ATTRIBUTE },
        ExpressionAttributeValues: { ':digest': digestOf(plan.item) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Moves an API key's list entry to the new list key, unless something already moved it. */
export async function reindexApiKey(plan: V1Plan & { action: 'reindex' }): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: plan.key,
        UpdateExpression: 'SET GSI1PK = :to',
        ConditionExpression: 'GSI1PK = :from',
        ExpressionAttributeValues: { ':from': plan.from, ':to': plan.to },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Makes the new counter hold `total` more than what the new code added to it: adds the difference
 * between `total` and what earlier passes carried, so a repeated pass adds nothing and the new
 * code's own changes stay.
 */
export async function carryCount(key: TableKey, total: number, ttl?: number): Promise<void> {
  for (;;) {
    const { Item: current } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const carried = current?.[CARRIED_ATTRIBUTE] as number | undefined;
    if ((carried ?? 0) === total && carried !== undefined) return;
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: `ADD #count :delta SET #carried = :total${ttl === undefined ? '' : ', #ttl = :ttl'}`,
          ConditionExpression:
            carried === undefined ? 'attribute_not_exists(#carried)' : '#carried = :carried',
          ExpressionAttributeNames: {
            '#count': 'count',
            '#carried': CARRIED_ATTRIBUTE,
            ...(ttl === undefined ? {} : { '#ttl': TTL_ATTRIBUTE }),
          },
          ExpressionAttributeValues: {
            ':delta': total - (carried ?? 0),
            ':total': total,
            ...(carried === undefined ? {} : { ':carried': carried }),
            ...(ttl === undefined ? {} : { ':ttl': ttl }),
          },
        }),
      );
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/** One page of a parallel Scan segment. */
export async function scanPage(
  segment: number,
  segments: number,
  startKey: Item | undefined,
  filter?: Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeValues'>,
): Promise<{ items: Item[]; next: Item | undefined }> {
  const page = await dynamo().send(
    new ScanCommand({
      TableName: tableName(),
      Segment: segment,
      TotalSegments: segments,
      ConsistentRead: true,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      ...filter,
    }),
  );
  return { items: page.Items ?? [], next: page.LastEvaluatedKey };
}

/** Only v1's items and the API keys it indexed. */
export const V1_FILTER: Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeValues'> = {
  FilterExpression: 'begins_with(PK, :v1) OR begins_with(GSI1PK, :v1)',
  ExpressionAttributeValues: { ':v1': V1_MERCHANT_PREFIX },
};

export const isV1Item = (item: Item): boolean => String(item.PK).startsWith(V1_MERCHANT_PREFIX);

/** Where a pass has got to, per scan segment, so an interrupted pass resumes there. */
export interface Checkpoint {
  segment: number;
  segments: number;
  next: Item | undefined;
  done: boolean;
}

const checkpointKey = (segment: number): TableKey => ({ PK: 'MIGRATION#v1', SK: `SEGMENT#${segment}` });

export async function readCheckpoint(segment: number): Promise<Checkpoint | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: checkpointKey(segment), ConsistentRead: true }),
  );
  return Item ? { segment, segments: Item.segments, next: Item.next, done: Item.done } : undefined;
}

export async function saveCheckpoint(checkpoint: Checkpoint): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...checkpointKey(checkpoint.segment),
        segments: checkpoint.segments,
        done: checkpoint.done,
        ...(checkpoint.next ? { next: checkpoint.next } : {}),
      },
    }),
  );
}

export async function clearCheckpoint(segment: number): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: checkpointKey(segment) }));
}

/** Deletes items by key, 25 a request, asking again for what DynamoDB leaves unprocessed. */
export async function deleteItems(itemKeys: readonly TableKey[]): Promise<void> {
  for (let from = 0; from < itemKeys.length; from += 25) {
    let pending: unknown[] | undefined = itemKeys
      .slice(from, from + 25)
      .map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
      const result: BatchWriteCommandOutput = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }),
      );
      pending = result.UnprocessedItems?.[tableName()];
    }
  }
}
